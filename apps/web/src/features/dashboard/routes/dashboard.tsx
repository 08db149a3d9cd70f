import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import '@/styles/money.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@charity/domain/paths';
import {
  filterByPlayed,
  hasPlayedAllAvailableNumbers,
  sortGroups,
  type PlayerNumberGroup,
} from '@charity/domain/player-number-groups';
import { useCurrentGroups } from '@/api/current-groups';
import { useLivePot } from '@/api/live-pot';
import { useMaxNumbersPerPlayer } from '@/api/max-numbers-per-player';
import { useTicketLimit } from '@/api/ticket-limit';
import { FormError } from '@/components/form/form-error';
import { useSubscriptionToggle } from '@/components/subscription/use-subscription-toggle';
import { Page } from '@/components/ui/page';
import { useExclusion } from '@/api/player-protection';
import { useConfig } from '@/lib/config';
import { loadTexts } from '@/lib/i18n/i18n';
import { navigation } from '@/lib/navigation/navigation-service';
import { useAwaitingApproval } from '../api/awaiting-approval';
import { BuyMore } from '../components/buy-more';
import { CurrentGame } from '../components/current-game';
import { numberCards } from '../components/number-cards';
import { NumbersCard } from '../components/numbers-card';
import { useChargedCard } from '../hooks/use-charged-card';
import { usePrepaidByGroup } from '../hooks/use-prepaid-by-group';

// Rarely shown (an excluded player, a payment left at the bank's check): loaded after the
// first screen, off its first-load budget (decision 0009).
// Their texts too (\`i18n/later/\`), asked for with their code.
const ExcludedNotice = lazy(async () => {
  const [module] = await Promise.all([
    import('@/components/protection/excluded-notice'),
    loadTexts('later'),
  ]);
  return { default: module.ExcludedNotice };
});
const AwaitingApproval = lazy(async () => {
  const [module] = await Promise.all([
    import('../components/awaiting-approval'),
    loadTexts('later'),
  ]);
  return { default: module.AwaitingApproval };
});

/** The play screen's `{ groupIds }` one-time state: the groups to preselect. */
const play = (groups: PlayerNumberGroup[]) =>
  void navigation.navigate(paths.game.playNumber, { state: { groupIds: groups.map((g) => g.Id) } });

const count = (groups: PlayerNumberGroup[]) =>
  groups.reduce((sum, group) => sum + group.PlayerNumbers.length, 0);

export function DashboardPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const { instance, groups, isPending, failed } = useCurrentGroups();
  useLivePot(instance?.Id); // Issue 5: PotTotal follows the pot stream.
  const max = useMaxNumbersPerPlayer().data?.MaxNumbersPerPlayer ?? null;
  const limitReached = useTicketLimit(instance?.Id ?? null).data?.LimitReached ?? false;
  const { toggle, error, pendingGroupId } = useSubscriptionToggle(instance?.TicketPrice ?? 0);
  // An excluded player sees until when, and no buy, play or auto-play control.
  const exclusion = useExclusion();
  const mayPlay = !exclusion.pending && !exclusion.excludedUntil;
  const awaiting = new Set(
    (useAwaitingApproval().data?.Payments ?? []).flatMap((payment) =>
      payment.PlayerNumberGroups.map((group) => group.Id),
    ),
  );
  const sorted = sortGroups(groups);
  const held = count(sorted);
  const prepaid = usePrepaidByGroup();
  const chargedCard = useChargedCard();
  const cards = numberCards(
    sorted,
    awaiting,
    instance?.SubscriptionsEnabled ?? false,
    prepaid.prepaymentOf,
  );

  return (
    <Page title={t('menu.dashboard')}>
      <Suspense fallback={null}>
        {exclusion.excludedUntil && <ExcludedNotice until={exclusion.excludedUntil} />}
      </Suspense>
      {config && instance && <CurrentGame instance={instance} cdnRoot={config.CDNRoot} />}
      <Suspense fallback={null}>
        <AwaitingApproval timeZone={instance?.TimeZone ?? null} />
      </Suspense>
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
                numbers: t('dashboard.groups.numbersHeld', { count: held }),
                // A payment at the bank's check is not played yet: it waits above.
                played: t('dashboard.groups.numbersPlayed', {
                  count: count(filterByPlayed(sorted, true).filter((g) => !awaiting.has(g.Id))),
                }),
              })}
            </Text>
          </Group>
          <FormError message={error ?? prepaid.error} />
          {prepaid.refunded && (
            <Alert color="green" variant="light" role="status">
              {prepaid.refunded}
            </Alert>
          )}
          <Stack component="ul" gap="sm" className="group-list">
            {cards.map((card) => (
              <NumbersCard
                key={String(card.autoPlay)}
                card={card}
                busy={card.groups.some((g) => g.Id === pendingGroupId)}
                chargedCard={card.autoPlay ? chargedCard(card.groups) : null}
                prepaid={prepaid.note}
                onPlay={mayPlay ? play : undefined}
                onAutoPlay={mayPlay ? (groups, on) => void toggle(groups, on) : undefined}
              />
            ))}
          </Stack>
          {mayPlay && max !== null && (
            <BuyMore
              held={held}
              max={max}
              playedAll={hasPlayedAllAvailableNumbers(sorted, max)}
              limitReached={limitReached}
            />
          )}
          {mayPlay && instance?.SubscriptionsEnabled && (
            <Anchor component={Link} to={paths.game.subscription} ta="center">
              {t('dashboard.groups.aboutAutoPlay')}
            </Anchor>
          )}
        </Stack>
      )}
    </Page>
  );
}
