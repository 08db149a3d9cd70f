import { useTranslation } from 'react-i18next';
import type { ManualDrawView } from '@charity/domain/api/draw';
import { formatMoney } from '@/lib/i18n/format';
import { GameType } from '@charity/domain/game-type';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { useGameTime } from '@/components/ui/use-game-time';

/** The current instance as the administrator sees it before running the draw. */
export function ManualDrawSummary({ view }: { view: ManualDrawView }) {
  const { t } = useTranslation();
  const when = useGameTime(view.GameInstance.TimeZone);
  const instance = view.GameInstance;
  const facts: Fact[] = [
    { label: t('adminDraw.view.instance'), value: instance.Name },
    { label: t('adminDraw.view.status'), value: t(`adminDraw.status.${instance.Status}`) },
    { label: t('adminDraw.view.entries'), value: view.EntriesCount },
    { label: t('adminDraw.view.sales'), value: formatMoney(view.SalesTotal) },
    { label: t('adminDraw.view.pot'), value: formatMoney(instance.PotTotal) },
  ];
  if (instance.GameType === GameType.GoldRush) {
    facts.push({ label: t('adminDraw.view.jackpot'), value: formatMoney(view.Jackpot) });
  }
  facts.push(
    { label: t('adminDraw.view.salesCloseAt'), value: when(view.SalesCloseAt) },
    { label: t('adminDraw.view.drawAt'), value: when(view.DrawAt) },
    {
      label: t('adminDraw.view.commitment'),
      value: view.Commitment ?? t('adminDraw.view.noCommitment'),
      code: view.Commitment !== null,
    },
  );
  return <FactList facts={facts} />;
}
