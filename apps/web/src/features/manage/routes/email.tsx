import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailChangeForm } from '@charity/domain/account-forms';
import { AccountErrorCode } from '@charity/domain/api/account-errors';
import { paths } from '@charity/domain/paths';
import { playerQueryOptions } from '@/api/player';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';
import { useSendPlayerEmailUpdateEmail } from '../api/send-email-update-email';
import { EmailChangeFormView, type EmailChangeOutcome } from '../components/email-change-form';

function outcomeOf(error: unknown): EmailChangeOutcome {
  if (!isApiError(error)) return 'failed';
  if (error.status === 409) return 'email-taken';
  if (error.ApiErrorResponse?.Code === AccountErrorCode.CaptchaRefused) return 'captcha-refused';
  return 'failed';
}

/** Change Your Email Address: a confirmation link goes to the new address (spec §7 call). */
export function ManageEmailPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const organizationId = config?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const send = useSendPlayerEmailUpdateEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { isPending, data } = useScreenData({
    ...playerQueryOptions(playerId, organizationId),
    enabled: !!organizationId && !!playerId,
  });

  const submit = async ({ NewEmail, Captcha }: EmailChangeForm): Promise<EmailChangeOutcome> => {
    setSentTo(null);
    setFailed(false);
    try {
      const confirmationSentTo = await send.mutateAsync({
        Captcha,
        NewEmail,
        OldEmail: data.Result?.Email ?? '',
        OrganizationId: organizationId,
        RedirectUrl: `${window.location.origin}${paths.login}`,
      });
      setSentTo(confirmationSentTo);
      return 'sent';
    } catch (error) {
      const outcome = outcomeOf(error);
      setFailed(outcome === 'failed');
      return outcome;
    }
  };

  const challengeUrl = config?.CaptchaPublicKey;
  return (
    <Page title={t('pages.manageEmail.title')}>
      {sentTo ? (
        <SuccessNotice title={t('email.sentTitle')}>
          {t('email.sentBody', { email: sentTo })}
        </SuccessNotice>
      ) : (
        <Text>{t('pages.manageEmail.body')}</Text>
      )}
      <FormError message={failed ? t('email.failed') : null} />
      {data.IsSuccess && challengeUrl && (
        <EmailChangeFormView
          currentEmail={data.Result.Email}
          challengeUrl={challengeUrl}
          sending={send.isPending}
          onSubmit={submit}
        />
      )}
      {data.IsSuccess && !challengeUrl && (
        <Alert color="yellow" role="alert">
          {t('email.unavailable')}
        </Alert>
      )}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
