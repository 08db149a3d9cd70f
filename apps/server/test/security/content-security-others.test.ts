import { describeContentSecurity } from './content-security';

describeContentSecurity('others');
