import { PASSWORD_MIN_LENGTH } from '@charity/domain/account-forms';
import { ADDRESS_COUNTRIES, isAddressCountry } from '@charity/domain/countries';
import type { RegistrationForm } from '../../accounts/registration';
import { errorSummary, field, selectField, type FieldErrors } from './form-fields';
import { html } from './html';
import type { Translate } from './locale';

export interface RegisterPageModel {
  uid: string;
  values: Partial<RegistrationForm>;
  errors: FieldErrors;
  collectAddress: boolean;
  minimumAge: number;
  /** A phone number of the organization's province, for the hint. */
  phoneExample: string;
}

const labelKeys = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  dateOfBirth: 'dateOfBirth',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  city: 'city',
  province: 'province',
  postalCode: 'postalCode',
  country: 'country',
  password: 'password',
} as const satisfies Record<keyof RegistrationForm, Parameters<Translate>[0]>;

export function registerPage(t: Translate, model: RegisterPageModel) {
  const { values, errors } = model;
  const describe = (name: string, message: string) => {
    const key = labelKeys[name as keyof RegistrationForm];
    return key ? t('summaryItem', { label: t(key), message }) : message;
  };
  const input = (
    name: keyof RegistrationForm,
    label: string,
    extra: Partial<Parameters<typeof field>[0]> = {},
  ) => field({ name, label, value: values[name], errors, ...extra });
  const address = model.collectAddress
    ? html`<fieldset>
        <legend>${t('address')}</legend>
        ${input('addressLine1', t('addressLine1'), { autocomplete: 'address-line1' })}
        ${input('addressLine2', t('addressLine2'), { autocomplete: 'address-line2', required: false })}
        ${input('city', t('city'), { autocomplete: 'address-level2' })}
        <div class="row">
          <div>${input('province', t('province'), { autocomplete: 'address-level1' })}</div>
          <div>${input('postalCode', t('postalCode'), { autocomplete: 'postal-code' })}</div>
        </div>
        ${selectField({
          name: 'country',
          label: t('country'),
          value: values.country && isAddressCountry(values.country) ? values.country : 'CA',
          choices: ADDRESS_COUNTRIES.map((code) => ({ value: code, label: t(`country${code}`) })),
          autocomplete: 'country',
          errors,
        })}
      </fieldset>`
    : '';
  return html`${errorSummary(t('fixErrors'), errors, describe)}
    <form method="post" action="/oidc/interaction/${model.uid}/register" novalidate>
      <div class="row">
        <div>
          ${input('firstName', t('firstName'), { autocomplete: 'given-name', autofocus: true })}
        </div>
        <div>${input('lastName', t('lastName'), { autocomplete: 'family-name' })}</div>
      </div>
      ${input('email', t('email'), { type: 'email', autocomplete: 'email' })}
      ${input('phone', t('phone'), { type: 'tel', autocomplete: 'tel', hint: t('phoneHint', { example: model.phoneExample }) })}
      ${input('dateOfBirth', t('dateOfBirth'), { type: 'date', autocomplete: 'bday', hint: t('dateOfBirthHint', { age: model.minimumAge }) })}
      ${address}
      ${field({ name: 'password', label: t('password'), type: 'password', autocomplete: 'new-password', errors, hint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }) })}
      <button type="submit">${t('register')}</button>
    </form>
    <p class="links">
      ${t('haveAccount')} <a href="/oidc/interaction/${model.uid}">${t('signIn')}</a>
    </p>`;
}
