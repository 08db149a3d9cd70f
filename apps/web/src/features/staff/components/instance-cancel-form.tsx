import '@/styles/mantine-forms.css';
import { Box, Button, Group, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@charity/domain/setup/game-setup';
import type { InstanceCancelResult } from '@charity/domain/setup/instance-changes';
import { FormError } from '@/components/form/form-error';
import { useCancelInstance } from '../api/instance-changes';
import { refusalOf } from './field-problems';

interface InstanceCancelFormProps {
  gameId: string;
  instance: InstanceRow;
  onCancelled: (result: InstanceCancelResult) => void;
  onKeep: () => void;
}

/**
 * Cancels a draw that has not run, with the reason players and the audit log are given. What
 * follows is said before: sales stop, every paid entry is refunded, it never draws.
 */
export function InstanceCancelForm({
  gameId,
  instance,
  onCancelled,
  onKeep,
}: InstanceCancelFormProps) {
  const { t } = useTranslation();
  const cancel = useCancelInstance(gameId, instance.id);
  const [reason, setReason] = useState('');
  // A key, not a text: the message follows a change of language.
  const [needsReason, setNeedsReason] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const short = reason.trim().length < 3;
    setNeedsReason(short);
    if (short) return;
    cancel.mutate(
      { reason: reason.trim() },
      {
        onSuccess: onCancelled,
        onError: (error) => setRefusal(refusalOf(error) ?? t('common.loadFailed')),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('staffGames.cancelOf', { name: instance.name })}
    >
      <Text size="sm" mb="xs">
        {t('staffGames.cancelWarning', { name: instance.name })}
      </Text>
      <Textarea
        label={t('staffGames.reason')}
        description={t('staffGames.reasonHelp')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setNeedsReason(false);
        }}
        maxLength={500}
        required
        autosize
        minRows={2}
      />
      <Box mt="sm">
        <FormError message={needsReason ? t('staffGames.reasonNeeded') : refusal} />
      </Box>
      <Group mt="md">
        <Button type="submit" color="red" loading={cancel.isPending}>
          {t('staffGames.confirmCancel')}
        </Button>
        <Button variant="default" onClick={onKeep}>
          {t('staffGames.keep')}
        </Button>
      </Group>
    </form>
  );
}
