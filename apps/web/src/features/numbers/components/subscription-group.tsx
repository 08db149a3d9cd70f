import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupSubscription } from '@charity/domain/group-subscription';
import { isPaymentFailed, type PlayerNumberGroup } from '@charity/domain/player-number-groups';
import { groupLabel } from './group-label';

interface SubscriptionGroupProps {
  group: PlayerNumberGroup;
  busy: boolean;
  canSubscribe: boolean;
  /** The saved card auto-play charges, as the player knows it; null if it was removed. */
  chargedCard: string | null;
  onToggle: (subscribed: boolean) => void;
}

/** One group: its numbers, whether it auto-plays, and the switch to change that. */
export function SubscriptionGroup({
  group,
  busy,
  canSubscribe,
  chargedCard,
  onToggle,
}: SubscriptionGroupProps) {
  const { t, i18n } = useTranslation();
  const state = groupSubscription(group);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--brand-surface)">
      <Stack gap="xs">
        <Text fw={600}>
          {t('numbers.groupNumbers', {
            count: group.PlayerNumbers.length,
            numbers: groupLabel(group, i18n.language),
          })}
        </Text>
        <Group gap="xs">
          {state === 'on' && <Badge color="green">{t('numbers.subscription.on')}</Badge>}
          {state === 'off' && <Badge color="gray">{t('numbers.subscription.off')}</Badge>}
          {isPaymentFailed(group) && <Badge color="red">{t('numbers.state.failed')}</Badge>}
        </Group>
        {state === 'on' && (
          <Text size="sm" className="subscription-group__card">
            {chargedCard
              ? t('numbers.subscription.chargedTo', { card: chargedCard })
              : t('numbers.subscription.cardRemoved')}
          </Text>
        )}
        <Group gap="xs">
          {state !== 'on' && (
            <Button
              size="sm"
              onClick={() => onToggle(true)}
              loading={busy}
              disabled={!canSubscribe}
            >
              {t('numbers.subscription.subscribe')}
            </Button>
          )}
          {state !== 'off' && (
            <Button size="sm" variant="default" onClick={() => onToggle(false)} loading={busy}>
              {t('numbers.subscription.unsubscribe')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
