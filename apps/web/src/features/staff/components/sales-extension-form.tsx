import '@/styles/mantine-forms.css';
import { Box, Button, Group, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nameInLanguage } from '@charity/domain/setup/name-in-language';
import type { GameSetup, InstanceRow } from '@charity/domain/setup/game-setup';
import { salesExtensionSchema } from '@charity/domain/setup/sales-extension';
import { wallTimeOf } from '@charity/domain/setup/wall-time';
import { FormError } from '@/components/form/form-error';
import { useExtendSales } from '../api/instance-changes';
import { ScheduleTimeFields } from './schedule-time-fields';
import { problemsFromError, problemsOf, refusalOf, type Problems } from './field-problems';

const EXTENDED_TIMES = ['salesCloseAt', 'drawAt'] as const;

interface SalesExtensionFormProps {
  game: GameSetup;
  instance: InstanceRow;
  onExtended: (instance: InstanceRow) => void;
  onKeep: () => void;
}

/**
 * Sells on past the planned close of an open draw (a big night): a later close and, if need
 * be, a later draw, on the game's clock, with the reason the audit log keeps.
 */
export function SalesExtensionForm({
  game,
  instance,
  onExtended,
  onKeep,
}: SalesExtensionFormProps) {
  const { t, i18n } = useTranslation();
  const extend = useExtendSales(game.id, instance.id);
  const [form, setForm] = useState({
    salesCloseAt: wallTimeOf(instance.salesCloseAt, game.timeZone),
    drawAt: wallTimeOf(instance.drawAt, game.timeZone),
    reason: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: keyof typeof form, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = salesExtensionSchema.safeParse(form);
    if (!parsed.success) return setProblems(problemsOf(parsed.error.issues));
    setProblems({});
    extend.mutate(parsed.data, {
      onSuccess: onExtended,
      onError: (error) => {
        const byField = problemsFromError(error);
        setProblems(byField);
        if (Object.keys(byField).length === 0) {
          setRefusal(refusalOf(error) ?? t('common.loadFailed'));
        }
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('staffGames.extendOf', { name: nameInLanguage(instance, i18n.language) })}
    >
      <Text size="sm" mb="xs">
        {t('staffGames.extendHelp', { name: nameInLanguage(instance, i18n.language) })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ScheduleTimeFields
          fields={EXTENDED_TIMES}
          timeZone={game.timeZone}
          values={form}
          problems={problems}
          onChange={set}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('staffGames.reason')}
        description={t('staffGames.extendReasonHelp')}
        value={form.reason}
        // The schema's words are the server's English: the screen says it in the reader's language.
        error={problems.reason ? t('staffGames.extendReasonNeeded') : undefined}
        onChange={(event) => set('reason', event.currentTarget.value)}
        maxLength={500}
        required
        autosize
        minRows={2}
      />
      <Box mt="sm">
        <FormError message={refusal} />
      </Box>
      <Group mt="md">
        <Button type="submit" loading={extend.isPending}>
          {t('staffGames.confirmExtend')}
        </Button>
        <Button variant="default" onClick={onKeep}>
          {t('staffGames.keep')}
        </Button>
      </Group>
    </form>
  );
}
