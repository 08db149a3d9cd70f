import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePages } from '@charity/domain/staff/console-home';
import { sideMenu } from '@charity/domain/menu';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { Page } from '@/components/ui/page';
import { useStaffMembership } from '@/api/staff-membership';

/** What a staff member sees on a console page their role may not open (never a silent redirect). */
export function NotForRolePage() {
  const { t } = useTranslation();
  const membership = useStaffMembership().data;
  const permissions = membership?.Permissions ?? [];
  const labels = new Map(
    sideMenu({
      isAdmin: true,
      manualDraw: true,
      charityPledgeOptionCount: 0,
      currentYear: new Date().getFullYear(),
      staffPermissions: permissions,
    }).admin.map((entry) => [entry.to, entry.labelId]),
  );
  labels.set(staffPaths.staff, 'staffMenu.staff');
  const pages = consolePages(permissions).filter((to) => labels.has(to));
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
            {pages.map((to) => (
              <List.Item key={to}>
                <Link to={to}>{t(labels.get(to) ?? to)}</Link>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Page>
  );
}
