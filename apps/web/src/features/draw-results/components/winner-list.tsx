import { Alert, Anchor, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@charity/domain/api/winner-circle';
import { drawPaths } from '@charity/domain/draw-paths';
import { formatMoney } from '@/lib/i18n/format';
import { FactList } from '@/components/ui/fact-list';
import { useGameTime } from '@/components/ui/use-game-time';

/** The draw's own id: an extra draw's or a redraw's, else the instance's (its main draw). */
const drawIdOf = (winner: Winner) => winner.DrawId ?? winner.GameInstanceId;

function WinnerCard({ winner }: { winner: Winner }) {
  const { t } = useTranslation();
  const gameTime = useGameTime();
  const drawId = drawIdOf(winner);
  const headingId = `draw-${drawId}`;
  const paid = winner.DisplayName !== null;
  const name = winner.PrizeName
    ? `${winner.GameInstanceName} — ${winner.PrizeName}`
    : winner.GameInstanceName;
  const reason = (code: string) => t(`drawResults.reasons.${code}`, { defaultValue: code });
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Group gap="xs" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {name}
        </Title>
        {winner.RedrawReason && <Badge color="gray.7">{t('drawResults.redrawOf')}</Badge>}
      </Group>
      {winner.RedrawnBecause && (
        <Alert color="yellow" mb="xs">
          {t('drawResults.redrawnBecause', { reason: reason(winner.RedrawnBecause) })}
        </Alert>
      )}
      <FactList
        facts={[
          {
            label: t('drawResults.date'),
            value: gameTime(winner.DrawnOn, { withTime: false }),
          },
          { label: t('drawResults.number'), value: winner.WinningNumber },
          {
            label: t('drawResults.winner'),
            value: winner.DisplayName ?? t('drawResults.noWinner'),
          },
          paid
            ? { label: t('drawResults.prize'), value: formatMoney(winner.Prize) }
            : { label: t('drawResults.rollover'), value: formatMoney(winner.Rollover) },
          ...(winner.RedrawReason
            ? [{ label: t('drawResults.redrawReason'), value: reason(winner.RedrawReason) }]
            : []),
        ]}
      />
      <Text>
        <Anchor
          component={Link}
          to={drawPaths.verify(drawId)}
          aria-label={t('drawResults.verifyNamed', { name })}
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
        <Box component="li" key={drawIdOf(winner)}>
          <WinnerCard winner={winner} />
        </Box>
      ))}
    </Stack>
  );
}
