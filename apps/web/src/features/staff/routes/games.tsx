import '@/styles/mantine-forms.css';
import { Alert, Badge, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGameTime } from '@charity/domain/game-time-format';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { formatMoney } from '@charity/domain/money-format';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useGameSetup } from '../api/game-setup';
import { BundlesForm } from '../components/bundles-form';
import { InstanceForm } from '../components/instance-form';
import { ScrollRegion } from '../components/scroll-region';

/** /admin/games: each game's set-up, its instances, and the next instance to schedule. */
export function AdminGamesPage() {
  const { t } = useTranslation();
  const setup = useGameSetup();
  return (
    <Page title={t('staffGames.title')}>
      {setup.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {setup.data?.games.map((game) => (
        <GameSection key={game.id} game={game} />
      ))}
    </Page>
  );
}

function GameFacts({ game }: { game: GameSetup }) {
  const { t, i18n } = useTranslation();
  const yes = (value: boolean) => t(value ? 'staffGames.yes' : 'staffGames.no');
  const facts: [string, string][] = [
    ['type', game.type],
    ['numberRange', `1–${game.numberRangeMax}`],
    ['ticketPrice', formatMoney(game.ticketPriceCents, i18n.language)],
    ['winnerShare', `${game.winnerSharePercent} %`],
    ['timeZone', game.timeZone],
    ['salesClose', t('staffGames.minutesBefore', { count: game.salesCloseMinutesBeforeDraw })],
    ['manualDraw', yes(game.manualDraw)],
    ['subscriptions', yes(game.subscriptionsEnabled)],
    ['regionLock', yes(game.lockPlayersToRegion)],
    [
      'bundles',
      game.bundles.length === 0
        ? t('staffGames.noBundles')
        : game.bundles
            .map((bundle) =>
              t('staffGames.bundle', {
                count: bundle.numbers,
                price: formatMoney(bundle.priceCents, i18n.language),
              }),
            )
            .join(', '),
    ],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={4}>
      {facts.map(([name, value]) => (
        <div key={name}>
          <Text component="dt" fw={600} size="sm" display="inline">
            {t(`staffGames.facts.${name}`)}:
          </Text>{' '}
          <Text component="dd" size="sm" m={0} display="inline">
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function GameSection({ game }: { game: GameSetup }) {
  const { t, i18n } = useTranslation();
  // Translated when shown, so it follows a change of language.
  const [created, setCreated] = useState<{ name: string; open: boolean } | null>(null);
  const at = (iso: string | null) =>
    iso ? formatGameTime(iso, i18n.language, { timeZone: game.timeZone }) : '—';
  return (
    <Card withBorder component="section" aria-labelledby={`game-${game.id}`} mb="lg">
      <Group justify="space-between">
        <Title order={2} size="h3" id={`game-${game.id}`}>
          {game.name}
        </Title>
        {game.current && <Badge variant="light">{t('staffGames.current')}</Badge>}
      </Group>
      <GameFacts game={game} />
      <Title order={3} size="h4" mt="md">
        {t('staffGames.bundlesTitle')}
      </Title>
      <BundlesForm game={game} />
      <Title order={3} size="h4" mt="md">
        {t('staffGames.instances')}
      </Title>
      <ScrollRegion label={t('staffGames.instancesOf', { name: game.name })}>
        <Table striped miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">{t('staffGames.fields.name')}</Table.Th>
              <Table.Th scope="col">{t('staffGames.status')}</Table.Th>
              <Table.Th scope="col">{t('staffGames.fields.opensAt')}</Table.Th>
              <Table.Th scope="col">{t('staffGames.fields.salesCloseAt')}</Table.Th>
              <Table.Th scope="col">{t('staffGames.fields.drawAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {game.instances.map((instance) => (
              <Table.Tr key={instance.id}>
                <Table.Td>{instance.sequence}</Table.Td>
                <Table.Td>{instance.name}</Table.Td>
                <Table.Td>{t(`staffGames.statuses.${instance.status}`)}</Table.Td>
                <Table.Td>{at(instance.startedOn)}</Table.Td>
                <Table.Td>{at(instance.salesCloseAt)}</Table.Td>
                <Table.Td>{at(instance.drawAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {game.instances.length === 0 && <Text size="sm">{t('staffGames.noInstances')}</Text>}
      <Title order={3} size="h4" mt="md">
        {t('staffGames.next')}
      </Title>
      {created && (
        <SuccessNotice
          title={t(created.open ? 'staffGames.createdOpen' : 'staffGames.created', {
            name: created.name,
          })}
        />
      )}
      {/* Started again from the next suggestion once an instance is created. */}
      <InstanceForm
        key={game.instances[0]?.id ?? 'first'}
        game={game}
        onCreated={(name, open) => setCreated({ name, open })}
      />
    </Card>
  );
}
