import '@/styles/mantine-forms.css';
import { Box, Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSetup, InstanceRow } from '@charity/domain/setup/game-setup';
import { instanceSetupSchema, type InstanceSetupInput } from '@charity/domain/setup/instance-setup';
import { FormError } from '@/components/form/form-error';
import { ScheduleTimeFields } from './schedule-time-fields';
import { problemsFromError, problemsOf, refusalOf, type Problems } from './field-problems';
import { frenchOf, frenchProblem, translationsOf } from './french-texts';

const TIMES = ['opensAt', 'salesCloseAt', 'drawAt'] as const;
const FRENCH_FIELDS = ['name', 'description'] as const;

interface InstanceFormProps {
  game: GameSetup;
  /** What the fields start with: the next suggestion, or the draw being edited. */
  initial: InstanceSetupInput;
  label: string;
  submitLabel: string;
  /** Schedules a new draw or saves the one being edited. */
  save: UseMutationResult<InstanceRow, Error, InstanceSetupInput>;
  /** Told the draw as the server answered it. */
  onSaved: (instance: InstanceRow) => void;
  /** The fields start with a suggestion: a French name not typed follows the English one. */
  suggested?: boolean;
  /** More buttons beside the submit one (e.g. "Keep it as it is"). */
  children?: ReactNode;
}

/**
 * A draw's name (English and French) and schedule on the game's clock. Checked with the server's schema first;
 * the server adds overlaps and times past, and refuses a draw that has opened.
 */
export function InstanceForm({
  game,
  initial,
  label,
  submitLabel,
  save,
  onSaved,
  suggested = false,
  children,
}: InstanceFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ description: '', ...initial });
  const [french, setFrench] = useState(() => frenchOf(initial.translations, FRENCH_FIELDS));
  // Staff typed the French name: it stays as typed whatever the English name becomes.
  const [frenchTyped, setFrenchTyped] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: string, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = instanceSetupSchema.safeParse({ ...form, translations: translationsOf(french) });
    if (!parsed.success) return setProblems(problemsOf(parsed.error.issues));
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        const byField = problemsFromError(error);
        setProblems(byField);
        if (Object.keys(byField).length === 0) setRefusal(refusalOf(error));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }}>
        <TextInput
          label={t('staffGames.fields.name')}
          value={form.name}
          error={problems.name}
          required
          onChange={(event) => {
            const name = event.currentTarget.value;
            set('name', name);
            // The suggested French name fits the suggested English one only.
            if (suggested && !frenchTyped) {
              const suggestion = frenchOf(initial.translations, FRENCH_FIELDS).name;
              setFrench((current) => ({
                ...current,
                name: name === initial.name ? suggestion : '',
              }));
            }
          }}
        />
        <ScheduleTimeFields
          fields={TIMES}
          timeZone={game.timeZone}
          values={form}
          problems={problems}
          onChange={set}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        autosize
        minRows={2}
        label={t('staffGames.fields.description')}
        value={form.description}
        error={problems.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="sm">
        <TextInput
          lang="fr"
          label={t('staffFrenchTexts.instanceName')}
          description={t('staffFrenchTexts.help')}
          value={french.name}
          error={problems[frenchProblem('name')]}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setFrenchTyped(true);
            setFrench((current) => ({ ...current, name }));
          }}
        />
        <Textarea
          lang="fr"
          autosize
          minRows={1}
          label={t('staffFrenchTexts.instanceDescription')}
          value={french.description}
          error={problems[frenchProblem('description')]}
          onChange={(event) => {
            const description = event.currentTarget.value;
            setFrench((current) => ({ ...current, description }));
          }}
        />
      </SimpleGrid>
      <Box mt="sm">
        <FormError message={refusal} />
      </Box>
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
        {children}
      </Group>
    </form>
  );
}
