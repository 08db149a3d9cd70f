import '@/styles/mantine-forms.css';
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { EARLIEST_DATE, LATEST_DATE } from '@charity/domain/requests/bounded-date';
import { MAX_EXPENSE_DESCRIPTION } from '@charity/domain/reports/financial-return';
import type { ReportInstance } from '@charity/domain/reports/report-api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordExpense } from '../api/financial-return';
import { ExpenseRefusal } from './expense-refusal';

interface ExpenseFormProps {
  instances: ReportInstance[];
  /** The draw the page shows, chosen first. */
  defaultInstanceId: string | undefined;
}

/** Dollars and cents as typed ("12.50", "12,50", "-3") to cents; null when it is not a sum. */
export function centsOf(text: string): number | null {
  const match = /^\s*(-?)(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Enters one expense of one draw. Only the amount is read here (dollars to cents); what the
 * server refuses (an unsafe description, a date out of range, an amount not above zero) is
 * shown with its message, field by field.
 */
export function ExpenseForm({ instances, defaultInstanceId }: ExpenseFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const record = useRecordExpense();
  const [instanceId, setInstanceId] = useState(defaultInstanceId ?? instances[0]?.Id ?? '');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [spentOn, setSpentOn] = useState(today());
  const [amountError, setAmountError] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = centsOf(amount);
    setAmountError(cents === null);
    setSaved(null);
    if (cents === null || record.isPending) return;
    record.mutate(
      { GameInstanceId: instanceId, Description: description, Amount: cents, SpentOn: spentOn },
      {
        onSuccess: (expense) => {
          setSaved(expense.Description);
          setDescription('');
          setAmount('');
        },
      },
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" className="report-no-print">
      <Title order={2} size="h3" id={headingId}>
        {t('reports.financialReturn.expense.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs" maw={560}>
          <NativeSelect
            label={t('reports.financialReturn.draw')}
            value={instanceId}
            onChange={(event) => setInstanceId(event.currentTarget.value)}
            data={instances.map((instance) => ({ value: instance.Id, label: instance.Name }))}
            required
          />
          <TextInput
            label={t('reports.financialReturn.expense.description')}
            description={t('reports.financialReturn.expense.descriptionHint')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={MAX_EXPENSE_DESCRIPTION}
            required
          />
          <Group align="start" grow>
            <TextInput
              label={t('reports.financialReturn.expense.amount')}
              description={t('reports.financialReturn.expense.amountHint')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={amountError ? t('reports.financialReturn.expense.amountInvalid') : undefined}
              required
            />
            <TextInput
              type="date"
              label={t('reports.financialReturn.expense.spentOn')}
              value={spentOn}
              min={EARLIEST_DATE}
              max={LATEST_DATE}
              onChange={(event) => setSpentOn(event.currentTarget.value)}
              required
            />
          </Group>
          {record.isError && <ExpenseRefusal error={record.error} />}
          {saved !== null && !record.isError && (
            <Alert color="green" role="status">
              {t('reports.financialReturn.expense.saved', { description: saved })}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={record.isPending} disabled={!instanceId}>
              {t('reports.financialReturn.expense.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
