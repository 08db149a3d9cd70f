import { alert, field } from './form-fields';
import { html } from './html';
import type { Translate } from './locale';

export interface LoginPageModel {
  uid: string;
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
  /** Offer to resend the verification link (an unverified account signed in). */
  offerResend?: boolean;
}

export function loginPage(t: Translate, model: LoginPageModel) {
  const base = `/oidc/interaction/${model.uid}`;
  return html`${alert('error', model.error)}${alert('info', model.notice)}
    <form method="post" action="${base}/login" novalidate>
      ${field({ name: 'email', label: t('email'), type: 'email', value: model.email, autocomplete: 'username', autofocus: !model.email })}
      ${field({ name: 'password', label: t('password'), type: 'password', autocomplete: 'current-password', autofocus: !!model.email })}
      <button type="submit">${t('signIn')}</button>
    </form>
    ${
      model.offerResend
        ? html`<form method="post" action="${base}/resend-verification">
            <input type="hidden" name="email" value="${model.email ?? ''}" />
            <button type="submit" class="secondary">${t('resend')}</button>
          </form>`
        : ''
    }
    <p class="links">${t('noAccount')} <a href="${base}/register">${t('createAccount')}</a></p>
    <p class="links">
      <a href="${base}/forgot-password">${t('forgotPassword')}</a>
      <a href="${base}/abort">${t('cancel')}</a>
    </p>`;
}
