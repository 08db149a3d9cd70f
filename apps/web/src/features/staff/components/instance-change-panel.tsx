import { Button, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nameInLanguage } from '@charity/domain/setup/name-in-language';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { wallTimeOf } from '@charity/domain/setup/wall-time';
import { formatMoney } from '@charity/domain/money-format';
import { useEditInstance } from '../api/instance-changes';
import { InstanceCancelForm } from './instance-cancel-form';
import { InstanceForm } from './instance-form';
import { SalesExtensionForm } from './sales-extension-form';
import type { InstanceChange } from './instances-table';

interface InstanceChangePanelProps {
  game: GameSetup;
  change: InstanceChange;
  /** Told what to announce once done (null: closed without a change). */
  onDone: (notice: string | null) => void;
}

const TITLES = {
  edit: 'staffGames.editOf',
  extend: 'staffGames.extendOf',
  cancel: 'staffGames.cancelOf',
} as const;

/** Editing a scheduled draw, or cancelling one that has not run, below the draws' table. */
export function InstanceChangePanel({ game, change, onDone }: InstanceChangePanelProps) {
  const { t, i18n } = useTranslation();
  const { instance } = change;
  const edit = useEditInstance(game.id, instance.id);
  const wall = (iso: string) => wallTimeOf(iso, game.timeZone);
  const title = t(TITLES[change.kind], { name: nameInLanguage(instance, i18n.language) });
  return (
    <Paper withBorder p="md" mt="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {change.kind === 'edit' ? (
        <InstanceForm
          game={game}
          initial={{
            name: instance.name,
            description: instance.description,
            opensAt: wall(instance.startedOn ?? instance.salesCloseAt),
            salesCloseAt: wall(instance.salesCloseAt),
            drawAt: wall(instance.drawAt),
            translations: instance.translations,
          }}
          label={title}
          submitLabel={t('staffGames.saveChanges')}
          save={edit}
          onSaved={(saved) =>
            onDone(t('staffGames.edited', { name: nameInLanguage(saved, i18n.language) }))
          }
        >
          <Button variant="default" onClick={() => onDone(null)}>
            {t('staffGames.keep')}
          </Button>
        </InstanceForm>
      ) : change.kind === 'extend' ? (
        <SalesExtensionForm
          game={game}
          instance={instance}
          onKeep={() => onDone(null)}
          onExtended={(saved) =>
            onDone(t('staffGames.extended', { name: nameInLanguage(saved, i18n.language) }))
          }
        />
      ) : (
        <InstanceCancelForm
          gameId={game.id}
          instance={instance}
          onKeep={() => onDone(null)}
          onCancelled={(result) =>
            onDone(
              t('staffGames.cancelled', {
                name: nameInLanguage(result.instance, i18n.language),
                count: result.voidedPayments,
                amount: formatMoney(result.refundedCents, i18n.language),
              }),
            )
          }
        />
      )}
    </Paper>
  );
}
