import { Anchor, Box, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@charity/domain/api/winner-circle';
import { drawPaths } from '@charity/domain/draw-paths';
import { formatCents } from '@charity/domain/currency';
import { FactList } from '@/components/ui/fact-list';

function WinnerCard({ winner }: { winner: Winner }) {
  const { t, i18n } = useTranslation();
  const headingId = `draw-${winner.GameInstanceId}`;
  const paid = winner.DisplayName !== null;
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {winner.GameInstanceName}
      </Title>
      <FactList
        facts={[
          {
            label: t('drawResults.date'),
            value: new Date(winner.DrawnOn).toLocaleDateString(i18n.language, {
              dateStyle: 'long',
            }),
          },
          { label: t('drawResults.number'), value: winner.WinningNumber },
          {
            label: t('drawResults.winner'),
            value: winner.DisplayName ?? t('drawResults.noWinner'),
          },
          paid
            ? { label: t('drawResults.prize'), value: formatCents(winner.Prize) }
            : { label: t('drawResults.rollover'), value: formatCents(winner.Rollover) },
        ]}
      />
      <Text>
        <Anchor
          component={Link}
          to={drawPaths.verify(winner.GameInstanceId)}
          aria-label={t('drawResults.verifyNamed', { name: winner.GameInstanceName })}
        >
          {t('drawResults.verify')}
        </Anchor>
      </Text>
    </Card>
  );
}

/** The winner circle of one year: one card per draw, in the order the server gives. */
export function WinnerList({ winners }: { winners: Winner[] }) {
  const { t } = useTranslation();
  if (winners.length === 0) return <Text>{t('drawResults.none')}</Text>;
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {winners.map((winner) => (
        <Box component="li" key={winner.GameInstanceId}>
          <WinnerCard winner={winner} />
        </Box>
      ))}
    </Stack>
  );
}
