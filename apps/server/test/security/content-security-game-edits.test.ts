import { describeContentSecurity } from './content-security';

describeContentSecurity('game-edits');
