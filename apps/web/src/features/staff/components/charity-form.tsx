import '@/styles/mantine-forms.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { charitySetupSchema, type StoredCharity } from '@charity/domain/setup/charity-setup';
import { dialogs } from '@/lib/dialog-service';
import { useDeleteCharity, useSaveCharity } from '../api/charity-setup';
import { problemsFromError, problemsOf, refusalOf, type Problems } from './field-problems';
import { keyFromName } from './key-from-name';
import { frenchOf, frenchProblem, translationsOf } from './french-texts';
import { nameInLanguage } from '@charity/domain/setup/name-in-language';

interface CharityFormProps {
  /** The charity to edit, or null to add one. */
  charity: StoredCharity | null;
  categories: { key: string; name: string }[];
  onDone: (message: string) => void;
}

const TEXT_FIELDS = ['name', 'key', 'websiteUrl', 'logoUrl'] as const;
const FRENCH_FIELDS = ['name', 'description'] as const;

function initialForm(charity: StoredCharity | null, categoryKey: string) {
  return {
    name: charity?.name ?? '',
    key: charity?.key ?? '',
    websiteUrl: charity?.websiteUrl ?? '',
    logoUrl: charity?.logoUrl ?? '',
    description: charity?.description ?? '',
    categoryKey: charity?.categoryKey ?? categoryKey,
    active: charity?.active ?? true,
  };
}

/** Add or edit one charity; checked with the loader's schema before it is sent. */
export function CharityForm({ charity, categories, onDone }: CharityFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveCharity();
  const remove = useDeleteCharity();
  const [form, setForm] = useState(() => initialForm(charity, categories[0]?.key ?? ''));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [french, setFrench] = useState(() => frenchOf(charity?.translations, FRENCH_FIELDS));
  // A new charity's key follows its name until the key is typed in (issue 27).
  const [keyTouched, setKeyTouched] = useState(charity !== null);
  const set = (field: string, value: string | boolean) => {
    if (field === 'key') setKeyTouched(true);
    setForm((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !keyTouched ? { key: keyFromName(String(value)) } : {}),
    }));
  };
  const setFr = (field: (typeof FRENCH_FIELDS)[number], value: string) =>
    setFrench((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = charitySetupSchema.safeParse({
      ...form,
      websiteUrl: form.websiteUrl.trim() || null,
      logoUrl: form.logoUrl.trim() || null,
      translations: translationsOf(french),
    });
    if (!parsed.success) return setProblems(problemsOf(parsed.error.issues));
    setProblems({});
    save.mutate(
      { id: charity?.id ?? null, charity: parsed.data },
      {
        onSuccess: (saved) =>
          onDone(
            t(charity ? 'staffCharities.saved' : 'staffCharities.added', { name: saved.name }),
          ),
        onError: (error) => {
          setProblems(problemsFromError(error));
          setRefusal(refusalOf(error));
        },
      },
    );
  }

  async function deleteCharity() {
    if (!charity) return;
    setRefusal(null);
    const confirmed = await dialogs.confirm({
      title: t('staffCharities.deleteConfirmTitle', { name: charity.name }),
      message: t('staffCharities.deleteConfirm'),
    });
    if (!confirmed) return;
    remove.mutate(charity.id, {
      onSuccess: () => onDone(t('staffCharities.deleted', { name: charity.name })),
      onError: (error) => setRefusal(refusalOf(error)),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(charity ? 'staffCharities.editForm' : 'staffCharities.addForm')}
    >
      {refusal && (
        <Alert color="red" role="alert" mb="sm">
          {refusal}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`staffCharities.fields.${field}`)}
            description={field === 'key' ? t('staffCharities.keyHelp') : undefined}
            value={form[field]}
            error={problems[field]}
            required={field === 'name' || field === 'key'}
            onChange={(event) => set(field, event.currentTarget.value)}
          />
        ))}
        <NativeSelect
          label={t('staffCharities.fields.categoryKey')}
          value={form.categoryKey}
          error={problems.categoryKey}
          data={categories.map((c) => ({ value: c.key, label: nameInLanguage(c, i18n.language) }))}
          onChange={(event) => set('categoryKey', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        autosize
        minRows={2}
        label={t('staffCharities.fields.description')}
        value={form.description}
        error={problems.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <TextInput
        mt="sm"
        lang="fr"
        label={t('staffFrenchTexts.charityName')}
        description={t('staffFrenchTexts.help')}
        value={french.name}
        error={problems[frenchProblem('name')]}
        onChange={(event) => setFr('name', event.currentTarget.value)}
      />
      <Textarea
        mt="sm"
        autosize
        minRows={2}
        lang="fr"
        label={t('staffFrenchTexts.charityDescription')}
        value={french.description}
        error={problems[frenchProblem('description')]}
        onChange={(event) => setFr('description', event.currentTarget.value)}
      />
      <Switch
        mt="sm"
        label={t('staffCharities.fields.active')}
        description={t('staffCharities.activeHelp')}
        checked={form.active}
        onChange={(event) => set('active', event.currentTarget.checked)}
      />
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          {t(charity ? 'staffCharities.save' : 'staffCharities.create')}
        </Button>
        {charity && charity.pledgeCount === 0 && (
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() => void deleteCharity()}
          >
            {t('staffCharities.delete')}
          </Button>
        )}
      </Group>
    </form>
  );
}
