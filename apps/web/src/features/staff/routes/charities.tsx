import '@/styles/mantine-forms.css';
import { Alert, Badge, Button, Group, Table, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredCharity } from '@charity/domain/setup/charity-setup';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useStaffMay } from '@/api/staff-may';
import { useCharitySetup } from '../api/charity-setup';
import { CategoryPanel } from '../components/category-panel';
import { CharityForm } from '../components/charity-form';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { ScrollRegion } from '../components/scroll-region';
import { nameInLanguage } from '@charity/domain/setup/name-in-language';

/**
 * /admin/charities: the charities players pledge to (add, edit, retire) and the categories
 * they are listed under (add, rename, delete an empty one); managers and owners.
 */
export function AdminCharitiesPage() {
  const { t, i18n } = useTranslation();
  const setup = useCharitySetup();
  // Adding, editing and deleting charities and categories all need the same permission.
  const canEdit = useStaffMay()(
    'PUT /api/setup/charity/:charityId/for-organization/:organizationId',
  );
  // null: the form adds a charity; a charity: it edits that one.
  const [editing, setEditing] = useState<StoredCharity | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Each save starts an empty form again.
  const [saves, setSaves] = useState(0);
  const categories = setup.data?.categories ?? [];
  const categoryName = (key: string) => {
    const category = categories.find((c) => c.key === key);
    return category ? nameInLanguage(category, i18n.language) : key;
  };

  function done(message: string) {
    setNotice(message);
    setEditing(null);
    setSaves((count) => count + 1);
  }

  return (
    <Page title={t('staffCharities.title')}>
      {setup.data && !canEdit && <ReadOnlyNotice />}
      {setup.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {notice && <SuccessNotice title={notice} />}
      {setup.data && (
        <ScrollRegion label={t('staffCharities.caption')}>
          <Table striped miw={640}>
            <Table.Caption>{t('staffCharities.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffCharities.fields.name')}</Table.Th>
                <Table.Th scope="col">{t('staffCharities.fields.categoryKey')}</Table.Th>
                <Table.Th scope="col">{t('staffCharities.status')}</Table.Th>
                <Table.Th scope="col">{t('staffCharities.pledges')}</Table.Th>
                {canEdit && (
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('staffCharities.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {setup.data.charities.map((charity) => (
                <Table.Tr key={charity.id}>
                  <Table.Td>{nameInLanguage(charity, i18n.language)}</Table.Td>
                  <Table.Td>{categoryName(charity.categoryKey)}</Table.Td>
                  <Table.Td>
                    <Badge color={charity.active ? 'green' : 'gray'} variant="light">
                      {t(charity.active ? 'staffCharities.active' : 'staffCharities.retired')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{charity.pledgeCount}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('staffCharities.editNamed', { name: charity.name })}
                        onClick={() => {
                          setNotice(null);
                          setEditing(charity);
                        }}
                      >
                        {t('staffCharities.edit')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {setup.data && canEdit && (
        <>
          <Group justify="space-between" mt="md">
            <Title order={2} size="h3">
              {editing
                ? t('staffCharities.editing', { name: editing.name })
                : t('staffCharities.add')}
            </Title>
            {editing && (
              <Button variant="subtle" onClick={() => setEditing(null)}>
                {t('staffCharities.cancelEdit')}
              </Button>
            )}
          </Group>
          <CharityForm
            key={`${editing?.id ?? 'new'}-${saves}`}
            charity={editing}
            categories={categories}
            onDone={done}
          />
        </>
      )}
      {setup.data && <CategoryPanel categories={categories} onDone={setNotice} canEdit={canEdit} />}
    </Page>
  );
}
