import type { PotGrowth } from '@charity/domain/reports/report-api';
import { formatMoneyCompact } from '@charity/domain/money-format';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';

/**
 * The pot after each day, from its starting pot; the table "Pot growth" below holds the
 * same figures.
 */
export function PotGrowthChart({ growth }: { growth: PotGrowth }) {
  const { t, i18n } = useTranslation();
  // Short day labels ("Jan 5"): the days are calendar dates, so read and shown as UTC.
  const day = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const points = [
    { label: t('reports.sales.potStart'), pot: growth.StartingPot },
    ...growth.Days.map((d) => ({
      label: day.format(new Date(`${d.Day}T00:00:00Z`)),
      pot: d.PotTotal,
    })),
  ];
  return (
    <ChartFigure caption={t('reports.sales.potChartCaption')}>
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 12 }}
          minTickGap={16}
          interval="preserveStartEnd"
        />
        <YAxis
          tickFormatter={(cents: number) => formatMoneyCompact(cents, i18n.language)}
          tick={{ fontSize: 12 }}
          width={56}
        />
        <Line
          type="monotone"
          dataKey="pot"
          name={t('reports.sales.potTotal')}
          stroke="var(--brand-primary, #1d4f7a)"
          strokeWidth={2}
          dot={points.length <= 31}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFigure>
  );
}
