import '@/styles/mantine-forms.css';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@charity/domain/staff/staff-roles';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { currentLanguage } from '@/lib/i18n/i18n';
import { useInviteStaff } from '../api/staff-team';
import { problemsFromError } from './field-problems';

/** The longest address the server takes (RFC 5321). */
const MAX_EMAIL = 254;

/** Invites someone by e-mail with a role; the mail is in the console's language. */
export function StaffInviteForm() {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [tooLong, setTooLong] = useState(false);
  // A double click submits twice before React re-renders: one invitation, one answer shown.
  const sending = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    setSentTo(null);
    setTooLong(email.length > MAX_EMAIL);
    if (email.length > MAX_EMAIL) {
      invite.reset();
      sending.current = false;
      return;
    }
    invite.mutate(
      {
        Email: email,
        Role: String(data.get('role')) as StaffRole,
        Language: currentLanguage() === 'fr' ? 'fr' : 'en',
      },
      {
        onSuccess: () => {
          setSentTo(email);
          form.reset();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  // An address the server refuses is said on the field, in the console's words.
  const refusedEmail = invite.isError && 'Email' in problemsFromError(invite.error);
  const emailError = tooLong
    ? t('staffTeam.emailTooLong')
    : refusedEmail
      ? t('staffTeam.emailInvalid')
      : null;

  return (
    <form onSubmit={submit} aria-label={t('staffTeam.inviteTitle')}>
      <Group align="end" wrap="wrap">
        <TextInput
          name="email"
          type="email"
          required
          label={t('staffTeam.email')}
          miw={280}
          error={emailError}
          onChange={() => setTooLong(false)}
        />
        <NativeSelect
          name="role"
          label={t('staffTeam.role')}
          defaultValue="manager"
          data={STAFF_ROLES.map((role) => ({ value: role, label: t(`staffTeam.roles.${role}`) }))}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('staffTeam.invite')}
        </Button>
      </Group>
      {sentTo && <SuccessNotice title={t('staffTeam.invited', { email: sentTo })} />}
      <FormError message={invite.isError && !refusedEmail ? invite.error.message : null} />
    </form>
  );
}
