import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGameTime } from '@charity/domain/game-time-format';
import { paths } from '@charity/domain/paths';
import {
  staffPaths,
  type StaffInvitationDetails,
} from '@charity/domain/staff/staff-management-api';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { forgetSavedSignIns } from '@/lib/auth/saved-sign-ins';
import { login, logout } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { acceptStaffInvitation, useStaffInvitationDetails } from '../api/staff-team';
import { EmailText } from '../components/email-text';

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

/** Which organization invites, as which role, with which address, until when (its clock). */
function InvitationOffer({ details }: { details: StaffInvitationDetails }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {t('staffInvitation.offer', {
          organization: details.Organization,
          role: t(`staffTeam.roleWords.${details.Role}`),
        })}
      </Text>
      <Text>
        {t('staffInvitation.until', {
          date: formatGameTime(details.ExpiresAt, i18n.language, { timeZone: details.TimeZone }),
        })}
      </Text>
      {/* The address on a line of its own: it wraps before its @ or after a dot only. */}
      <div>
        <Text>{t('staffInvitation.sentTo')}</Text>
        <Text fw={600}>
          <EmailText email={details.Email} />
        </Text>
      </div>
      <Text>{t('staffInvitation.intro')}</Text>
    </Stack>
  );
}

/** /staff/invitation: sign in (or sign up) with the invited address, then accept. */
export function StaffInvitationPage() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated } = useSession();
  const [token] = useState(invitationToken);
  const details = useStaffInvitationDetails(token, i18n.language);
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

  if (!details.isSuccess) {
    // A link no longer good (forged, used, withdrawn, expired, another site's): its refusal only.
    return (
      <Page title={t('staffInvitation.title')}>
        {details.isError ? <FormError message={details.error.message} /> : <Loader size="sm" />}
      </Page>
    );
  }
  const loginHint = details.data.Email;

  return (
    <Page title={t('staffInvitation.title')}>
      <InvitationOffer details={details.data} />
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
          <Button onClick={() => void login({ returnTo: returnWithToken(token), loginHint })}>
            {t('staffInvitation.signIn')}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              void login({ returnTo: returnWithToken(token), signUp: true, loginHint })
            }
          >
            {t('staffInvitation.signUp')}
          </Button>
        </Group>
      )}
      <FormError message={accept.isError ? accept.error.message : null} />
    </Page>
  );
}
