import '@/styles/mantine-forms.css';
import { Button, Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { ReportInstance } from '@charity/domain/reports/report-api';
import { reportInstanceName } from '@charity/domain/reports/report-instance-label';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodQuery } from '../api/report-queries';

interface PeriodPickerProps {
  instances: ReportInstance[];
  value: PeriodQuery | null;
  onChange: (period: PeriodQuery) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A game instance, or a range of days (inclusive). */
export function PeriodPicker({ instances, value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'instance' | 'dates'>(
    value && 'from' in value ? 'dates' : 'instance',
  );
  const [from, setFrom] = useState(value && 'from' in value ? value.from : today());
  const [to, setTo] = useState(value && 'to' in value ? value.to : today());
  const invalid = !from || !to || from > to;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!invalid) onChange({ from, to });
  }

  return (
    <Stack gap="xs" className="report-no-print">
      <SegmentedControl
        value={mode}
        onChange={(next) => setMode(next === 'dates' ? 'dates' : 'instance')}
        aria-label={t('reports.period.label')}
        data={[
          { value: 'instance', label: t('reports.period.byInstance') },
          { value: 'dates', label: t('reports.period.byDates') },
        ]}
      />
      {mode === 'instance' ? (
        <NativeSelect
          label={t('reports.period.instance')}
          value={value && 'gameInstanceId' in value ? value.gameInstanceId : ''}
          onChange={(event) => onChange({ gameInstanceId: event.currentTarget.value })}
          data={[
            { value: '', label: t('reports.period.chooseInstance'), disabled: true },
            ...instances.map((instance) => ({
              value: instance.Id,
              label: `${reportInstanceName(instance, instances)} (${t(`reports.status.${instance.Status}`, instance.Status)})`,
            })),
          ]}
        />
      ) : (
        <form onSubmit={submit}>
          <Group align="end">
            <TextInput
              type="date"
              label={t('reports.period.from')}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              required
            />
            <TextInput
              type="date"
              label={t('reports.period.to')}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={from && to && from > to ? t('reports.period.reversed') : undefined}
              required
            />
            <Button type="submit" disabled={invalid}>
              {t('reports.period.show')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
