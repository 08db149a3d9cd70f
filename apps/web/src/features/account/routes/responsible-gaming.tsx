import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';
import { protectionQueryOptions } from '@/api/player-protection';
import { useOptBackIn, useSelfExclude, useSetSpendingLimit } from '../api/protection';
import { SelfExclusionPanel } from '../components/self-exclusion-panel';
import { SpendingLimitRow } from '../components/spending-limit-row';

/** Issue 17: spending limits and self-exclusion, the player's own. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const organization = useConfig()?.Organization;
  const owner = {
    PlayerId: useSession().subject?.playerId ?? '',
    OrganizationId: organization?.OrganizationId ?? '',
  };
  // The organization's own help line (issue 25), or the province's when it set none.
  const helpline = organization?.Helpline;
  const { isPending, data } = useScreenData({
    ...protectionQueryOptions(owner),
    enabled: !!owner.PlayerId && !!owner.OrganizationId,
  });
  const setLimit = useSetSpendingLimit(owner);
  const exclude = useSelfExclude(owner);
  const optIn = useOptBackIn(owner);
  const failure = [setLimit, exclude, optIn].find((call) => call.isError)?.error;
  const protection = data.Result;

  return (
    <Page title={t('protection.title')}>
      <Text>
        {helpline ? (
          <Trans
            i18nKey="protection.intro"
            values={{ name: helpline.Name, phone: helpline.Phone }}
            // A number to call, on one line (it broke after "1-" at 360 px).
            components={{
              phone: (
                <Anchor
                  underline="always"
                  href={`tel:${helpline.Phone.replace(/[^\d+]/g, '')}`}
                  style={{ whiteSpace: 'nowrap' }}
                />
              ),
            }}
          />
        ) : (
          t('protection.introProvincial')
        )}
      </Text>
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      <FormError
        message={failure ? t('protection.exclusion.failed', { reason: failure.message }) : null}
      />
      {setLimit.isSuccess && <SuccessNotice title={t('protection.limits.saved')} />}
      {protection && (
        <>
          <SelfExclusionPanel
            exclusion={protection.SelfExclusion}
            busy={exclude.isPending || optIn.isPending}
            onExclude={(period) => exclude.mutate(period)}
            onOptIn={() => optIn.mutate(undefined)}
          />
          <Stack gap="sm" component="section" aria-labelledby="spending-limits-title">
            <Title order={2} size="h4" id="spending-limits-title">
              {t('protection.limits.title')}
            </Title>
            <Text size="sm">{t('protection.limits.body')}</Text>
            {protection.SpendingLimits.map((limit) => (
              <SpendingLimitRow
                key={`${limit.Period}-${limit.Amount}-${limit.Pending?.EffectiveOn ?? ''}`}
                limit={limit}
                saving={setLimit.isPending && setLimit.variables.Period === limit.Period}
                onSave={(Amount) => setLimit.mutate({ Period: limit.Period, Amount })}
              />
            ))}
          </Stack>
        </>
      )}
    </Page>
  );
}
