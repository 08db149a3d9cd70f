import '@/styles/mantine-forms.css';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  changePasswordFormSchema,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordForm,
} from '@charity/domain/account-forms';
import { FormActions } from '@/components/form/form-actions';
import { useFieldError } from '@/lib/form/use-field-error';
import { useZodForm } from '@/lib/form/use-zod-form';
import type { PasswordChangeProblem } from './password-change-problem';

interface PasswordChangeFormProps {
  saving: boolean;
  /** Resolves to what the server refused, or null once the password changed. */
  onSubmit: (values: ChangePasswordForm) => Promise<PasswordChangeProblem | null>;
}

const empty = { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' };

/** Current password, new password and its confirmation; server refusals land on the field. */
export function PasswordChangeFormView({ saving, onSubmit }: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const message = useFieldError();
  const form = useZodForm(changePasswordFormSchema, empty);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const problem = await onSubmit(values);
    if (problem === null) return form.reset(empty);
    if (problem === 'wrong-current')
      form.setError(
        'CurrentPassword',
        { message: 'validation.reason.wrong-password' },
        { shouldFocus: true },
      );
    else if (problem !== 'failed')
      form.setError(
        'NewPassword',
        { message: `validation.reason.${problem}` },
        { shouldFocus: true },
      );
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          withAsterisk
          error={message(errors.CurrentPassword)}
          aria-invalid={!!errors.CurrentPassword}
          {...form.register('CurrentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.rules', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          withAsterisk
          error={message(errors.NewPassword)}
          aria-invalid={!!errors.NewPassword}
          {...form.register('NewPassword')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          withAsterisk
          error={message(errors.ConfirmPassword)}
          aria-invalid={!!errors.ConfirmPassword}
          {...form.register('ConfirmPassword')}
        />
      </Stack>
      <FormActions>
        <Button type="submit" size="md" fullWidth loading={saving}>
          {t('password.save')}
        </Button>
      </FormActions>
    </form>
  );
}
