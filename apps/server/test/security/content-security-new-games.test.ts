import { describeContentSecurity } from './content-security';

describeContentSecurity('new-games');
