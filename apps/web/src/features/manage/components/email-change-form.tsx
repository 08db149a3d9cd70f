import '@/styles/mantine-forms.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailChangeFormSchema, type EmailChangeForm } from '@charity/domain/account-forms';
import { AltchaCaptcha } from '@/components/captcha/altcha-captcha';
import { FormActions } from '@/components/form/form-actions';
import { useFieldError } from '@/lib/form/use-field-error';
import { useZodForm } from '@/lib/form/use-zod-form';

export type EmailChangeOutcome = 'sent' | 'email-taken' | 'captcha-refused' | 'failed';

interface EmailChangeFormProps {
  currentEmail: string;
  challengeUrl: string;
  sending: boolean;
  onSubmit: (values: EmailChangeForm) => Promise<EmailChangeOutcome>;
}

/** The new address and the captcha; a used or refused captcha is replaced by a fresh one. */
export function EmailChangeFormView({
  currentEmail,
  challengeUrl,
  sending,
  onSubmit,
}: EmailChangeFormProps) {
  const { t } = useTranslation();
  const message = useFieldError();
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useZodForm(emailChangeFormSchema(currentEmail), { NewEmail: '', Captcha: '' });
  const submit = form.handleSubmit(async (values) => {
    const outcome = await onSubmit({ ...values, NewEmail: values.NewEmail.trim() });
    // A captcha answer is accepted once: whatever happened, the next try needs a new one.
    form.setValue('Captcha', '');
    setCaptchaKey((key) => key + 1);
    if (outcome === 'sent') form.reset({ NewEmail: '', Captcha: '' });
    if (outcome === 'email-taken')
      form.setError(
        'NewEmail',
        { message: 'validation.reason.email-taken' },
        { shouldFocus: true },
      );
    if (outcome === 'captcha-refused')
      form.setError('Captcha', { message: 'validation.reason.captcha-refused' });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label={t('email.current')} value={currentEmail} readOnly variant="filled" />
        <TextInput
          label={t('email.new')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          error={message(form.formState.errors.NewEmail)}
          {...form.register('NewEmail', { setValueAs: (value: string) => value.trim() })}
        />
        <Controller
          control={form.control}
          name="Captcha"
          render={({ field, fieldState }) => (
            <AltchaCaptcha
              key={captchaKey}
              challengeUrl={challengeUrl}
              onChange={field.onChange}
              error={message(fieldState.error, { required: 'validation.reason.captcha-required' })}
            />
          )}
        />
      </Stack>
      <FormActions>
        <Button type="submit" size="md" fullWidth loading={sending}>
          {t('email.send')}
        </Button>
      </FormActions>
    </form>
  );
}
