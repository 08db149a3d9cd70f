import type { SalesRow } from '@charity/domain/reports/report-api';
import { formatCents } from '@charity/domain/currency';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Gross sales per day. The chart is hidden from assistive technology: the table "Sales per
 * day" below holds the same figures and is its text alternative, as the caption says.
 */
export function SalesChart({ days }: { days: SalesRow[] }) {
  const { t } = useTranslation();
  if (days.length === 0) return null;
  return (
    <figure className="report-chart">
      <div aria-hidden="true" inert>
        <ResponsiveContainer
          width="100%"
          height={220}
          initialDimension={{ width: 320, height: 220 }}
        >
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="Key" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={(cents: number) => formatCents(cents)} width={80} />
            <Tooltip formatter={(cents) => formatCents(cents)} />
            <Bar
              dataKey="GrossSales"
              name={t('reports.sales.gross')}
              fill="var(--brand-primary, #1d4f7a)"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>{t('reports.sales.chartCaption')}</figcaption>
    </figure>
  );
}
