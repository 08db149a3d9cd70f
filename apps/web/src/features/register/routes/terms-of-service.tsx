import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { latestTermsQueryOptions } from '@/api/terms';
import { Page } from '@/components/ui/page';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { currentLanguage } from '@/lib/i18n/i18n';
import { navigation } from '@/lib/navigation/navigation-service';
import { queryClient } from '@/lib/query-client';
import { useScreenData } from '@/lib/screen-data';
import { useAgreeToTos } from '../api/agree-to-tos';
import { TermsAgreement } from '../components/terms-agreement';

/** Registration step 1: read and agree to the organization's terms (`PUT player/agree-to-tos`). */
export function RegisterTermsPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const organizationId = config?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const agree = useAgreeToTos();
  const language = currentLanguage();
  const { isPending, data } = useScreenData({
    ...latestTermsQueryOptions(organizationId, language),
    enabled: !!organizationId,
  });

  const onAgree = () => {
    if (!data.Result) return;
    agree.mutate(
      {
        PlayerId: playerId,
        OrganizationId: organizationId,
        OrganizationTermsOfServiceId: data.Result.TermsOfServiceId,
      },
      {
        onSuccess: () => void navigation.navigate(paths.game.dashboard),
        // Newer terms were published meanwhile: show those instead.
        onError: (error) => {
          if (isApiError(error) && error.status === 409)
            void queryClient.invalidateQueries({
              queryKey: latestTermsQueryOptions(organizationId).queryKey,
            });
        },
      },
    );
  };
  const conflict = isApiError(agree.error) && agree.error.status === 409;
  const error = agree.isError
    ? t(conflict ? 'pages.registerTerms.newerTerms' : 'pages.registerTerms.failed')
    : null;

  return (
    <Page title={t('pages.registerTerms.title')}>
      <Text>
        {t('pages.registerTerms.body', { name: config?.Organization.OrganizationName ?? '' })}
      </Text>
      {data.IsSuccess && config && (
        <TermsAgreement
          terms={data.Result}
          language={language}
          productName={config.Organization.ProductName}
          agreeing={agree.isPending}
          error={error}
          onAgree={onAgree}
        />
      )}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
