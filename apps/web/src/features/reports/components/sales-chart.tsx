import type { SalesRow } from '@charity/domain/reports/report-api';
import { formatMoney } from '@/lib/i18n/format';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';

/** Gross sales per day; the table "Sales per day" below holds the same figures. */
export function SalesChart({ days }: { days: SalesRow[] }) {
  const { t } = useTranslation();
  if (days.length === 0) return null;
  return (
    <ChartFigure caption={t('reports.sales.chartCaption')}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="Key" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(cents: number) => formatMoney(cents)} width={80} />
        <Bar
          dataKey="GrossSales"
          name={t('reports.sales.gross')}
          fill="var(--brand-primary, #1d4f7a)"
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFigure>
  );
}
