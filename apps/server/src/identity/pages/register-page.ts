import type { RegistrationForm } from '../../accounts/registration';
import { PASSWORD_MIN_LENGTH } from '../../accounts/password-policy';
import { errorSummary, field, type FieldErrors } from './form-fields';
import { html } from './html';
import type { Translate } from './locale';

export interface RegisterPageModel {
  uid: string;
  values: Partial<RegistrationForm>;
  errors: FieldErrors;
  collectAddress: boolean;
  minimumAge: number;
}

export function registerPage(t: Translate, model: RegisterPageModel) {
  const { values, errors } = model;
  const input = (
    name: keyof RegistrationForm,
    label: string,
    extra: Partial<Parameters<typeof field>[0]> = {},
  ) => field({ name, label, value: values[name], errors, ...extra });
  const address = model.collectAddress
    ? html`<fieldset>
        <legend>${t('addressLine1')}</legend>
        ${input('addressLine1', t('addressLine1'), { autocomplete: 'address-line1' })}
        ${input('addressLine2', t('addressLine2'), { autocomplete: 'address-line2', required: false })}
        ${input('city', t('city'), { autocomplete: 'address-level2' })}
        <div class="row">
          <div>${input('province', t('province'), { autocomplete: 'address-level1' })}</div>
          <div>${input('postalCode', t('postalCode'), { autocomplete: 'postal-code' })}</div>
        </div>
        ${input('country', t('country'), { autocomplete: 'country', value: values.country ?? 'CA' })}
      </fieldset>`
    : '';
  return html`${errorSummary(t('fixErrors'), errors)}
    <form method="post" action="/oidc/interaction/${model.uid}/register" novalidate>
      <div class="row">
        <div>
          ${input('firstName', t('firstName'), { autocomplete: 'given-name', autofocus: true })}
        </div>
        <div>${input('lastName', t('lastName'), { autocomplete: 'family-name' })}</div>
      </div>
      ${input('email', t('email'), { type: 'email', autocomplete: 'email' })}
      ${input('phone', t('phone'), { type: 'tel', autocomplete: 'tel', hint: t('phoneHint') })}
      ${input('dateOfBirth', t('dateOfBirth'), { type: 'date', autocomplete: 'bday', hint: t('dateOfBirthHint', { age: model.minimumAge }) })}
      ${address}
      ${field({ name: 'password', label: t('password'), type: 'password', autocomplete: 'new-password', errors, hint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }) })}
      <button type="submit">${t('register')}</button>
    </form>
    <p class="links">
      ${t('haveAccount')} <a href="/oidc/interaction/${model.uid}">${t('signIn')}</a>
    </p>`;
}
