import '@/styles/mantine-forms.css';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameInLanguage, type Named } from '@charity/domain/setup/name-in-language';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import type { GameSaveResult } from '@charity/domain/setup/game-edit';
import { formatMoney } from '@charity/domain/money-format';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useStaffMay } from '@/api/staff-may';
import { useCreateInstance, useGameSetup } from '../api/game-setup';
import { BundlesForm } from '../components/bundles-form';
import { GameForm } from '../components/game-form';
import { InstanceForm } from '../components/instance-form';
import { InstanceChangePanel } from '../components/instance-change-panel';
import { InstancesTable, type InstanceChange } from '../components/instances-table';
import { ReadOnlyNotice } from '../components/read-only-notice';

/** /admin/games: each game's set-up, its instances, and the next instance to schedule. */
export function AdminGamesPage() {
  const { t } = useTranslation();
  const setup = useGameSetup();
  const may = useStaffMay();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<GameSaveResult | null>(null);
  const canAdd = may('POST /api/setup/games/for-organization/:organizationId');
  return (
    <Page title={t('staffGames.title')}>
      {setup.data &&
        !may('POST /api/setup/game/:gameId/instances/for-organization/:organizationId') && (
          <ReadOnlyNotice />
        )}
      {setup.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {added && <SavedNotice result={added} messageKey="staffGameForm.added" />}
      {setup.data && canAdd && !adding && (
        <Button
          mb="md"
          onClick={() => {
            setAdded(null);
            setAdding(true);
          }}
        >
          {t('staffGameForm.add')}
        </Button>
      )}
      {setup.data && adding && (
        <Card withBorder component="section" aria-labelledby="add-game" mb="lg">
          <Title order={2} size="h3" id="add-game" mb="sm">
            {t('staffGameForm.addTitle')}
          </Title>
          <GameForm
            game={null}
            timeZone={setup.data.games[0]?.timeZone ?? 'America/Halifax'}
            onCancel={() => setAdding(false)}
            onDone={(result) => {
              setAdding(false);
              setAdded(result);
            }}
          />
        </Card>
      )}
      {setup.data?.games.map((game) => (
        <GameSection key={game.id} game={game} />
      ))}
    </Page>
  );
}

/** A saved game, and what staff should know of the change (in the reader's language). */
function SavedNotice({ result, messageKey }: { result: GameSaveResult; messageKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <SuccessNotice title={t(messageKey, { name: result.game.name })} />
      {result.warnings.map((warning) => (
        <Alert key={warning.Code} color="yellow" role="status" mb="sm">
          {t('staffGameForm.warnBelowHeld', { count: warning.Players, limit: warning.Limit })}
        </Alert>
      ))}
    </>
  );
}

function GameFacts({ game }: { game: GameSetup }) {
  const { t, i18n } = useTranslation();
  const yes = (value: boolean) => t(value ? 'staffGames.yes' : 'staffGames.no');
  const facts: [string, string][] = [
    ['type', t(`staffGameForm.types.${game.type}`)],
    ['numberRange', `1–${game.numberRangeMax}`],
    ['ticketPrice', formatMoney(game.ticketPriceCents, i18n.language)],
    ['winnerShare', `${game.winnerSharePercent} %`],
    [
      'perPlayer',
      game.maxNumbersPerPlayer === null
        ? t('staffGames.organizationSetting')
        : String(game.maxNumbersPerPlayer),
    ],
    [
      'prepaid',
      game.maxPrepaidDraws > 1
        ? t('staffGames.prepaidUpTo', { count: game.maxPrepaidDraws })
        : t('staffGames.prepaidNone'),
    ],
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
  // Translated (and named) when shown, so it follows a change of language.
  const [created, setCreated] = useState<{ named: Named; open: boolean } | null>(null);
  const [change, setChange] = useState<InstanceChange | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<GameSaveResult | null>(null);
  const create = useCreateInstance(game.id);
  const may = useStaffMay();
  // A role that may only read sees the facts (bundles among them) and the draws, no forms.
  const canSchedule = may(
    'POST /api/setup/game/:gameId/instances/for-organization/:organizationId',
  );
  const canSaveBundles = may(
    'PUT /api/setup/game/:gameId/bundles/for-organization/:organizationId',
  );
  const canEdit = may('PUT /api/setup/game/:gameId/for-organization/:organizationId');
  return (
    <Card withBorder component="section" aria-labelledby={`game-${game.id}`} mb="lg">
      <Group justify="space-between">
        <Title order={2} size="h3" id={`game-${game.id}`}>
          {game.name}
        </Title>
        <Group gap="xs">
          {game.current && <Badge variant="light">{t('staffGames.current')}</Badge>}
          {canEdit && !editing && (
            <Button
              variant="light"
              size="xs"
              aria-label={t('staffGameForm.editOf', { name: game.name })}
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              {t('staffGameForm.edit')}
            </Button>
          )}
        </Group>
      </Group>
      {saved && <SavedNotice result={saved} messageKey="staffGameForm.saved" />}
      {editing ? (
        <GameForm
          game={game}
          timeZone={game.timeZone}
          onCancel={() => setEditing(false)}
          onDone={(result) => {
            setEditing(false);
            setSaved(result);
          }}
        />
      ) : (
        <GameFacts game={game} />
      )}
      {canSaveBundles && (
        <>
          <Title order={3} size="h4" mt="md">
            {t('staffGames.bundlesTitle')}
          </Title>
          <BundlesForm game={game} />
        </>
      )}
      <Title order={3} size="h4" mt="md">
        {t('staffGames.instances')}
      </Title>
      {changed && <SuccessNotice title={changed} />}
      <InstancesTable
        game={game}
        onChange={(next) => {
          setChanged(null);
          setChange(next);
        }}
      />
      {game.instances.length === 0 && <Text size="sm">{t('staffGames.noInstances')}</Text>}
      {change && (
        <InstanceChangePanel
          key={`${change.kind}-${change.instance.id}`}
          game={game}
          change={change}
          onDone={(notice) => {
            setChange(null);
            setChanged(notice);
          }}
        />
      )}
      {canSchedule && (
        <>
          <Title order={3} size="h4" mt="md">
            {t('staffGames.next')}
          </Title>
          {created && (
            <SuccessNotice
              title={t(created.open ? 'staffGames.createdOpen' : 'staffGames.created', {
                name: nameInLanguage(created.named, i18n.language),
              })}
            />
          )}
          {/* Started again from the next suggestion once an instance is created or changed. */}
          <InstanceForm
            key={`${game.instances[0]?.id ?? 'first'}-${game.next.opensAt}`}
            game={game}
            initial={{ ...game.next, description: '' }}
            suggested
            label={t('staffGames.nextOf', { name: game.name })}
            submitLabel={t('staffGames.create')}
            save={create}
            onSaved={(instance) =>
              setCreated({ named: instance, open: instance.status === 'Open' })
            }
          />
        </>
      )}
    </Card>
  );
}
