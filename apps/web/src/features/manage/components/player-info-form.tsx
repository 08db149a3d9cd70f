import '@/styles/mantine-forms.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  playerInfoFormSchema,
  type AddressForm,
  type PlayerInfoForm,
} from '@charity/domain/account-forms';
import type { Player } from '@charity/domain/api/player';
import { countryOfJurisdiction } from '@charity/domain/address/places';
import { phoneExample } from '@charity/domain/phone-example';
import { formatNorthAmericanPhone } from '@charity/domain/phone-mask';
import { FormActions } from '@/components/form/form-actions';
import { useConfig } from '@/lib/config';
import { useFieldError } from '@/lib/form/use-field-error';
import { useLeaveGuard } from '@/lib/form/use-leave-guard';
import { useZodForm } from '@/lib/form/use-zod-form';
import { AddressFields } from './address-fields';
import { PhoneInput } from './phone-input';
import { wrappingLabel } from '@/components/ui/wrapping-label';

interface PlayerInfoFormProps {
  player: Player;
  collectAddress: boolean;
  saving: boolean;
  /** Resolves true once saved; the form then starts over from the saved values. */
  onSubmit: (values: PlayerInfoForm) => Promise<boolean>;
}

const emptyAddress: AddressForm = {
  Line1: '',
  Line2: '',
  City: '',
  Province: '',
  PostalCode: '',
  Country: 'CA',
};

function initialValues(
  player: Player,
  collectAddress: boolean,
  country: string | null,
): PlayerInfoForm {
  const address = player.Address;
  return {
    FirstName: player.FirstName,
    LastName: player.LastName,
    Phone: formatNorthAmericanPhone(player.Phone),
    ...(collectAddress
      ? {
          Address: address
            ? { ...address, Line2: address.Line2 ?? '' }
            : { ...emptyAddress, Country: country ?? emptyAddress.Country },
        }
      : {}),
  };
}

/** First name, last name, phone (masked) and, when collected, the address. */
export function PlayerInfoFormView({
  player,
  collectAddress,
  saving,
  onSubmit,
}: PlayerInfoFormProps) {
  const { t } = useTranslation();
  const message = useFieldError();
  const jurisdiction = useConfig()?.Organization.Jurisdiction;
  const country = countryOfJurisdiction(jurisdiction);
  // The example in the organization's province, as on the hosted registration page.
  const phoneHint = t('playerInfo.phoneHint', {
    example: formatNorthAmericanPhone(phoneExample(jurisdiction ?? '')),
  });
  const form = useZodForm(
    playerInfoFormSchema(collectAddress, country),
    initialValues(player, collectAddress, country),
  );
  const { errors, isDirty } = form.formState;
  useLeaveGuard(isDirty);
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset(values);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('playerInfo.firstName')}
          autoComplete="given-name"
          withAsterisk
          error={message(errors.FirstName)}
          {...form.register('FirstName')}
        />
        <TextInput
          label={t('playerInfo.lastName')}
          autoComplete="family-name"
          withAsterisk
          error={message(errors.LastName)}
          {...form.register('LastName')}
        />
        <Controller
          control={form.control}
          name="Phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('playerInfo.phone')}
              description={phoneHint}
              withAsterisk
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error, { invalid: 'validation.phone' })}
            />
          )}
        />
        {collectAddress && <AddressFields register={form.register} control={form.control} />}
      </Stack>
      <FormActions>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={saving}
          {...wrappingLabel}
          styles={{ label: { ...wrappingLabel.styles.label, textAlign: 'center' } }}
        >
          {t('playerInfo.save')}
        </Button>
      </FormActions>
    </form>
  );
}
