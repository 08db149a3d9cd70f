import type { Executor } from '../db/executor';
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  dateOfBirth: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}
export type ProblemKey =
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidDate'
  | 'underAge'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordContainsEmail'
  | 'emailTaken';
export interface Problem {
  key: ProblemKey;
  vars?: Record<string, string | number>;
}
export type RegistrationProblems = Partial<Record<keyof RegistrationForm, Problem>>;
export interface RegistrationRules {
  minimumAge: number;
  collectAddress: boolean;
  today: Date;
}
export declare const EMAIL_PATTERN: RegExp;
export declare const PHONE_PATTERN: RegExp;
export declare function passwordProblemOf(password: string, email?: string): Problem | undefined;
export declare function validateRegistration(
  form: RegistrationForm,
  rules: RegistrationRules,
): RegistrationProblems;
/** Creates an unverified player account; null when the e-mail is taken in the organization. */
export declare function createPlayerAccount(
  db: Executor,
  organizationId: string,
  form: RegistrationForm,
  collectAddress: boolean,
  passwordCost: number,
): Promise<string | null>;
