import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prepayment } from '@charity/domain/prepaid/prepaid-api';
import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import type { NumberCard } from './number-cards';

const COLORS = {
  failed: 'red',
  awaiting: 'orange',
  unplayed: 'yellow',
  processing: 'blue',
  played: 'green',
} as const;

interface NumbersCardProps {
  card: NumberCard;
  busy: boolean;
  /** Which saved card auto-play charges, when it is on. */
  chargedCard: string | null;
  /** Which draws a prepayment pays for, and its refund. */
  prepaid: (prepayment: Prepayment) => ReactNode;
  /** Absent: no play button (a self-excluded player). */
  onPlay?: ((groups: PlayerNumberGroup[]) => void) | undefined;
  /** Absent: no auto-play switch (a self-excluded player). */
  onAutoPlay?: ((groups: PlayerNumberGroup[], on: boolean) => void) | undefined;
}

const numbersOf = (groups: PlayerNumberGroup[]) =>
  groups.flatMap((g) => g.PlayerNumbers.map((n) => n.TicketNumber)).sort((a, b) => a - b);

/** Numbers of one auto-play setting: a row of chips per state, one auto-play switch. */
export function NumbersCard({
  card,
  busy,
  chargedCard,
  prepaid,
  onPlay,
  onAutoPlay,
}: NumbersCardProps) {
  const { t, i18n } = useTranslation();
  const all = numbersOf(card.groups);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(all.map(String));
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--brand-surface)"
      className="group-card"
      component="li"
      aria-label={t('dashboard.groups.label', { count: all.length, numbers: list })}
    >
      <Stack gap="sm">
        {card.autoPlay !== null && (
          <Group justify="space-between" gap="xs">
            <Badge color={card.autoPlay ? 'grape' : 'gray'} variant="light">
              {t(card.autoPlay ? 'numbers.subscription.on' : 'numbers.subscription.off')}
            </Badge>
            {onAutoPlay && (
              <Button
                size="sm"
                variant={card.autoPlay ? 'default' : 'light'}
                loading={busy}
                onClick={() => onAutoPlay(card.groups, !card.autoPlay)}
              >
                {t(card.autoPlay ? 'dashboard.groups.unsubscribe' : 'dashboard.groups.subscribe')}
              </Button>
            )}
          </Group>
        )}
        {chargedCard && <Text size="sm">{chargedCard}</Text>}
        {card.rows.map((row) => (
          <Stack key={row.state + (row.prepayment?.PaymentId ?? '')} gap={6} data-state={row.state}>
            <Badge color={COLORS[row.state]} variant="light">
              {t(`dashboard.groups.state.${row.state}`, { count: numbersOf(row.groups).length })}
            </Badge>
            <Group gap={6}>
              {numbersOf(row.groups).map((n) => (
                <span key={n} className="ticket-number">
                  {n}
                </span>
              ))}
            </Group>
            {row.state === 'failed' && <Text size="sm">{t('dashboard.groups.failedHint')}</Text>}
            {row.prepayment && prepaid(row.prepayment)}
            {onPlay && (row.state === 'unplayed' || row.state === 'failed') && (
              <Group>
                <Button size="sm" onClick={() => onPlay(row.groups)}>
                  {t(row.state === 'failed' ? 'dashboard.groups.retry' : 'dashboard.groups.play')}
                </Button>
              </Group>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
