import type { RegistrationForm } from '../../accounts/registration';
import { type FieldErrors } from './form-fields';
import type { Translate } from './locale';
export interface RegisterPageModel {
  uid: string;
  values: Partial<RegistrationForm>;
  errors: FieldErrors;
  collectAddress: boolean;
  minimumAge: number;
}
export declare function registerPage(
  t: Translate,
  model: RegisterPageModel,
): import('./html').SafeHtml;
