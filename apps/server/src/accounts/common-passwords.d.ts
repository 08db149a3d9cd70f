/**
 * Frequent passwords (from public breach-frequency lists) long enough to pass the length rule;
 * shorter ones are already refused by it. Compared lower-cased.
 */
export declare const commonPasswords: Set<string>;
