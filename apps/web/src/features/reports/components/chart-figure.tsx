import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A report chart: drawn for the eye only (hidden from assistive technology and inert, so
 * nothing in it takes focus); its caption names the table that holds the same figures.
 */
export function ChartFigure({ caption, children }: { caption: string; children: ReactElement }) {
  return (
    <figure className="report-chart">
      <div aria-hidden="true" inert>
        <ResponsiveContainer
          width="100%"
          height={220}
          initialDimension={{ width: 320, height: 220 }}
        >
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
