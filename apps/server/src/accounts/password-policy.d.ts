export declare const PASSWORD_MIN_LENGTH = 10;
export declare const PASSWORD_MAX_LENGTH = 200;
export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'contains-email';
/** The first reason the password is refused, or null when it is acceptable. */
export declare function passwordProblem(password: string, email?: string): PasswordProblem | null;
