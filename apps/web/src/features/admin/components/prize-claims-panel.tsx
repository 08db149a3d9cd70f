import { Alert, Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ClaimStep } from '@charity/domain/prizes/claim';
import type { PrizeClaim } from '@charity/domain/prizes/claim-api';
import { formatGameTime } from '@charity/domain/game-time-format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { useStaffMay } from '@/api/staff-may';
import { isApiError } from '@/lib/api-error';
import { dialogs } from '@/lib/dialog-service';
import { formatMoney } from '@/lib/i18n/format';
import { prizeClaimsQueryOptions, useClaimStep } from '../api/prize-claims';
import { ClaimPeriodForm } from './claim-period-form';
import { PrizeClaimActions, type ClaimStepExtra } from './prize-claim-actions';

const STATE_COLOR = {
  Open: 'gray',
  Contacted: 'blue',
  IdentityChecked: 'indigo',
  Paid: 'green',
  Unclaimed: 'orange',
} as const;

/** How to reach the winner, for a role that records claim steps (the server sends it then). */
function winnerContact(t: TFunction, prize: PrizeClaim): Fact[] {
  const facts: Fact[] = [];
  const { Email, Phone } = prize.Winner ?? {};
  if (Email)
    facts.push({
      label: t('adminClaims.email'),
      value: (
        <Anchor href={`mailto:${Email}`} style={{ overflowWrap: 'anywhere' }}>
          {Email}
        </Anchor>
      ),
    });
  if (Phone)
    facts.push({
      label: t('adminClaims.phone'),
      value: <Anchor href={`tel:${Phone}`}>{Phone}</Anchor>,
    });
  return facts;
}

function useClaimFacts() {
  const { t, i18n } = useTranslation();
  return (prize: PrizeClaim): Fact[] => {
    // Every moment of a claim in its game's time zone, named: the deadline is the rules'.
    const when = (iso: string) =>
      formatGameTime(iso, i18n.language, { timeZone: prize.TimeZone, withTime: true });
    const facts: Fact[] = [
      { label: t('adminDraw.result.winningNumber'), value: prize.WinningNumber },
      {
        label: t('adminExtraDraws.winner'),
        value: prize.Winner?.FullName ?? prize.WinnerDisplayName ?? '—',
      },
      ...winnerContact(t, prize),
      { label: t('adminDraw.result.prize'), value: formatMoney(prize.Prize) },
      { label: t('adminClaims.deadline'), value: when(prize.Deadline) },
    ];
    if (prize.ContactedAt)
      facts.push({ label: t('adminClaims.contactedAt'), value: when(prize.ContactedAt) });
    if (prize.IdentityCheckedAt)
      facts.push({ label: t('adminClaims.identityAt'), value: when(prize.IdentityCheckedAt) });
    if (prize.PaidAt)
      facts.push({ label: t('adminClaims.paidAt'), value: paidWords(t, i18n.language, prize) });
    if (prize.UnclaimedAt && prize.UnclaimedOutcome)
      facts.push({
        label: t('adminClaims.unclaimedAt'),
        value: `${when(prize.UnclaimedAt)} · ${t(`adminClaims.outcomes.${prize.UnclaimedOutcome}`)}`,
      });
    if (prize.CarriedTo)
      facts.push({
        label: t('adminClaims.carriedTo'),
        value: carriedWords(t, prize.CarriedTo),
      });
    if (prize.RedrawId)
      facts.push({ label: t('adminClaims.redrawn'), value: t('adminClaims.redrawnValue') });
    return facts;
  };
}

/** "Paid by cheque no. 1234 on Dec 4, 2026": how, with what reference, and the day it was paid. */
export function paidWords(t: TFunction, language: string, prize: PrizeClaim): string {
  const day = prize.PaidOn ?? prize.PaidAt?.slice(0, 10) ?? '';
  // A calendar day, not a moment: read at noon UTC so that no zone moves it to another day.
  const date = formatGameTime(`${day}T12:00:00Z`, language, { timeZone: 'UTC', withTime: false });
  if (!prize.PaidMethod) return t('adminClaims.paidText.none', { date });
  const key = prize.PaidReference ? 'paidTextReference' : 'paidText';
  return t(`adminClaims.${key}.${prize.PaidMethod}`, { date, reference: prize.PaidReference });
}

/** What "added to the next pot" did: the amount, and the draw whose pot holds it. */
function carriedWords(t: TFunction, carried: NonNullable<PrizeClaim['CarriedTo']>): string {
  return t('adminClaims.carriedValue', {
    amount: formatMoney(carried.Amount),
    draw: carried.GameInstanceName,
  });
}

/** Every prize won (main draw, extra draws, redraws' winners) with its claim and next step. */
export function PrizeClaimsPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const claims = useQuery({
    ...prizeClaimsQueryOptions(organizationId),
    enabled: !!organizationId,
  });
  const step = useClaimStep();
  // Auditors read the claims; only a role the server lets record a step sees its controls.
  const may = useStaffMay();
  const mayRecord = may('POST /api/draw/prize-claim/contact');
  // The claim period is part of the game's rules: owner and manager set it, auditors read it.
  const maySetPeriod = may('PUT /api/draw/prize-claim/period/for-organization/:organizationId');
  const factsOf = useClaimFacts();

  async function confirmAndTake(prize: PrizeClaim, name: ClaimStep, extra: ClaimStepExtra) {
    if (step.isPending) return;
    step.reset();
    const confirmed = await dialogs.confirm({
      title: t('adminClaims.confirmTitle'),
      message: t('adminClaims.confirmMessage', {
        step: t(`adminClaims.step.${name}`),
        prize: prize.PrizeName ?? prize.GameInstanceName,
        winner: prize.WinnerDisplayName ?? '—',
        number: prize.WinningNumber,
        amount: formatMoney(prize.Prize),
      }),
    });
    if (!confirmed) return;
    const body = { OrganizationId: organizationId, DrawId: prize.DrawId };
    const request =
      name === 'pay'
        ? {
            step: name,
            body: {
              ...body,
              Method: extra.Method ?? 'Cheque',
              ...(extra.Reference ? { Reference: extra.Reference } : {}),
              ...(extra.PaidOn ? { PaidOn: extra.PaidOn } : {}),
            },
          }
        : name === 'unclaimed'
          ? { step: name, body: { ...body, Outcome: extra.Outcome ?? 'PerRules' } }
          : { step: name, body };
    step.mutate(request);
  }

  const refusal = isApiError(step.error) ? step.error.ApiErrorResponse?.Message : null;
  const prizes = claims.data?.Prizes ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="prize-claims-title">
      <Title order={2} size="h4" id="prize-claims-title">
        {t('adminClaims.title')}
      </Title>
      {claims.data && (
        <Text size="sm">{t('adminClaims.period', { count: claims.data.ClaimDays })}</Text>
      )}
      {claims.data && maySetPeriod && (
        <ClaimPeriodForm
          key={claims.data.ClaimDays}
          organizationId={organizationId}
          days={claims.data.ClaimDays}
        />
      )}
      {claims.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {step.isError && (
        <Alert color="yellow" role="alert">
          {refusal ?? t('adminClaims.failed')}
        </Alert>
      )}
      {step.isSuccess && (
        <Alert color="green" role="status">
          {t('adminClaims.recorded', {
            state: t(`adminClaims.state.${step.data.State}`),
          })}
          {step.data.CarriedTo && ` ${carriedWords(t, step.data.CarriedTo)}`}
        </Alert>
      )}
      {claims.data && prizes.length === 0 && <Text>{t('adminClaims.none')}</Text>}
      {prizes.map((prize) => {
        const title = prize.PrizeName
          ? `${prize.GameInstanceName} — ${prize.PrizeName}`
          : prize.GameInstanceName;
        return (
          <Card
            key={`${prize.DrawId}-${prize.WinningNumber}`}
            withBorder
            component="article"
            aria-label={title}
          >
            <Title order={3} size="h5" mb="xs">
              {title}
            </Title>
            <Badge color={STATE_COLOR[prize.State]} mb="xs" variant="light">
              {t(`adminClaims.state.${prize.State}`)}
            </Badge>
            <FactList facts={factsOf(prize)} />
            {mayRecord && (
              <PrizeClaimActions
                prize={prize}
                busy={step.isPending && step.variables.body.DrawId === prize.DrawId}
                onStep={(name, extra) => void confirmAndTake(prize, name, extra)}
              />
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
