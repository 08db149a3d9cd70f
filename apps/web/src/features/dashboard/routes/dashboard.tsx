import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import '@/styles/money.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@charity/domain/paths';
import {
  filterByPlayed,
  hasPlayedAllAvailableNumbers,
  sortGroups,
} from '@charity/domain/player-number-groups';
import { useCurrentGroups } from '@/api/current-groups';
import { useLivePot } from '@/api/live-pot';
import { useMaxNumbersPerPlayer } from '@/api/max-numbers-per-player';
import { useTicketLimit } from '@/api/ticket-limit';
import { FormError } from '@/components/form/form-error';
import { useSubscriptionToggle } from '@/components/subscription/use-subscription-toggle';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { navigation } from '@/lib/navigation/navigation-service';
import { BuyMore } from '../components/buy-more';
import { CurrentGame } from '../components/current-game';
import { GroupCard } from '../components/group-card';

/** The play screen's `{ groupIds }` one-time state: the groups to preselect. */
const play = (groupIds: string[]) =>
  void navigation.navigate(paths.game.playNumber, { state: { groupIds } });

export function DashboardPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const { instance, groups, isPending, failed } = useCurrentGroups();
  useLivePot(instance?.Id); // Issue 5: PotTotal follows the pot stream.
  const max = useMaxNumbersPerPlayer().data?.MaxNumbersPerPlayer ?? null;
  const limitReached = useTicketLimit(instance?.Id ?? null).data?.LimitReached ?? false;
  const { toggle, error, pendingGroupId } = useSubscriptionToggle(instance?.TicketPrice ?? 0);
  const sorted = sortGroups(groups);
  const unplayed = filterByPlayed(sorted, false);
  const held = sorted.reduce((sum, group) => sum + group.PlayerNumbers.length, 0);
  const subscriptionsEnabled = instance?.SubscriptionsEnabled ?? false;

  return (
    <Page title={t('menu.dashboard')}>
      {config && instance && <CurrentGame instance={instance} cdnRoot={config.CDNRoot} />}
      {failed && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {!isPending && !failed && (
        <Stack gap="sm" component="section" aria-labelledby="your-numbers">
          <Group justify="space-between" align="center">
            <Title order={2} size="h3" id="your-numbers">
              {t('dashboard.groups.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.groups.summary', {
                count: held,
                played: sorted.length - unplayed.length,
                groups: sorted.length,
              })}
            </Text>
          </Group>
          {unplayed.length > 0 && (
            <Button size="md" onClick={() => play(unplayed.map((g) => g.Id))}>
              {t('dashboard.groups.playAll', { count: unplayed.length })}
            </Button>
          )}
          <FormError message={error} />
          <Stack component="ul" gap="sm" className="group-list">
            {sorted.map((group) => (
              <GroupCard
                key={group.Id}
                group={group}
                subscriptionsEnabled={subscriptionsEnabled}
                busy={pendingGroupId === group.Id}
                onPlay={() => play([group.Id])}
                onSubscribe={(subscribed) => void toggle(group, subscribed)}
              />
            ))}
          </Stack>
          {max !== null && (
            <BuyMore
              held={held}
              max={max}
              playedAll={hasPlayedAllAvailableNumbers(sorted, max)}
              limitReached={limitReached}
            />
          )}
          {subscriptionsEnabled && (
            <Anchor component={Link} to={paths.game.subscription} ta="center">
              {t('dashboard.groups.aboutAutoPlay')}
            </Anchor>
          )}
        </Stack>
      )}
    </Page>
  );
}
