import { PASSWORD_MIN_LENGTH } from '@charity/domain/account-forms';
import { alert, field, type FieldErrors } from './form-fields';
import { html, type SafeHtml } from './html';
import type { Translate } from './locale';

export interface PageLink {
  href: string;
  label: string;
}

/** A message with a way on (every hosted page has one), and maybe a second, smaller one. */
export function messagePage(text: string, link: PageLink, other?: PageLink): SafeHtml {
  return html`<p role="status">${text}</p>
    <a class="button" href="${link.href}">${link.label}</a>
    ${other ? html`<p class="links"><a href="${other.href}">${other.label}</a></p>` : ''}`;
}

export function forgotPasswordPage(t: Translate, uid: string, sent: boolean, email = ''): SafeHtml {
  const base = `/oidc/interaction/${uid}`;
  return html`${alert('info', sent ? t('forgotSent') : undefined)}
    <p>${t('forgotText')}</p>
    <form method="post" action="${base}/forgot-password" novalidate>
      ${field({ name: 'email', label: t('email'), type: 'email', value: email, autocomplete: 'username', autofocus: true })}
      <button type="submit">${t('sendLink')}</button>
    </form>
    <p class="links"><a href="${base}">${t('backToSignIn')}</a></p>`;
}

export function resetPasswordPage(t: Translate, token: string, errors: FieldErrors): SafeHtml {
  return html`<form method="post" action="/oidc/account/reset-password" novalidate>
    <input type="hidden" name="token" value="${token}" />
    ${field({ name: 'password', label: t('newPassword'), type: 'password', autocomplete: 'new-password', errors, autofocus: true, hint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }) })}
    ${field({ name: 'confirmPassword', label: t('confirmPassword'), type: 'password', autocomplete: 'new-password', errors })}
    <button type="submit">${t('savePassword')}</button>
  </form>`;
}

export function confirmEmailChangePage(t: Translate, token: string, newEmail: string): SafeHtml {
  return html`<p>${t('emailChangeText', { email: newEmail })}</p>
    <form method="post" action="/oidc/account/confirm-email-change">
      <input type="hidden" name="token" value="${token}" />
      <button type="submit">${t('emailChangeConfirm')}</button>
    </form>`;
}

/** A verification link used or expired before the address was verified: one tap for a new one. */
export function newVerificationLinkPage(
  t: Translate,
  action: string,
  token: string,
  other: PageLink,
): SafeHtml {
  return html`<p role="status">${t('verifyLinkExpired')}</p>
    <form method="post" action="${action}">
      <input type="hidden" name="token" value="${token}" />
      <button type="submit">${t('sendNewLink')}</button>
    </form>
    <p class="links"><a href="${other.href}">${other.label}</a></p>`;
}
