import '@/styles/mantine-forms.css';
import { Alert, Button, Code, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { REDRAW_REASONS, type RedrawReason, type RedrawsOfDraw } from '@charity/domain/api/redraws';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useCommitRedraw, useRunRedraw } from '../api/redraws';

const parseEntries = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

const errorOf = (error: unknown) =>
  isApiError(error)
    ? (error.ApiErrorResponse?.Message ?? error.message)
    : error
      ? String(error)
      : null;

/** Step 1 (reason, entries, note: commit) and step 2 (run the committed redraw). */
export function RedrawForm({
  organizationId,
  draw,
}: {
  organizationId: string;
  draw: RedrawsOfDraw;
}) {
  const { t } = useTranslation();
  const commit = useCommitRedraw();
  const run = useRunRedraw();
  const last = draw.Redraws.at(-1);
  const drawnLast = draw.Redraws.filter((redraw) => redraw.Result).at(-1);
  const currentNumber = drawnLast?.Result?.WinningNumber ?? draw.WinningNumber;
  const [reason, setReason] = useState<RedrawReason | ''>(
    draw.WinnerSelfExcluded ? 'SelfExcluded' : '',
  );
  const [entries, setEntries] = useState(currentNumber === null ? '' : String(currentNumber));
  const [note, setNote] = useState('');
  // Said at the field rather than a button left disabled without a word.
  const [reasonMissing, setReasonMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setReasonMissing(!reason);
    if (!reason) return;
    commit.mutate({
      OrganizationId: organizationId,
      DrawId: draw.DrawId,
      Reason: reason,
      ExcludedEntries: parseEntries(entries),
      ...(note.trim() ? { Note: note.trim() } : {}),
    });
  }

  if (last && last.Status === 'Committed') {
    return (
      <Stack gap="sm">
        <Alert color="blue">{t('adminRedraws.committed', { sequence: last.Sequence })}</Alert>
        <Text size="sm" fw={600}>
          {t('adminRedraws.commitment')}
        </Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {last.Commitment}
        </Code>
        {run.isError && (
          <Alert color="red" role="alert">
            {errorOf(run.error)}
          </Alert>
        )}
        <Button
          loading={run.isPending}
          onClick={() => run.mutate({ OrganizationId: organizationId, RedrawId: last.Id })}
        >
          {t('adminRedraws.run', { sequence: last.Sequence })}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={640}>
        <NativeSelect
          label={t('adminRedraws.reason')}
          required
          value={reason}
          error={reasonMissing ? t('adminRedraws.reasonNeeded') : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value as RedrawReason | '';
            setReason(value);
            if (value) setReasonMissing(false);
          }}
          data={[
            { value: '', label: t('adminRedraws.reasonPlaceholder') },
            ...REDRAW_REASONS.map((value) => ({
              value,
              label: t(`adminRedraws.reasons.${value}`),
            })),
          ]}
        />
        <TextInput
          label={t('adminRedraws.excluded')}
          description={t('adminRedraws.excludedHint')}
          required
          value={entries}
          onChange={(event) => setEntries(event.currentTarget.value)}
        />
        <Textarea
          label={t('adminRedraws.note')}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {commit.isError && (
          <Alert color="red" role="alert">
            {errorOf(commit.error)}
          </Alert>
        )}
        {/* A paid prize: the screen says so above the form (adminRedraws.prizePaid). */}
        <Button type="submit" loading={commit.isPending} disabled={draw.PrizePaid}>
          {t('adminRedraws.commit')}
        </Button>
      </Stack>
    </form>
  );
}
