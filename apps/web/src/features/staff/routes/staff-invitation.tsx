import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { forgetSavedSignIns } from '@/lib/auth/saved-sign-ins';
import { login, logout } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { acceptStaffInvitation } from '../api/staff-team';

const KEY = 'charity.staffInvitation';

/**
 * The link's token travels after `#` (never sent to a server, never logged); it is kept for
 * the tab while the person signs in or signs up, and forgotten once used.
 */
function invitationToken(): string | null {
  const fromLink = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
  try {
    if (fromLink) {
      window.sessionStorage.setItem(KEY, fromLink);
      window.history.replaceState(null, '', window.location.pathname);
    }
    return fromLink ?? window.sessionStorage.getItem(KEY);
  } catch {
    return fromLink;
  }
}

function forgetToken() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** Used: the token leaves this tab and every sign-in state saved with it (R6). */
function forgetUsedToken() {
  forgetToken();
  forgetSavedSignIns(staffPaths.invitation);
}

/**
 * Where the sign-in comes back to: this page with the token after `#`. The sign-in's state is
 * kept in this browser only (the provider sees its id), so a verification link opened in
 * another tab, as from a mail client, still comes back to the invitation.
 */
const returnWithToken = (token: string) =>
  `${staffPaths.invitation}#token=${encodeURIComponent(token)}`;

/**
 * After accepting, the session's token still names a player: the provider's sign-in (asked
 * for again, never skipped) gives one with the role, then the console opens.
 */
async function signInToConsole() {
  await logout({ silent: true });
  await login({ returnTo: paths.game.dashboard, prompt: 'login' });
}

/** /staff/invitation: sign in (or sign up) with the invited address, then accept. */
export function StaffInvitationPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const [token] = useState(invitationToken);
  // A double click sends one call (the server would answer the same role to a second).
  const accepting = useRef(false);
  const accept = useMutation({
    mutationFn: (value: string) => acceptStaffInvitation(value),
    onSuccess: forgetUsedToken,
  });
  useEffect(() => {
    if (!token) forgetToken();
  }, [token]);

  if (!token) {
    return (
      <Page title={t('staffInvitation.title')}>
        <Alert color="blue" role="status">
          {t('staffInvitation.noToken')}
        </Alert>
      </Page>
    );
  }

  if (accept.isSuccess) {
    return (
      <Page title={t('staffInvitation.title')}>
        <SuccessNotice
          title={t('staffInvitation.accepted', {
            role: t(`staffTeam.roleWords.${accept.data.Role}`),
          })}
        >
          {t('staffInvitation.signInAgain')}
        </SuccessNotice>
        <Group>
          <Button onClick={() => void signInToConsole()}>
            {t('staffInvitation.signInAgainButton')}
          </Button>
        </Group>
      </Page>
    );
  }

  return (
    <Page title={t('staffInvitation.title')}>
      <Text>{t('staffInvitation.intro')}</Text>
      {isAuthenticated ? (
        <Group>
          <Button
            loading={accept.isPending}
            onClick={() => {
              if (accepting.current) return;
              accepting.current = true;
              accept.mutate(token, { onSettled: () => (accepting.current = false) });
            }}
          >
            {t('staffInvitation.accept')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button onClick={() => void login({ returnTo: returnWithToken(token) })}>
            {t('staffInvitation.signIn')}
          </Button>
          <Button
            variant="default"
            onClick={() => void login({ returnTo: returnWithToken(token), signUp: true })}
          >
            {t('staffInvitation.signUp')}
          </Button>
        </Group>
      )}
      <FormError message={accept.isError ? accept.error.message : null} />
    </Page>
  );
}
