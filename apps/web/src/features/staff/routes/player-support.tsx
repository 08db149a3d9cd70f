import '@/styles/mantine-forms.css';
import { Alert, Button, Group, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../components/scroll-region';
import { Page } from '@/components/ui/page';
import { useSupportSearch } from '../api/player-support';
import { PlayerDetail } from '../components/player-detail';

/** /admin/support: find a player, see their numbers and payments, resend a receipt. */
export function AdminPlayerSupportPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const search = useSupportSearch(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSelected(null);
    setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }

  return (
    <Page title={t('staffSupport.title')}>
      <form onSubmit={submit} role="search" aria-label={t('staffSupport.search')}>
        <Group align="end" wrap="wrap">
          <TextInput
            name="q"
            label={t('staffSupport.query')}
            description={t('staffSupport.queryHelp')}
            minLength={2}
            maw={420}
            w="100%"
          />
          <Button type="submit">{t('staffSupport.find')}</Button>
        </Group>
      </form>
      {search.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {search.data && search.data.Players.length === 0 && (
        <Alert role="status">{t('staffSupport.none')}</Alert>
      )}
      {search.data && search.data.Players.length > 0 && (
        <ScrollRegion label={t('staffSupport.found', { count: search.data.Players.length })}>
          <Table striped miw={560}>
            <Table.Caption>
              {t('staffSupport.found', { count: search.data.Players.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffSupport.name')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.email')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.phone')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {search.data.Players.map((player) => {
                const name = `${player.FirstName} ${player.LastName}`;
                return (
                  <Table.Tr key={player.Id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{player.Email}</Table.Td>
                    <Table.Td>{player.Phone}</Table.Td>
                    <Table.Td>
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
