import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleMenu } from '@charity/domain/staff/console-menu';
import { Page } from '@/components/ui/page';
import { useStaffMembership } from '@/api/staff-membership';

/** What a staff member sees on a console page their role may not open (never a silent redirect). */
export function NotForRolePage() {
  const { t } = useTranslation();
  const membership = useStaffMembership().data;
  const permissions = membership?.Permissions ?? [];
  // Every console page the role opens, as the menu lists them.
  const pages = consoleMenu({
    isAdmin: true,
    manualDraw: true,
    charityPledgeOptionCount: 0,
    currentYear: new Date().getFullYear(),
    staffPermissions: permissions,
  }).admin;
  return (
    <Page title={t('staffNotForRole.title')}>
      <Alert role="status">
        {membership
          ? t('staffNotForRole.message', { role: t(`staffTeam.roles.${membership.Role}`) })
          : t('staffNotForRole.messageNoRole')}
      </Alert>
      {pages.length > 0 && (
        <>
          <p>{t('staffNotForRole.yourPages')}</p>
          <List>
            {pages.map((page) => (
              <List.Item key={page.to}>
                <Link to={page.to}>{t(page.labelId)}</Link>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Page>
  );
}
