import type { Messages } from './messages-en';
export declare const messagesFr: Messages;
