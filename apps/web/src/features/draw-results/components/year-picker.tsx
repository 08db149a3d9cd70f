import '@/styles/mantine-forms.css';
import { NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';

/**
 * The years from the game's first (the server's `FirstYear`; null while unknown) to this one,
 * newest first. The page's own year stays listed, in its place, so the picker shows where the
 * player is even on a year typed in the address.
 */
export function yearOptions(
  currentYear: number,
  firstYear: number | null,
  selected: string,
): string[] {
  const first = Math.min(firstYear ?? currentYear, currentYear);
  const years = Array.from({ length: currentYear - first + 1 }, (_, index) =>
    String(currentYear - index),
  );
  if (years.includes(selected) || !/^\d{4}$/.test(selected)) return years;
  return [...years, selected].sort((a, b) => Number(b) - Number(a));
}

/** Switches the draw results page to another year of the game. */
export function YearPicker({ year, firstYear }: { year: string; firstYear: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t('drawResults.year')}
      value={year}
      data={yearOptions(new Date().getFullYear(), firstYear, year)}
      onChange={(event) => void navigate(paths.game.drawResults(event.currentTarget.value))}
      maw={200}
    />
  );
}
