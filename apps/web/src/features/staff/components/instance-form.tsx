import '@/styles/mantine-forms.css';
import { Button, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { instanceSetupSchema } from '@charity/domain/setup/instance-setup';
import { useCreateInstance } from '../api/game-setup';
import { problemsFromError, problemsOf, type Problems } from './field-problems';

const TIMES = ['opensAt', 'salesCloseAt', 'drawAt'] as const;

/**
 * The game's next instance: its name and schedule on the game's clock, suggested after the
 * last instance's draw. Checked with the server's schema first; the server adds overlaps.
 */
interface InstanceFormProps {
  game: GameSetup;
  /** Told the instance's name and whether it opened at once. */
  onCreated: (name: string, open: boolean) => void;
}

export function InstanceForm({ game, onCreated }: InstanceFormProps) {
  const { t } = useTranslation();
  const create = useCreateInstance(game.id);
  const [form, setForm] = useState({ ...game.next, description: '' });
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: string, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = instanceSetupSchema.safeParse(form);
    if (!parsed.success) return setProblems(problemsOf(parsed.error.issues));
    setProblems({});
    create.mutate(parsed.data, {
      onSuccess: (instance) => onCreated(instance.name, instance.status === 'Open'),
      onError: (error) => setProblems(problemsFromError(error)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('staffGames.nextOf', { name: game.name })}>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }}>
        <TextInput
          label={t('staffGames.fields.name')}
          value={form.name}
          error={problems.name}
          required
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        {TIMES.map((field) => (
          <TextInput
            key={field}
            type="datetime-local"
            label={t(`staffGames.fields.${field}`)}
            description={game.timeZone}
            value={form[field]}
            error={problems[field]}
            required
            onChange={(event) => set(field, event.currentTarget.value)}
          />
        ))}
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
      <Button type="submit" mt="md" loading={create.isPending}>
        {t('staffGames.create')}
      </Button>
    </form>
  );
}
