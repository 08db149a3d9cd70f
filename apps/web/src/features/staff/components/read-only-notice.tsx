import './read-only-fields.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffMembership } from '@/api/staff-membership';

/** Said at the top of a set-up page the member's role may read but not change. */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  const role = useStaffMembership().data?.Role;
  if (!role) return null;
  return (
    <Alert color="gray" variant="light" mb="md" title={t('staffReadOnly.title')}>
      {t('staffReadOnly.message', { role: t(`staffTeam.roles.${role}`) })}
    </Alert>
  );
}

/** The class of a fieldset shown read-only: its values stay readable (see read-only-fields.css). */
export const READ_ONLY_FIELDS = 'staff-read-only-fields';
