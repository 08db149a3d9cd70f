import '@/styles/mantine-forms.css';
import { NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';

/** How many past years the picker offers besides the current one. */
export const PAST_YEARS = 5;

export function yearOptions(currentYear: number, selected: string): string[] {
  const years = Array.from({ length: PAST_YEARS + 1 }, (_, index) => String(currentYear - index));
  return years.includes(selected) || !/^\d{4}$/.test(selected) ? years : [selected, ...years];
}

/** Switches the draw results page to another year. */
export function YearPicker({ year }: { year: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t('drawResults.year')}
      value={year}
      data={yearOptions(new Date().getFullYear(), year)}
      onChange={(event) => void navigate(paths.game.drawResults(event.currentTarget.value))}
      maw={200}
    />
  );
}
