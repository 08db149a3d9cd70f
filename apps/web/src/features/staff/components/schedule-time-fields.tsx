import '@/styles/mantine-forms.css';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problems } from './field-problems';

type TimeField = 'opensAt' | 'salesCloseAt' | 'drawAt';

interface ScheduleTimeFieldsProps<F extends TimeField> {
  fields: readonly F[];
  /** The game's IANA zone: the clock the times are typed on. */
  timeZone: string;
  values: Record<F, string>;
  problems: Problems;
  onChange: (field: F, value: string) => void;
}

/** A draw's times on the game's clock, one datetime-local field each. */
export function ScheduleTimeFields<F extends TimeField>({
  fields,
  timeZone,
  values,
  problems,
  onChange,
}: ScheduleTimeFieldsProps<F>) {
  const { t } = useTranslation();
  return fields.map((field) => (
    <TextInput
      key={field}
      type="datetime-local"
      label={t(`staffGames.fields.${field}`)}
      description={timeZone}
      value={values[field]}
      error={problems[field]}
      required
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  ));
}
