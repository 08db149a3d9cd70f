import { Paper, Stack, Text, Title } from '@mantine/core';
import '@/styles/money.css';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@charity/domain/currency';
import type { Receipt } from '@charity/domain/payments/payment-api';
import { listNumbers } from './ticket-numbers';

/** DESIGN.md "Receipts and disclosures": everything a licensed raffle's receipt must show. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const issued = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(receipt.IssuedOn));
  const rows: Array<[string, string]> = [
    [t('numbers.receipt.organization'), receipt.OrganizationName],
    [t('numbers.receipt.licence'), receipt.LicenceNumber ?? t('numbers.receipt.none')],
    ...(receipt.CharityName
      ? [[t('numbers.receipt.charity'), receipt.CharityName] as [string, string]]
      : []),
    [t('numbers.receipt.game'), `${receipt.GameName} · ${receipt.GameInstanceName}`],
    [t('numbers.receipt.issued'), issued],
    [
      t('numbers.receipt.numbers', { count: receipt.TicketNumbers.length }),
      listNumbers(receipt.TicketNumbers, i18n.language),
    ],
    [t('numbers.receipt.paid'), `${formatCents(receipt.Amount)} ${receipt.Currency}`],
    [t('numbers.receipt.jurisdiction'), receipt.Jurisdiction],
    [t('numbers.receipt.transaction'), receipt.TransactionId],
    [t('numbers.receipt.receiptNumber'), receipt.ReceiptNumber],
  ];
  return (
    <Paper withBorder radius="md" p="md" bg="var(--brand-surface)" className="receipt">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('numbers.receipt.title')}
        </Title>
        <dl className="receipt__facts">
          {rows.map(([label, value]) => (
            <div key={label} className="receipt__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Text size="sm" c="dimmed">
          {receipt.ResponsibleGaming}
        </Text>
      </Stack>
    </Paper>
  );
}
