import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brandName, expiryLabel, type SavedCard } from '@/components/payment/card-label';

interface SavedCardRowProps {
  card: SavedCard;
  removing: boolean;
  onRemove: () => void;
}

export function SavedCardRow({ card, removing, onRemove }: SavedCardRowProps) {
  const { t } = useTranslation();
  const brand = brandName(card.Brand);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--brand-surface)" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text fw={600}>{t('paymentMethods.cardName', { brand, last4: card.Last4 })}</Text>
          <Text size="sm" c="dimmed">
            {t('paymentMethods.expires', { expiry: expiryLabel(card) })}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="sm"
          color="red"
          // Its label stays whole beside a long card name ("Retirer" was cut in French).
          style={{ flexShrink: 0 }}
          loading={removing}
          onClick={onRemove}
          aria-label={t('paymentMethods.removeLabel', { brand, last4: card.Last4 })}
        >
          {t('paymentMethods.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
