import '@/styles/mantine-forms.css';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';

interface DrawsPickerProps {
  max: number;
  /** The price of one draw of the chosen numbers. */
  drawPrice: number;
  value: number;
  onChange: (draws: number) => void;
  disabled?: boolean;
}

/** This draw only, or this one and the next ones paid at once (up to the game's limit). */
export function DrawsPicker({ max, drawPrice, value, onChange, disabled }: DrawsPickerProps) {
  const { t } = useTranslation();
  const choices = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <Radio.Group
      label={t('numbers.prepay.legend')}
      description={t('numbers.prepay.hint')}
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      <Stack gap="xs" mt="xs">
        {choices.map((draws) => (
          <Radio
            key={draws}
            value={String(draws)}
            disabled={disabled}
            label={t('numbers.prepay.draws', {
              count: draws,
              price: formatMoney(drawPrice * draws),
            })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
