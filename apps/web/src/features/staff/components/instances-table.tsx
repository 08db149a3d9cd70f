import '@/styles/mantine-forms.css';
import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatGameTime } from '@charity/domain/game-time-format';
import type { GameSetup, InstanceRow } from '@charity/domain/setup/game-setup';
import { CANCELLABLE_STATUSES, EDITABLE_STATUSES } from '@charity/domain/setup/instance-changes';
import { EXTENDABLE_STATUSES } from '@charity/domain/setup/sales-extension';
import { useStaffMay } from '@/api/staff-may';
import { ScrollRegion } from './scroll-region';
import { nameInLanguage } from '@charity/domain/setup/name-in-language';

export type InstanceChange = { kind: 'edit' | 'extend' | 'cancel'; instance: InstanceRow };

interface InstancesTableProps {
  game: GameSetup;
  onChange: (change: InstanceChange) => void;
}

/** A game's draws, newest first, each with what can still be done to it. */
export function InstancesTable({ game, onChange }: InstancesTableProps) {
  const { t, i18n } = useTranslation();
  const may = useStaffMay();
  const canEdit = may(
    'PUT /api/setup/game/:gameId/instance/:instanceId/for-organization/:organizationId',
  );
  const canExtend = may(
    'POST /api/setup/game/:gameId/instance/:instanceId/extend-sales/for-organization/:organizationId',
  );
  const canCancel = may(
    'POST /api/setup/game/:gameId/instance/:instanceId/cancel/for-organization/:organizationId',
  );
  const at = (iso: string | null) =>
    iso ? formatGameTime(iso, i18n.language, { timeZone: game.timeZone }) : '—';
  return (
    <ScrollRegion label={t('staffGames.instancesOf', { name: game.name })}>
      <Table striped miw={880}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">{t('staffGames.fields.name')}</Table.Th>
            <Table.Th scope="col">{t('staffGames.status')}</Table.Th>
            <Table.Th scope="col">{t('staffGames.fields.opensAt')}</Table.Th>
            <Table.Th scope="col">{t('staffGames.fields.salesCloseAt')}</Table.Th>
            <Table.Th scope="col">{t('staffGames.fields.drawAt')}</Table.Th>
            {(canEdit || canExtend || canCancel) && (
              <Table.Th scope="col">{t('staffGames.changes')}</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {game.instances.map((instance) => (
            <Table.Tr key={instance.id}>
              <Table.Td>{instance.sequence}</Table.Td>
              <Table.Td>{nameInLanguage(instance, i18n.language)}</Table.Td>
              <Table.Td>
                {t(`staffGames.statuses.${instance.status}`)}
                {instance.cancelReason && (
                  <Text size="xs" c="dimmed" maw={240}>
                    {t('staffGames.cancelReason', { reason: instance.cancelReason })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{at(instance.startedOn)}</Table.Td>
              <Table.Td>{at(instance.salesCloseAt)}</Table.Td>
              <Table.Td>{at(instance.drawAt)}</Table.Td>
              {(canEdit || canExtend || canCancel) && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {canEdit && EDITABLE_STATUSES.includes(instance.status) && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('staffGames.editOf', {
                          name: nameInLanguage(instance, i18n.language),
                        })}
                        onClick={() => onChange({ kind: 'edit', instance })}
                      >
                        {t('staffGames.edit')}
                      </Button>
                    )}
                    {canExtend && EXTENDABLE_STATUSES.includes(instance.status) && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('staffGames.extendOf', {
                          name: nameInLanguage(instance, i18n.language),
                        })}
                        onClick={() => onChange({ kind: 'extend', instance })}
                      >
                        {t('staffGames.extend')}
                      </Button>
                    )}
                    {canCancel && CANCELLABLE_STATUSES.includes(instance.status) && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={t('staffGames.cancelOf', {
                          name: nameInLanguage(instance, i18n.language),
                        })}
                        onClick={() => onChange({ kind: 'cancel', instance })}
                      >
                        {t('staffGames.cancel')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
