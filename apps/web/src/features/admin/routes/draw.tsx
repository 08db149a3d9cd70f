import { Alert, Button, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { useStaffMay } from '@/api/staff-may';
import { ReadOnlyNotice } from '@/features/staff/components/read-only-notice';
import { isApiError } from '@/lib/api-error';
import { useGameTime } from '@/components/ui/use-game-time';
import { useConfig } from '@/lib/config';
import { dialogs } from '@/lib/dialog-service';
import { useManualDrawView, useRunManualDraw } from '../api/manual-draw';
import { DrawGamePicker } from '../components/draw-game-picker';
import { DrawRefusal } from '../components/draw-refusal';
import { DrawResultCard } from '../components/draw-result-card';
import { EarlierExtraDraws, ExtraDrawsPanel } from '../components/extra-draws-panel';
import { ManualDrawSummary } from '../components/manual-draw-summary';
import { PrizeClaimsPanel } from '../components/prize-claims-panel';

/**
 * /admin/draw: the current instance, then the manual draw behind a confirmation; its extra
 * draws and every prize's claim. A game drawn on schedule has no Run here, the rest stays.
 */
export function AdminDrawPage() {
  const { t, i18n } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  // The game shown: the current one until staff pick another (issue 27).
  const [gameId, setGameId] = useState<string | null>(null);
  const view = useManualDrawView(gameId);
  const run = useRunManualDraw();
  // An auditor reads the draw; only a role that may run it is offered the button.
  const instance = view.data?.GameInstance;
  const automatic = instance ? !instance.ManualDraw : false;
  const mayRunCall = useStaffMay()('POST /api/draw/manual/run');
  const mayRun = mayRunCall && !automatic;
  // One confirmation and one run at a time: a double click on Run or on Confirm has one effect.
  const busy = useRef(false);
  const when = useGameTime(instance?.TimeZone ?? null);

  const extraDraws = view.data?.ExtraDraws ?? [];
  // The shown instance's extra draws not run yet: the confirmation names them.
  const extrasToRun = extraDraws.filter(
    (draw) => draw.GameInstanceId === instance?.Id && draw.Status === 'Scheduled',
  );

  async function confirmAndRun() {
    if (!instance || busy.current) return;
    busy.current = true;
    try {
      // Before the scheduled close, say what running now does: sales close now.
      const message =
        view.data && Date.parse(view.data.SalesCloseAt) > Date.now()
          ? t('adminDraw.confirm.early', {
              name: instance.Name,
              closeAt: when(view.data.SalesCloseAt),
            })
          : t('adminDraw.confirm.message', { name: instance.Name });
      // Its extra draws not run yet are neither run nor closed by it: say so, by name.
      const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
        extrasToRun.map((draw) => `${draw.Name} (${when(draw.DrawAt)})`),
      );
      const confirmed = await dialogs.confirm({
        title: t('adminDraw.confirm.title'),
        message: extrasToRun.length
          ? `${message}\n\n${t('adminDraw.confirm.extras', { count: extrasToRun.length, list })}`
          : message,
      });
      if (!confirmed) return;
      await run
        .mutateAsync({ OrganizationId: organizationId, GameInstanceId: instance.Id })
        .catch(() => undefined);
    } finally {
      busy.current = false;
    }
  }

  const lastDraw = view.data?.LastDraw ?? null;
  // The result of the draw run here, or (after a reload) of the game's latest draw.
  const result = run.data ?? lastDraw;
  const rawRefusal = isApiError(run.error) ? run.error.ApiErrorResponse : null;
  // Someone (or a second click) drew it first: the result is the answer, not an error.
  const drawnMeanwhile =
    rawRefusal?.Code === 'AlreadyDrawn' &&
    !!lastDraw &&
    lastDraw.GameInstanceId === run.variables?.GameInstanceId;
  const refusal = drawnMeanwhile ? null : rawRefusal;
  // Refused for any reason but payments still being answered (already drawn, sales still
  // open, not drawable): never offer that draw again on this page. After AlreadyDrawn the
  // view reloads, and the draw it offers then is the next one, named on its button.
  const refusedInstanceId =
    refusal && refusal.Code !== 'PaymentsPending' ? (run.variables?.GameInstanceId ?? null) : null;
  const nextInstance =
    refusal?.Code === 'AlreadyDrawn' && instance && instance.Id !== refusedInstanceId
      ? instance
      : null;
  const canRun = mayRun && !!view.data?.CanRun && instance?.Id !== refusedInstanceId;
  const blocker = view.data?.Blocker ?? null;
  const timeZone = instance?.TimeZone ?? null;
  return (
    <Page title={t('adminDraw.title')}>
      {!mayRunCall && <ReadOnlyNotice />}
      <DrawGamePicker
        value={gameId}
        onChange={(picked) => {
          run.reset();
          setGameId(picked);
        }}
      />
      {automatic && (
        <Alert color="blue" role="status">
          {t('adminDraw.automatic')}
        </Alert>
      )}
      {view.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {result && <DrawResultCard result={result} />}
      {instance && (
        <EarlierExtraDraws
          draws={extraDraws.filter((draw) => draw.GameInstanceId !== instance.Id)}
          organizationId={organizationId}
          gameTimeZone={instance.TimeZone ?? null}
        />
      )}
      {run.isError && !drawnMeanwhile && (
        <DrawRefusal
          code={refusal?.Code ?? 'Other'}
          message={refusal?.Message ?? null}
          {...(blocker && blocker.Code === refusal?.Code
            ? { pendingPayments: blocker.PendingPayments, clearsBy: blocker.ClearsBy }
            : refusal?.Code === 'SalesStillOpen' && view.data
              ? { clearsBy: view.data.SalesCloseAt }
              : {})}
          timeZone={timeZone}
          next={nextInstance?.Name ?? null}
        />
      )}
      {view.data && (
        <Stack gap="md">
          <ManualDrawSummary view={view.data} />
          <ExtraDrawsPanel
            organizationId={organizationId}
            instanceId={view.data.GameInstance.Id}
            potCents={view.data.GameInstance.PotTotal}
            gameTimeZone={view.data.GameInstance.TimeZone ?? null}
            timeZone={
              ['Scheduled', 'Open', 'SalesClosed'].includes(view.data.GameInstance.Status)
                ? (view.data.GameInstance.TimeZone ?? null)
                : null
            }
          />
          <PrizeClaimsPanel organizationId={organizationId} />
          {mayRun &&
            (blocker || !view.data.CanRun) &&
            !run.data &&
            !run.isError &&
            !(blocker?.Code === 'AlreadyDrawn' && result) && (
              <DrawRefusal
                code={
                  blocker?.Code ?? (view.data.GameInstance.ManualDraw ? 'NotDrawable' : 'Forbidden')
                }
                pendingPayments={blocker?.PendingPayments ?? 0}
                clearsBy={blocker?.ClearsBy ?? null}
                timeZone={timeZone}
              />
            )}
          {canRun && (
            <Button onClick={() => void confirmAndRun()} loading={run.isPending} fullWidth>
              {t('adminDraw.runNamed', { name: view.data.GameInstance.Name })}
            </Button>
          )}
        </Stack>
      )}
    </Page>
  );
}
