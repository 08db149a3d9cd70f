import type { Translate } from './locale';
export interface LoginPageModel {
  uid: string;
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
  /** Offer to resend the verification link (an unverified account signed in). */
  offerResend?: boolean;
}
export declare function loginPage(t: Translate, model: LoginPageModel): import('./html').SafeHtml;
