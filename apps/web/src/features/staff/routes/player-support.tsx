import '@/styles/mantine-forms.css';
import { Alert, Button, Group, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../components/scroll-region';
import { Page } from '@/components/ui/page';
import { useSupportSearch } from '../api/player-support';
import { PlayerDetail } from '../components/player-detail';
import { problemsFromError } from '../components/field-problems';
import { stackCell, stackRow, stackTable } from '../components/stack-table';
import { SUPPORT_QUERY_MAX, SUPPORT_QUERY_MIN } from '@charity/domain/staff/support-query';

const COLUMNS = ['name', 'email', 'phone', 'open'] as const;

/** /admin/support: find a player, see their numbers and payments, resend a receipt. */
export function AdminPlayerSupportPage() {
  const { t } = useTranslation();
  const cell = (column: (typeof COLUMNS)[number]) => stackCell(t(`staffSupport.${column}`));
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const search = useSupportSearch(query);
  // The server's words for a search it refused (e.g. too long), shown on the field.
  const refused = search.isError ? (problemsFromError(search.error).q ?? null) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSelected(null);
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setTooShort(text.length < SUPPORT_QUERY_MIN);
    setQuery(text.length < SUPPORT_QUERY_MIN ? '' : text);
  }

  return (
    <Page title={t('staffSupport.title')}>
      <form onSubmit={submit} role="search" aria-label={t('staffSupport.search')}>
        <Group align="end" wrap="wrap">
          <TextInput
            name="q"
            label={t('staffSupport.query')}
            description={t('staffSupport.queryHelp')}
            maxLength={SUPPORT_QUERY_MAX}
            error={tooShort ? t('staffSupport.tooShort', { count: SUPPORT_QUERY_MIN }) : refused}
            maw={420}
            w="100%"
          />
          <Button type="submit">{t('staffSupport.find')}</Button>
        </Group>
      </form>
      {search.isError && !refused && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {search.data && search.data.Players.length === 0 && (
        <Alert role="status">{t('staffSupport.none')}</Alert>
      )}
      {search.data && search.data.Players.length > 0 && (
        <ScrollRegion label={t('staffSupport.found', { count: search.data.Players.length })}>
          <Table striped miw={560} {...stackTable}>
            <Table.Caption>
              {t('staffSupport.found', { count: search.data.Players.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr {...stackRow}>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} scope="col" role="columnheader">
                    {t(`staffSupport.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {search.data.Players.map((player) => {
                const name = `${player.FirstName} ${player.LastName}`;
                return (
                  <Table.Tr key={player.Id} {...stackRow}>
                    <Table.Td {...cell('name')}>{name}</Table.Td>
                    <Table.Td {...cell('email')}>{player.Email}</Table.Td>
                    <Table.Td {...cell('phone')}>{player.Phone}</Table.Td>
                    <Table.Td {...cell('open')}>
                      <Button
                        size="xs"
                        variant="light"
                        aria-pressed={selected === player.Id}
                        onClick={() => setSelected(player.Id)}
                      >
                        {t('staffSupport.show', { name })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {selected && <PlayerDetail key={selected} playerId={selected} />}
    </Page>
  );
}
