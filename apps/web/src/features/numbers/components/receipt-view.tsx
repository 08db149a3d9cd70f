import { Paper, Stack, Text, Title } from '@mantine/core';
import '@/styles/money.css';
import { Trans, useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';
import { RESPONSIBLE_GAMING_LINE, type Receipt } from '@charity/domain/payments/payment-api';
import { perNumberCents } from '@charity/domain/bundles/bundles';
import { placeName } from '@charity/domain/address/places';
import { useGameTime } from '@/components/ui/use-game-time';
import { useConfig } from '@/lib/config';
import { refundRows } from './refund-rows';
import { listNumbers } from './ticket-numbers';

/** A prepayment: the last draw paid for, and every draw (the schedule's times ahead). */
function paidDrawRows(
  draws: string[],
  gameTime: (iso: string, options?: { withTime?: boolean }) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): Array<[string, string]> {
  const last = draws[draws.length - 1];
  if (!last) return [];
  return [
    [
      t('numbers.receipt.paidThrough'),
      t('numbers.receipt.paidThroughDraw', { date: gameTime(last) }),
    ],
    [
      t('numbers.receipt.paidDraws', { count: draws.length }),
      draws.map((draw) => gameTime(draw, { withTime: false })).join('; '),
    ],
  ];
}

/** DESIGN.md "Receipts and disclosures": everything a licensed raffle's receipt must show. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const gameTime = useGameTime(receipt.TimeZone);
  const issued = gameTime(receipt.IssuedOn);
  // The organization's own help line where it set one, as the e-mailed receipt names it.
  const helpline = useConfig()?.Organization.Helpline;
  const rows: Array<[string, string]> = [
    [t('numbers.receipt.organization'), receipt.OrganizationName],
    [t('numbers.receipt.licence'), receipt.LicenceNumber ?? t('numbers.receipt.none')],
    ...(receipt.CharityName
      ? [[t('numbers.receipt.charity'), receipt.CharityName] as [string, string]]
      : []),
    [t('numbers.receipt.game'), `${receipt.GameName} · ${receipt.GameInstanceName}`],
    ...paidDrawRows(receipt.PaidDraws ?? [], gameTime, t),
    // One draw: its date, as the mailed receipt gives it (a prepayment lists its draws above).
    ...(!receipt.PaidDraws?.length && receipt.DrawOn
      ? [[t('numbers.receipt.drawDate'), gameTime(receipt.DrawOn)] as [string, string]]
      : []),
    [t('numbers.receipt.issued'), issued],
    [
      t('numbers.receipt.numbers', { count: receipt.TicketNumbers.length }),
      listNumbers(receipt.TicketNumbers, i18n.language),
    ],
    ...(receipt.Bundle
      ? [
          [
            t('numbers.receipt.bundle'),
            t('numbers.receipt.bundleValue', {
              count: receipt.Bundle.Numbers,
              price: formatMoney(receipt.Bundle.Price),
              each: formatMoney(perNumberCents(receipt.Bundle)),
            }),
          ] as [string, string],
        ]
      : []),
    [t('numbers.receipt.paid'), `${formatMoney(receipt.Amount)} ${receipt.Currency}`],
    ...refundRows(receipt.Refunds ?? [], gameTime, t, i18n.language),
    [t('numbers.receipt.jurisdiction'), placeName(receipt.Jurisdiction, i18n.language)],
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
          {/* The standard line is kept in English on the receipt: shown in the reader's language. */}
          {receipt.ResponsibleGaming !== RESPONSIBLE_GAMING_LINE ? (
            receipt.ResponsibleGaming
          ) : helpline ? (
            <Trans
              i18nKey="numbers.receipt.responsibleGamingHelpline"
              values={{ name: helpline.Name, phone: helpline.Phone }}
              // The number on one line: it broke after "1-" at 360 px.
              components={{ phone: <span style={{ whiteSpace: 'nowrap' }} /> }}
            />
          ) : (
            t('numbers.receipt.responsibleGaming')
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
