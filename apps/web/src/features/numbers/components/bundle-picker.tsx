import '@/styles/mantine-forms.css';
import { Radio, Stack, Text } from '@mantine/core';
import { perNumberCents, type Bundle } from '@charity/domain/bundles/bundles';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';

/** The choice's value: `single`, or the size of a bundle. */
export const SINGLE = 'single';

interface BundlePickerProps {
  bundles: Bundle[];
  ticketPrice: number;
  remaining: number;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * Single numbers or a bundle, each with its price per number (AGCO 2.2.2: multi-number
 * discounts disclosed before paying). A bundle larger than what the player may still buy is
 * shown, disabled, with the reason.
 */
export function BundlePicker(props: BundlePickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('numbers.bundles.legend')} value={props.value} onChange={props.onChange}>
      <Stack gap="xs" mt="xs">
        <Radio
          value={SINGLE}
          disabled={props.disabled}
          label={t('numbers.bundles.single', { price: formatMoney(props.ticketPrice) })}
        />
        {props.bundles.map((bundle) => {
          const tooMany = bundle.Numbers > props.remaining;
          return (
            <Radio
              key={bundle.Numbers}
              value={String(bundle.Numbers)}
              disabled={props.disabled || tooMany}
              label={t('numbers.bundles.bundle', {
                count: bundle.Numbers,
                price: formatMoney(bundle.Price),
              })}
              description={
                <Text span size="sm">
                  {t('numbers.bundles.each', { price: formatMoney(perNumberCents(bundle)) })}
                  {tooMany && ` · ${t('numbers.bundles.tooMany', { count: props.remaining })}`}
                </Text>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/** The bundle a choice names, or null for single numbers. */
export const chosenBundle = (bundles: Bundle[], value: string): Bundle | null =>
  bundles.find((bundle) => String(bundle.Numbers) === value) ?? null;
