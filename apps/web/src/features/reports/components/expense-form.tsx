import '@/styles/mantine-forms.css';
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { EARLIEST_DATE } from '@charity/domain/requests/bounded-date';
import {
  latestExpenseDate,
  MAX_EXPENSE_DESCRIPTION,
} from '@charity/domain/reports/financial-return';
import type { ReportInstance } from '@charity/domain/reports/report-api';
import { reportInstanceName } from '@charity/domain/reports/report-instance-label';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { wallTimeOf } from '@charity/domain/setup/wall-time';
import { useRecordExpense } from '../api/financial-return';
import { centsOf, expenseProblems, type ExpenseProblems } from './expense-checks';
import { ExpenseRefusal } from './expense-refusal';

interface ExpenseFormProps {
  instances: ReportInstance[];
  /** The draw the page shows, chosen first. */
  defaultInstanceId: string | undefined;
  /** The game's zone: the date starts at today there (not the UTC day). */
  timeZone?: string | undefined;
}

const today = (timeZone: string | undefined) =>
  wallTimeOf(new Date().toISOString(), timeZone ?? DEFAULT_ZONE).slice(0, 10);
const DEFAULT_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Enters one expense of one draw: the draw the page shows unless another is picked here. Each
 * field's problem is said under it before sending (expense-checks); what the server still
 * refuses (an unsafe description) is shown with its message, field by field.
 */
export function ExpenseForm({ instances, defaultInstanceId, timeZone }: ExpenseFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const record = useRecordExpense();
  // A draw picked here holds while the page shows the same period; a new period is the default.
  const [picked, setPicked] = useState<{ under: string | undefined; id: string } | null>(null);
  const instanceId =
    picked && picked.under === defaultInstanceId
      ? picked.id
      : (defaultInstanceId ?? instances[0]?.Id ?? '');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  // Today in the game's zone until staff pick a date (the zone arrives with the return).
  const [pickedOn, setSpentOn] = useState<string | null>(null);
  const spentOn = pickedOn ?? today(timeZone);
  const [problems, setProblems] = useState<ExpenseProblems>({});
  const [saved, setSaved] = useState<string | null>(null);
  const problem = (field: keyof ExpenseProblems) => {
    const key = problems[field];
    return key
      ? t(`reports.financialReturn.expense.check.${key}`, {
          max: MAX_EXPENSE_DESCRIPTION,
          count: description.trim().length,
        })
      : undefined;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = expenseProblems({ description, amount, spentOn });
    const cents = centsOf(amount);
    setProblems(found);
    setSaved(null);
    if (Object.keys(found).length > 0 || cents === null || record.isPending) return;
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
            onChange={(event) =>
              setPicked({ under: defaultInstanceId, id: event.currentTarget.value })
            }
            data={instances.map((instance) => ({
              value: instance.Id,
              label: reportInstanceName(instance, instances),
            }))}
            required
          />
          <TextInput
            label={t('reports.financialReturn.expense.description')}
            description={t('reports.financialReturn.expense.descriptionHint')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={problem('description')}
            required
          />
          <Group align="start" grow>
            <TextInput
              label={t('reports.financialReturn.expense.amount')}
              description={t('reports.financialReturn.expense.amountHint')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={problem('amount')}
              required
            />
            <TextInput
              type="date"
              label={t('reports.financialReturn.expense.spentOn')}
              value={spentOn}
              min={EARLIEST_DATE}
              max={latestExpenseDate()}
              onChange={(event) => setSpentOn(event.currentTarget.value)}
              error={problem('spentOn')}
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
