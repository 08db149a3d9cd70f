/** scrypt cost as log2(N). 15 (32 MiB) in production; tests pass a lower one. */
export declare const DEFAULT_PASSWORD_COST = 15;
/** `scrypt$<log2N>$<r>$<p>$<salt>$<hash>`: the parameters travel with the hash. */
export declare function hashPassword(password: string, cost?: number): Promise<string>;
export declare function verifyPassword(password: string, stored: string): Promise<boolean>;
export declare function dummyPasswordHash(cost: number): Promise<string>;
