import { type FieldErrors } from './form-fields';
import { type SafeHtml } from './html';
import type { Translate } from './locale';
/** A message with at most one way on. */
export declare function messagePage(
  text: string,
  link?: {
    href: string;
    label: string;
  },
): SafeHtml;
export declare function forgotPasswordPage(
  t: Translate,
  uid: string,
  sent: boolean,
  email?: string,
): SafeHtml;
export declare function resetPasswordPage(
  t: Translate,
  token: string,
  errors: FieldErrors,
): SafeHtml;
export declare function confirmEmailChangePage(
  t: Translate,
  token: string,
  newEmail: string,
): SafeHtml;
