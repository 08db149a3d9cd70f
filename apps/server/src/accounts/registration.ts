import { PASSWORD_MIN_LENGTH } from '@charity/domain/account-forms';
import { addressRuleIssues, type AddressRuleReason } from '@charity/domain/address/address-rules';
import { normalPostalCode } from '@charity/domain/address/postal-code';
import { isAddressCountry } from '@charity/domain/countries';
import { ageOn } from '@charity/domain/registration/age';
import {
  checkField,
  FIELD_MAX_LENGTH,
  personName,
  requiredText,
  textField,
  type FieldProblem,
} from '@charity/domain/registration/field-rules';
import type { z } from 'zod';
import type { Executor } from '../db/executor';
import { insertAccount, type NewAccount } from './account.repository';
import { isPlausibleBirthDate } from './age';
import { hashPassword } from './password-hash';
import { passwordProblem } from './password-policy';

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
  | 'tooShort'
  | 'tooLong'
  | 'invalid'
  | 'unsafeText'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidDate'
  | 'underAge'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordContainsEmail'
  | 'emailTaken'
  | 'addressPostalCode'
  | 'addressProvince'
  | 'addressCountry';

export interface Problem {
  key: ProblemKey;
  vars?: Record<string, string | number>;
}

export type RegistrationProblems = Partial<Record<keyof RegistrationForm, Problem>>;

export interface RegistrationRules {
  minimumAge: number;
  collectAddress: boolean;
  today: Date;
  /** Fields whose posted value held control characters. */
  unsafe?: ReadonlySet<string>;
  /** The organization's country (from its jurisdiction): a collected address must be there. */
  organizationCountry?: string | null;
}

/** The field rules the app's forms use too (packages/domain), with their words. */
const textRules: Partial<Record<keyof RegistrationForm, z.ZodType>> = {
  firstName: personName,
  lastName: personName,
  email: requiredText(FIELD_MAX_LENGTH.email),
  addressLine1: requiredText(FIELD_MAX_LENGTH.addressLine),
  addressLine2: textField(FIELD_MAX_LENGTH.addressLine),
  city: requiredText(FIELD_MAX_LENGTH.city),
  province: requiredText(FIELD_MAX_LENGTH.province),
  postalCode: requiredText(FIELD_MAX_LENGTH.postalCode),
};

const problemKeys = {
  required: 'required',
  tooShort: 'tooShort',
  tooLong: 'tooLong',
  email: 'invalidEmail',
  phone: 'invalidPhone',
  invalid: 'invalid',
  unsafeText: 'unsafeText',
} as const satisfies Record<FieldProblem['key'], ProblemKey>;

function problemOf(schema: z.ZodType, value: string): Problem | undefined {
  const found = checkField(schema, value);
  if (!found) return undefined;
  return 'count' in found
    ? { key: problemKeys[found.key], vars: { count: found.count } }
    : { key: problemKeys[found.key] };
}

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const PHONE_PATTERN = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

const passwordProblemKeys = {
  'too-short': 'passwordTooShort',
  'too-long': 'passwordTooLong',
  common: 'passwordCommon',
  'contains-email': 'passwordContainsEmail',
} as const;

export function passwordProblemOf(password: string, email?: string): Problem | undefined {
  const problem = passwordProblem(password, email);
  return problem
    ? { key: passwordProblemKeys[problem], vars: { min: PASSWORD_MIN_LENGTH } }
    : undefined;
}

const addressProblems = {
  'postal-code': ['postalCode', 'addressPostalCode'],
  province: ['province', 'addressProvince'],
  country: ['country', 'addressCountry'],
} as const satisfies Record<AddressRuleReason, [keyof RegistrationForm, ProblemKey]>;

/** The app's address rules (Manage Your Info), so that it accepts later what was registered. */
function checkAddress(
  form: RegistrationForm,
  rules: RegistrationRules,
  problems: RegistrationProblems,
) {
  const address = {
    Province: form.province,
    PostalCode: form.postalCode,
    Country: form.country.trim().toUpperCase(),
  };
  for (const issue of addressRuleIssues(address, rules.organizationCountry ?? null)) {
    const [field, key] = addressProblems[issue.reason];
    problems[field] ??= { key };
  }
}

export function validateRegistration(
  form: RegistrationForm,
  rules: RegistrationRules,
): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const required: (keyof RegistrationForm)[] = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'password',
    'dateOfBirth',
  ];
  if (rules.collectAddress)
    required.push('addressLine1', 'city', 'province', 'postalCode', 'country');
  for (const name of required) if (!form[name].trim()) problems[name] = { key: 'required' };
  for (const [name, schema] of Object.entries(textRules) as [keyof RegistrationForm, z.ZodType][]) {
    const optionalAddress =
      !rules.collectAddress && !['firstName', 'lastName', 'email'].includes(name);
    if (problems[name] || optionalAddress) continue;
    const problem = problemOf(schema, form[name]);
    if (problem) problems[name] = problem;
  }

  if (!problems.email && !EMAIL_PATTERN.test(form.email.trim()))
    problems.email = { key: 'invalidEmail' };
  if (!problems.phone && !PHONE_PATTERN.test(form.phone.trim()))
    problems.phone = { key: 'invalidPhone' };
  if (!problems.dateOfBirth) {
    if (!isPlausibleBirthDate(form.dateOfBirth, rules.today))
      problems.dateOfBirth = { key: 'invalidDate' };
    else if (ageOn(form.dateOfBirth, rules.today) < rules.minimumAge) {
      problems.dateOfBirth = { key: 'underAge', vars: { age: rules.minimumAge } };
    }
  }
  if (!problems.password) {
    const problem = passwordProblemOf(form.password, form.email.trim());
    if (problem) problems.password = problem;
  }
  if (
    !problems.country &&
    rules.collectAddress &&
    !isAddressCountry(form.country.trim().toUpperCase())
  ) {
    problems.country = { key: 'required' };
  }
  if (rules.collectAddress) checkAddress(form, rules, problems);
  for (const name of rules.unsafe ?? []) {
    if (name in form) problems[name as keyof RegistrationForm] = { key: 'unsafeText' };
  }
  return problems;
}

/** Creates an unverified player account; null when the e-mail is taken in the organization. */
export async function createPlayerAccount(
  db: Executor,
  organizationId: string,
  form: RegistrationForm,
  collectAddress: boolean,
  passwordCost: number,
  locale?: NewAccount['locale'],
): Promise<string | null> {
  const address: NewAccount['address'] = collectAddress
    ? {
        line1: form.addressLine1.trim(),
        line2: form.addressLine2.trim() || null,
        city: form.city.trim(),
        province: form.province.trim(),
        postalCode: normalPostalCode(form.country, form.postalCode),
        country: form.country.trim().toUpperCase(),
      }
    : null;
  return insertAccount(db, {
    organizationId,
    email: form.email.trim(),
    passwordHash: await hashPassword(form.password, passwordCost),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    dateOfBirth: form.dateOfBirth,
    address,
    locale,
  });
}
