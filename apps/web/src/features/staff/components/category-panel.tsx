import '@/styles/mantine-forms.css';
import { Alert, Button, Group, SimpleGrid, Table, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { categorySetupSchema, type StoredCategory } from '@charity/domain/setup/category-setup';
import { dialogs } from '@/lib/dialog-service';
import { useDeleteCategory, useSaveCategory } from '../api/category-setup';
import { problemsFromError, problemsOf, refusalOf, type Problems } from './field-problems';
import { keyFromName } from './key-from-name';
import { frenchOf, frenchProblem, translationsOf } from './french-texts';
import { ScrollRegion } from './scroll-region';
import { nameInLanguage } from '@charity/domain/setup/name-in-language';

interface CategoryPanelProps {
  categories: StoredCategory[];
  onDone: (message: string) => void;
  /** False for a role that may only read: the table without its actions or form. */
  canEdit: boolean;
}

/**
 * The categories charities are listed under: add, rename, and delete one that lists no
 * charity. Checked with the loader's schema before it is sent.
 */
export function CategoryPanel({ categories, onDone, canEdit }: CategoryPanelProps) {
  const { t, i18n } = useTranslation();
  // null: the form adds a category; a category: it renames that one.
  const [editing, setEditing] = useState<StoredCategory | null>(null);
  const [saves, setSaves] = useState(0);
  const remove = useDeleteCategory();
  const [refusal, setRefusal] = useState<string | null>(null);

  function done(message: string) {
    setEditing(null);
    setSaves((count) => count + 1);
    onDone(message);
  }

  async function deleteCategory(category: StoredCategory) {
    setRefusal(null);
    const confirmed = await dialogs.confirm({
      title: t('staffCategories.deleteConfirmTitle', { name: category.name }),
      message: t('staffCategories.deleteConfirm'),
    });
    if (!confirmed) return;
    remove.mutate(category.id, {
      onSuccess: () => done(t('staffCategories.deleted', { name: category.name })),
      onError: (error) => setRefusal(refusalOf(error)),
    });
  }

  return (
    <section aria-labelledby="categories-title">
      <Title order={2} size="h3" mt="xl" id="categories-title">
        {t('staffCategories.title')}
      </Title>
      {refusal && (
        <Alert color="red" role="alert" my="sm">
          {refusal}
        </Alert>
      )}
      <ScrollRegion label={t('staffCategories.caption')}>
        <Table striped miw={520}>
          <Table.Caption>{t('staffCategories.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('staffCategories.fields.name')}</Table.Th>
              <Table.Th scope="col">{t('staffCategories.fields.key')}</Table.Th>
              <Table.Th scope="col">{t('staffCategories.charities')}</Table.Th>
              {canEdit && <Table.Th scope="col">{t('staffCategories.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td>{nameInLanguage(category, i18n.language)}</Table.Td>
                <Table.Td>{category.key}</Table.Td>
                <Table.Td>{category.charityCount}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('staffCategories.renameNamed', { name: category.name })}
                        onClick={() => setEditing(category)}
                      >
                        {t('staffCategories.rename')}
                      </Button>
                      {category.charityCount === 0 && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={t('staffCategories.deleteNamed', { name: category.name })}
                          loading={remove.isPending && remove.variables === category.id}
                          onClick={() => void deleteCategory(category)}
                        >
                          {t('staffCategories.delete')}
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
      {canEdit && (
        <CategoryForm
          key={`${editing?.id ?? 'new'}-${saves}`}
          category={editing}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function CategoryForm({
  category,
  onDone,
  onCancel,
}: {
  category: StoredCategory | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [form, setForm] = useState({ name: category?.name ?? '', key: category?.key ?? '' });
  const [french, setFrench] = useState(() => frenchOf(category?.translations, ['name'] as const));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new category's key follows its name until the key is typed in (issue 27).
  const [keyTouched, setKeyTouched] = useState(category !== null);

  function change(field: 'name' | 'key', value: string) {
    if (field === 'key') setKeyTouched(true);
    setForm((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !keyTouched ? { key: keyFromName(value) } : {}),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = categorySetupSchema.safeParse({ ...form, translations: translationsOf(french) });
    if (!parsed.success) return setProblems(problemsOf(parsed.error.issues));
    setProblems({});
    save.mutate(
      { id: category?.id ?? null, category: parsed.data },
      {
        onSuccess: (saved) =>
          onDone(
            t(category ? 'staffCategories.saved' : 'staffCategories.added', { name: saved.name }),
          ),
        onError: (error) => {
          setProblems(problemsFromError(error));
          setRefusal(refusalOf(error));
        },
      },
    );
  }

  const title = category
    ? t('staffCategories.renaming', { name: category.name })
    : t('staffCategories.add');
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Title order={3} size="h4" mt="md" mb="xs">
        {title}
      </Title>
      {refusal && (
        <Alert color="red" role="alert" mb="sm">
          {refusal}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['name', 'key'] as const).map((field) => (
          <TextInput
            key={field}
            label={t(`staffCategories.fields.${field}`)}
            description={field === 'key' ? t('staffCategories.keyHelp') : undefined}
            value={form[field]}
            error={problems[field]}
            required
            onChange={(event) => change(field, event.currentTarget.value)}
          />
        ))}
        <TextInput
          lang="fr"
          label={t('staffFrenchTexts.categoryName')}
          description={t('staffFrenchTexts.help')}
          value={french.name}
          error={problems[frenchProblem('name')]}
          onChange={(event) => setFrench({ name: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          {t(category ? 'staffCategories.save' : 'staffCategories.create')}
        </Button>
        {category && (
          <Button variant="subtle" onClick={onCancel}>
            {t('staffCategories.cancelEdit')}
          </Button>
        )}
      </Group>
    </form>
  );
}
