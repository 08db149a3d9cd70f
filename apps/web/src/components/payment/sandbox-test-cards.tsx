import '@/styles/mantine-forms.css';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS, type SandboxCardOutcome } from '@charity/domain/payments/test-cards';

/** Every outcome the sandbox models, with Stripe's published test numbers that give it. */
function numbersByOutcome() {
  const grouped = new Map<SandboxCardOutcome, string[]>();
  for (const card of TEST_CARDS) {
    grouped.set(card.outcome, [...(grouped.get(card.outcome) ?? []), card.number]);
  }
  return [...grouped];
}

/** Issue 28: the demo shows which test card gives which outcome, not only 4242. */
export function SandboxTestCards() {
  const { t } = useTranslation();
  return (
    <details className="sandbox-test-cards">
      <Text component="summary" size="xs" c="dimmed">
        {t('payment.card.testCards.title')}
      </Text>
      <Table fz="xs" verticalSpacing={4} mt={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payment.card.testCards.outcome')}</Table.Th>
            <Table.Th>{t('payment.card.testCards.numbers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {numbersByOutcome().map(([outcome, numbers]) => (
            <Table.Tr key={outcome}>
              <Table.Td>{t(`payment.card.testCards.outcomes.${outcome}`)}</Table.Td>
              <Table.Td>
                {numbers.map((number) => (
                  <Text key={number} size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {number}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}
