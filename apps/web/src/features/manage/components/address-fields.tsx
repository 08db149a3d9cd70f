import '@/styles/mantine-forms.css';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlayerInfoForm } from '@charity/domain/account-forms';
import { ADDRESS_COUNTRIES } from '@charity/domain/countries';
import { useFieldError } from '@/lib/form/use-field-error';

interface AddressFieldsProps {
  register: UseFormRegister<PlayerInfoForm>;
  control: Control<PlayerInfoForm, unknown, PlayerInfoForm>;
}

/** The postal address, shown when the organization collects it (CollectPlayerAddress). */
export function AddressFields({ register, control }: AddressFieldsProps) {
  const { t } = useTranslation();
  const message = useFieldError();
  const errors = useFormState({ control }).errors.Address;
  return (
    <fieldset className="form-fieldset">
      <legend>{t('playerInfo.address')}</legend>
      <TextInput
        label={t('playerInfo.line1')}
        autoComplete="address-line1"
        withAsterisk
        error={message(errors?.Line1)}
        {...register('Address.Line1')}
      />
      <TextInput
        label={t('playerInfo.line2')}
        autoComplete="address-line2"
        error={message(errors?.Line2)}
        {...register('Address.Line2')}
      />
      <TextInput
        label={t('playerInfo.city')}
        autoComplete="address-level2"
        withAsterisk
        error={message(errors?.City)}
        {...register('Address.City')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('playerInfo.province')}
          autoComplete="address-level1"
          withAsterisk
          error={message(errors?.Province)}
          {...register('Address.Province')}
        />
        <TextInput
          label={t('playerInfo.postalCode')}
          autoComplete="postal-code"
          withAsterisk
          error={message(errors?.PostalCode)}
          {...register('Address.PostalCode')}
        />
      </SimpleGrid>
      <NativeSelect
        label={t('playerInfo.country')}
        autoComplete="country"
        data={ADDRESS_COUNTRIES.map((code) => ({
          value: code,
          label: t(`playerInfo.countries.${code}`),
        }))}
        error={message(errors?.Country)}
        {...register('Address.Country')}
      />
    </fieldset>
  );
}
