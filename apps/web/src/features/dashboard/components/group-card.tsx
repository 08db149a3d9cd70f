import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSubscription } from '@charity/domain/group-subscription';
import {
  isPaymentFailed,
  isPlayed,
  type PlayerNumberGroup,
} from '@charity/domain/player-number-groups';
import { SubscriptionStatus } from '@charity/domain/subscription-status';

interface GroupCardProps {
  group: PlayerNumberGroup;
  /** Paid in advance for draws ahead: which ones, and the refund of those not opened. */
  prepaid?: ReactNode;
  /** Its payment waits at the bank's check: approve or cancel it above, not play it again. */
  awaiting: boolean;
  subscriptionsEnabled: boolean;
  busy: boolean;
  onPlay: () => void;
  onSubscribe: (subscribed: boolean) => void;
}

function stateOf(group: PlayerNumberGroup, awaiting: boolean) {
  if (awaiting) return { key: 'awaiting', color: 'orange' } as const;
  if (isPaymentFailed(group)) return { key: 'failed', color: 'red' } as const;
  const processing = group.PlayerNumbers.some(
    (n) => n.SubscriptionStatus === SubscriptionStatus.PaymentProcessing,
  );
  if (processing) return { key: 'processing', color: 'blue' } as const;
  if (isPlayed(group)) return { key: 'played', color: 'green' } as const;
  return { key: 'unplayed', color: 'yellow' } as const;
}

/** One group of numbers: played, unplayed or payment-failed, and what can be done with it. */
export function GroupCard({
  group,
  prepaid,
  awaiting,
  subscriptionsEnabled,
  busy,
  onPlay,
  onSubscribe,
}: GroupCardProps) {
  const { t, i18n } = useTranslation();
  const state = stateOf(group, awaiting);
  const numbers = group.PlayerNumbers.map((n) => n.TicketNumber);
  const subscription = groupSubscription(group);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    numbers.map(String),
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--brand-surface)"
      className={`group-card group-card--${state.key}`}
      data-state={state.key}
      component="li"
      aria-label={t('dashboard.groups.label', { count: numbers.length, numbers: list })}
    >
      <Stack gap="xs">
        <Group gap={6} className="group-card__numbers">
          {numbers.map((n) => (
            <span key={n} className="ticket-number">
              {n}
            </span>
          ))}
        </Group>
        <Group gap="xs">
          <Badge color={state.color} variant="light">
            {t(`dashboard.groups.state.${state.key}`)}
          </Badge>
          {subscriptionsEnabled && subscription === 'on' && (
            <Badge color="grape" variant="light">
              {t('dashboard.groups.autoPlay')}
            </Badge>
          )}
        </Group>
        {state.key === 'failed' && <Text size="sm">{t('dashboard.groups.failedHint')}</Text>}
        {prepaid}
        <Group gap="xs">
          {(state.key === 'unplayed' || state.key === 'failed') && (
            <Button size="sm" onClick={onPlay}>
              {t(state.key === 'failed' ? 'dashboard.groups.retry' : 'dashboard.groups.play')}
            </Button>
          )}
          {subscriptionsEnabled && subscription !== 'on' && (
            <Button size="sm" variant="light" loading={busy} onClick={() => onSubscribe(true)}>
              {t('dashboard.groups.subscribe')}
            </Button>
          )}
          {subscriptionsEnabled && subscription !== 'off' && (
            <Button size="sm" variant="default" loading={busy} onClick={() => onSubscribe(false)}>
              {t('dashboard.groups.unsubscribe')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
