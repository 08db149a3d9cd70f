/**
 * Codes of the 400s of the account calls (password change, e-mail change), so the SPA tells
 * the reasons apart without reading messages; each answer also names the field in
 * `Errors[].Path`.
 */
export const AccountErrorCode = {
  WrongCurrentPassword: 'WrongCurrentPassword',
  PasswordTooShort: 'PasswordTooShort',
  PasswordTooLong: 'PasswordTooLong',
  PasswordTooCommon: 'PasswordTooCommon',
  PasswordContainsEmail: 'PasswordContainsEmail',
  CaptchaRefused: 'CaptchaRefused',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];
