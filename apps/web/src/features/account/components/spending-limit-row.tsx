import '@/styles/mantine-forms.css';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProtection } from '@charity/domain/api/player-protection';
import { MAX_LIMIT_CENTS } from '@charity/domain/api/player-protection';
import { useGameTime } from '@/components/ui/use-game-time';
import { formatMoney } from '@/lib/i18n/format';

type Limit = PlayerProtection['SpendingLimits'][number];

interface Props {
  limit: Limit;
  saving: boolean;
  onSave(amountCents: number | null): void;
}

/** One period's limit: what is in force, what was spent, a raise still waiting, and a form. */
export function SpendingLimitRow({ limit, saving, onSave }: Props) {
  const { t } = useTranslation();
  // When a raise takes effect, in the game's zone (named), as every other moment of the game.
  const gameTime = useGameTime();
  const [dollars, setDollars] = useState<string | number>(
    limit.Amount === null ? '' : limit.Amount / 100,
  );
  const [invalid, setInvalid] = useState(false);
  const period = t(`protection.limits.period.${limit.Period}`);

  function save() {
    const cents = Math.round(Number(dollars) * 100);
    const ok = dollars !== '' && Number.isFinite(cents) && cents >= 100 && cents <= MAX_LIMIT_CENTS;
    setInvalid(!ok);
    if (ok) onSave(cents);
  }

  return (
    <Paper withBorder radius="md" p="md" bg="var(--brand-surface)">
      <Stack gap="xs">
        <Text fw={700}>{period}</Text>
        <Text size="sm">
          {limit.Amount === null
            ? t('protection.limits.none')
            : t('protection.limits.current', {
                amount: formatMoney(limit.Amount),
                spent: formatMoney(limit.Spent),
              })}
        </Text>
        {limit.Pending && (
          <Text size="sm" c="dimmed">
            {t('protection.limits.pending', {
              amount:
                limit.Pending.Amount === null
                  ? t('protection.limits.none')
                  : formatMoney(limit.Pending.Amount),
              date: gameTime(limit.Pending.EffectiveOn),
            })}
          </Text>
        )}
        <NumberInput
          label={`${t('protection.limits.amount')} · ${period}`}
          value={dollars}
          onChange={setDollars}
          min={1}
          max={MAX_LIMIT_CENTS / 100}
          // Out of range is an error to show, never a value silently changed to $1 or $100,000.
          clampBehavior="none"
          decimalScale={2}
          prefix="$"
          thousandSeparator=","
          error={invalid ? t('protection.limits.invalid') : undefined}
        />
        <Group gap="sm" wrap="wrap">
          {/* The card names the period: the buttons say only what they do, and name it in full. */}
          <Button
            loading={saving}
            onClick={save}
            aria-label={t('protection.limits.save', { period: period.toLowerCase() })}
          >
            {t('protection.limits.saveShort')}
          </Button>
          {limit.Amount !== null && (
            <Button
              variant="default"
              disabled={saving}
              onClick={() => onSave(null)}
              aria-label={t('protection.limits.remove', { period: period.toLowerCase() })}
            >
              {t('protection.limits.removeShort')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
