import { useTranslation } from 'react-i18next';
import type { ManualDrawView } from '@charity/domain/api/draw';
import { formatCents } from '@charity/domain/currency';
import { GameType } from '@charity/domain/game-type';
import { FactList, type Fact } from '@/components/ui/fact-list';

/** The current instance as the administrator sees it before running the draw. */
export function ManualDrawSummary({ view }: { view: ManualDrawView }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const instance = view.GameInstance;
  const facts: Fact[] = [
    { label: t('adminDraw.view.instance'), value: instance.Name },
    { label: t('adminDraw.view.status'), value: t(`adminDraw.status.${instance.Status}`) },
    { label: t('adminDraw.view.entries'), value: view.EntriesCount },
    { label: t('adminDraw.view.sales'), value: formatCents(view.SalesTotal) },
    { label: t('adminDraw.view.pot'), value: formatCents(instance.PotTotal) },
  ];
  if (instance.GameType === GameType.GoldRush) {
    facts.push({ label: t('adminDraw.view.jackpot'), value: formatCents(view.Jackpot) });
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
