import { useTranslation } from 'react-i18next';
import { formatMoney } from '@charity/domain/money-format';

/** Spec §9's `$0.00` in English; `0,00 $` in Canadian French. */
export function Currency({ cents }: { cents: unknown }) {
  const { i18n } = useTranslation();
  return <span className="currency">{formatMoney(cents, i18n.language)}</span>;
}
