import '@/styles/mantine-forms.css';
import { Button, Group, Select, TextInput } from '@mantine/core';
import {
  mayDeclareUnclaimed,
  nextClaimStep,
  PAYMENT_METHODS,
  type ClaimStep,
  type PaymentMethod,
  type UnclaimedOutcome,
} from '@charity/domain/prizes/claim';
import { MAX_PAYMENT_REFERENCE, type PrizeClaim } from '@charity/domain/prizes/claim-api';
import { zonedDay } from '@charity/domain/reports/zoned-timestamp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What staff may choose: "Redrawn" is not offered, a redraw for an unclaimed prize closes the
 * replaced winner's claim by itself (Redraws), naming the redraw.
 */
const OFFERED_OUTCOMES: readonly UnclaimedOutcome[] = ['AddedToNextPot', 'PerRules'];

/** What a step sends beyond the claim's ids: how, with what reference and when it was paid. */
export interface ClaimStepExtra {
  Method?: PaymentMethod;
  Reference?: string;
  PaidOn?: string;
  Outcome?: UnclaimedOutcome;
}

interface PrizeClaimActionsProps {
  prize: PrizeClaim;
  busy: boolean;
  onStep: (step: ClaimStep, extra: ClaimStepExtra) => void;
}

/** The payment's extra fields: the reference when given, the day when staff picked one. */
function paymentExtra(method: PaymentMethod, reference: string, paidOn: string | null) {
  const trimmed = reference.trim();
  return {
    Method: method,
    ...(trimmed ? { Reference: trimmed } : {}),
    ...(paidOn ? { PaidOn: paidOn } : {}),
  };
}

/** The claim's next step, and after the deadline the way to close it as unclaimed. */
export function PrizeClaimActions({ prize, busy, onStep }: PrizeClaimActionsProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>('Cheque');
  const [outcome, setOutcome] = useState<UnclaimedOutcome>('PerRules');
  const [reference, setReference] = useState('');
  // Today in the game's zone until staff pick the day it was paid (the server's default too).
  const [paidOn, setPaidOn] = useState<string | null>(null);
  const today = zonedDay(new Date().toISOString(), prize.TimeZone);
  const next = nextClaimStep(prize.State);
  const late = mayDeclareUnclaimed(prize.State, new Date(prize.Deadline), new Date());
  const named = { prize: prize.PrizeName ?? prize.GameInstanceName };
  return (
    <>
      {next && (
        <Group align="end" gap="xs" wrap="wrap">
          {next === 'pay' && (
            <Select
              label={t('adminClaims.method')}
              data={PAYMENT_METHODS.map((value) => ({
                value,
                label: t(`adminClaims.methods.${value}`),
              }))}
              value={method}
              onChange={(value) => value && setMethod(value as PaymentMethod)}
              allowDeselect={false}
              w={180}
            />
          )}
          {next === 'pay' && (
            <TextInput
              label={t('adminClaims.reference')}
              description={t('adminClaims.referenceHint')}
              value={reference}
              maxLength={MAX_PAYMENT_REFERENCE}
              onChange={(event) => setReference(event.currentTarget.value)}
              w={280}
            />
          )}
          {next === 'pay' && (
            <TextInput
              type="date"
              label={t('adminClaims.paidOn')}
              value={paidOn ?? today}
              min={zonedDay(prize.DrawnAt, prize.TimeZone)}
              max={today}
              onChange={(event) => setPaidOn(event.currentTarget.value || null)}
              w={180}
            />
          )}
          <Button
            size="sm"
            loading={busy}
            disabled={busy}
            onClick={() =>
              onStep(next, next === 'pay' ? paymentExtra(method, reference, paidOn) : {})
            }
            aria-label={t(`adminClaims.stepNamed.${next}`, named)}
          >
            {t(`adminClaims.step.${next}`)}
          </Button>
        </Group>
      )}
      {late && (
        <Group align="end" gap="xs" wrap="wrap" mt="xs">
          <Select
            label={t('adminClaims.outcome')}
            data={OFFERED_OUTCOMES.map((value) => ({
              value,
              label: t(`adminClaims.outcomes.${value}`),
            }))}
            value={outcome}
            onChange={(value) => value && setOutcome(value as UnclaimedOutcome)}
            allowDeselect={false}
            w={240}
            description={outcome === 'AddedToNextPot' ? t('adminClaims.carryHint') : undefined}
          />
          <Button
            size="sm"
            color="orange"
            variant="light"
            disabled={busy}
            onClick={() => onStep('unclaimed', { Outcome: outcome })}
            aria-label={t('adminClaims.stepNamed.unclaimed', named)}
          >
            {t('adminClaims.step.unclaimed')}
          </Button>
        </Group>
      )}
    </>
  );
}
