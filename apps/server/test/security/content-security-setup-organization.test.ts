import { describeContentSecurity } from './content-security';

describeContentSecurity('setup-organization');
