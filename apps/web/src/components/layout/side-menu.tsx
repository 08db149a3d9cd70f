import '@/styles/mantine-overlays.css';
import { Drawer, NavLink, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@charity/domain/menu';
import { consoleMenu } from '@charity/domain/staff/console-menu';
import { visitorMenu } from '@charity/domain/visitor-menu';
import { useCharityPledgeOptions } from '@/api/charity-options';
import { useCurrentStatus } from '@/api/current-status';
import { useStaffMembership } from '@/api/staff-membership';
import { useSession } from '@/lib/auth/use-session';

interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
}

function MenuLinks({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink
            component={Link}
            to={entry.to}
            label={t(entry.labelId)}
            active={pathname === entry.to}
            aria-current={pathname === entry.to ? 'page' : undefined}
            onClick={onNavigate}
          />
        </li>
      ))}
    </Stack>
  );
}

/** Spec §2 "Side menu": the domain's entries; the layout closes it after any navigation. */
export function SideMenu({ opened, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const adminHeadingId = useId();
  const playerHeadingId = useId();
  const { isAuthenticated, subject } = useSession();
  const status = useCurrentStatus().data;
  const options = useCharityPledgeOptions().data;
  const membership = useStaffMembership().data;
  const menu = consoleMenu({
    isAdmin: subject?.isAdmin ?? false,
    manualDraw: status?.CurrentGameInstance?.ManualDraw ?? false,
    charityPledgeOptionCount: options?.length ?? 0,
    currentYear: new Date().getFullYear(),
    ...(membership ? { staffPermissions: membership.Permissions } : {}),
  });
  const separated = isAuthenticated && menu.admin.length > 0;

  // Built from parts so the drawer's header is not a second page banner.
  return (
    <Drawer.Root opened={opened} onClose={onClose} size="xs">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>{t('menu.title')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('menu.close')} />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label={t('menu.navigationLabel')}>
            {menu.admin.length > 0 && (
              <section aria-labelledby={adminHeadingId}>
                <Title order={2} size="h5" id={adminHeadingId} mb="xs">
                  {t('menu.adminSection')}
                </Title>
                <MenuLinks entries={menu.admin} onNavigate={onClose} />
              </section>
            )}
            {/* Staff see the console's entries apart from their own player account's. */}
            <section
              aria-labelledby={separated ? playerHeadingId : undefined}
              style={separated ? { marginTop: 'var(--mantine-spacing-lg)' } : undefined}
            >
              {separated && (
                <Title order={2} size="h5" id={playerHeadingId} mb="xs">
                  {t('menu.playerSection')}
                </Title>
              )}
              <MenuLinks
                entries={isAuthenticated ? menu.player : visitorMenu()}
                onNavigate={onClose}
              />
            </section>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
