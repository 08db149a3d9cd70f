import { describeContentSecurity } from './content-security';

describeContentSecurity('instances-and-draws');
