import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ExtraDraw } from '@charity/domain/api/extra-draws';
import { prizeAbovePot } from '@charity/domain/draws/extra-prize-warning';
import { drawPaths } from '@charity/domain/draw-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { useGameTime } from '@/components/ui/use-game-time';
import { useStaffMay } from '@/api/staff-may';
import { isApiError } from '@/lib/api-error';
import { dialogs } from '@/lib/dialog-service';
import { formatMoney } from '@/lib/i18n/format';
import { extraDrawsQueryOptions, useRunExtraDraw } from '../api/extra-draws';
import { ExtraDrawForm } from './extra-draw-form';

interface CardProps {
  draw: ExtraDraw;
  organizationId: string;
  /** The instance's pot so far, in cents (a fixed prize above it is pointed out). */
  potCents: number | undefined;
  /** The game's zone: its times read on the game's clock. */
  gameTimeZone?: string | null;
}

/** Not run yet: when it runs by itself, and whether staff may run it now or once entries close. */
function pendingLine(draw: ExtraDraw, mayRun: boolean, when: (iso: string) => string) {
  const times = { drawAt: when(draw.DrawAt), cutoffAt: when(draw.CutoffAt) };
  if (!mayRun) return ['adminExtraDraws.pendingAuto', times] as const;
  return Date.parse(draw.CutoffAt) <= Date.now()
    ? (['adminExtraDraws.pendingNow', times] as const)
    : (['adminExtraDraws.pendingLater', times] as const);
}

function ExtraDrawCard({ draw, organizationId, potCents, gameTimeZone = null }: CardProps) {
  const { t } = useTranslation();
  const when = useGameTime(gameTimeZone);
  const run = useRunExtraDraw();
  const mayRun = useStaffMay()('POST /api/draw/extra/run');
  const facts: Fact[] = [
    {
      label: t('adminExtraDraws.prize'),
      value:
        draw.Prize.Kind === 'Fixed'
          ? formatMoney(draw.Prize.Amount)
          : t('adminExtraDraws.share', { percent: draw.Prize.Percent }),
    },
    { label: t('adminExtraDraws.cutoff'), value: when(draw.CutoffAt) },
    { label: t('adminExtraDraws.drawAt'), value: when(draw.DrawAt) },
    { label: t('adminDraw.view.commitment'), value: draw.Commitment, code: true },
  ];
  if (draw.Result) {
    facts.push(
      {
        label: t('adminDraw.result.winningNumber'),
        value: draw.Result.WinningNumber ?? t('adminDraw.result.none'),
      },
      { label: t('adminExtraDraws.winner'), value: draw.Result.WinnerDisplayName ?? '—' },
      // "Prize won", not a second "Prize" beside the prize set above (one label, one fact).
      { label: t('adminExtraDraws.prizeWon'), value: formatMoney(draw.Result.Prize) },
    );
  }
  const refusal = isApiError(run.error) ? run.error.ApiErrorResponse?.Message : null;
  const aboveThePot =
    !draw.Result && potCents !== undefined && prizeAbovePot(draw.Prize, potCents)
      ? t('adminExtraDraws.prizeAbovePot', {
          prize: formatMoney(draw.Prize.Kind === 'Fixed' ? draw.Prize.Amount : 0),
          pot: formatMoney(potCents),
        })
      : null;
  // Drawing a fixed prize above the pot commits the charity to pay it: acknowledged first.
  async function runNow() {
    if (aboveThePot) {
      const acknowledged = await dialogs.confirm({
        title: t('adminExtraDraws.run', { name: draw.Name }),
        message: aboveThePot,
      });
      if (!acknowledged) return;
    }
    run.mutate({ OrganizationId: organizationId, ExtraDrawId: draw.Id });
  }
  return (
    <Card withBorder component="article" aria-label={draw.Name}>
      <Title order={3} size="h5" mb="xs">
        {draw.Name}
      </Title>
      <FactList facts={facts} />
      {draw.Status === 'Scheduled' && <Text mb="xs">{t(...pendingLine(draw, mayRun, when))}</Text>}
      {aboveThePot && (
        // Accepted: the charity guarantees a fixed prize; the staff member should know (issue 27).
        <Alert color="yellow" mb="xs">
          {aboveThePot}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" role="alert" mb="xs">
          {refusal}
        </Alert>
      )}
      {draw.Result ? (
        <Anchor component={Link} to={drawPaths.verify(draw.Id)}>
          {t('adminDraw.result.verify')}
        </Anchor>
      ) : (
        mayRun && (
          // Before its cut-off the server refuses (409, shown above): entries are still taken.
          <Button loading={run.isPending} onClick={() => void runNow()}>
            {t('adminExtraDraws.run', { name: draw.Name })}
          </Button>
        )
      )}
    </Card>
  );
}

/**
 * The instance's extra draws (early bird, second prize): times, commitment, result, Run; and,
 * for a role that may add one while the draw is not drawn, the form that adds one.
 */
export function ExtraDrawsPanel({
  organizationId,
  instanceId,
  potCents,
  timeZone = null,
  gameTimeZone = null,
}: {
  organizationId: string;
  instanceId: string;
  potCents?: number;
  /** The game's zone, when one may be added (a draw not drawn nor cancelled). */
  timeZone?: string | null;
  /** The game's zone, where the times of its extra draws are read. */
  gameTimeZone?: string | null;
}) {
  const { t } = useTranslation();
  const list = useQuery({
    ...extraDrawsQueryOptions(organizationId, instanceId),
    enabled: !!organizationId && !!instanceId,
  });
  const mayAdd = useStaffMay()('POST /api/draw/extra') && !!timeZone;
  const draws = list.data?.ExtraDraws ?? [];
  if (draws.length === 0 && !mayAdd) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('adminExtraDraws.title')}
      </Title>
      {draws.map((draw) => (
        <ExtraDrawCard
          key={draw.Id}
          draw={draw}
          organizationId={organizationId}
          potCents={potCents}
          gameTimeZone={gameTimeZone ?? timeZone}
        />
      ))}
      {mayAdd && timeZone && (
        <ExtraDrawForm
          organizationId={organizationId}
          instanceId={instanceId}
          timeZone={timeZone}
        />
      )}
    </Stack>
  );
}

/**
 * The extra draws of the game's instances other than the one shown (the draw screen's answer
 * names them): after the main draw the screen shows the next instance, and the drawn one's
 * extra draws, still to run or just run, stay here under its name.
 */
export function EarlierExtraDraws({
  draws,
  organizationId,
  gameTimeZone,
}: {
  draws: (ExtraDraw & { GameInstanceName: string })[];
  organizationId: string;
  gameTimeZone: string | null;
}) {
  const { t } = useTranslation();
  const byInstance = new Map<string, typeof draws>();
  for (const draw of draws) {
    byInstance.set(draw.GameInstanceId, [...(byInstance.get(draw.GameInstanceId) ?? []), draw]);
  }
  return [...byInstance.values()].map((group) => (
    <Stack gap="sm" key={group[0]?.GameInstanceId}>
      <Title order={2} size="h4">
        {t('adminExtraDraws.ofInstance', { name: group[0]?.GameInstanceName })}
      </Title>
      {group.map((draw) => (
        <ExtraDrawCard
          key={draw.Id}
          draw={draw}
          organizationId={organizationId}
          potCents={undefined}
          gameTimeZone={gameTimeZone}
        />
      ))}
    </Stack>
  ));
}
