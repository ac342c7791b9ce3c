import { shortDayText } from './format.ts';
import { moneyText as euros, reportsMessages as t } from './reports-messages.ts';
import { ScrollTable } from './ScrollTable.tsx';

/** One week of revenue as the server counts it (cents; refunds negative). */
export interface WeekRevenue {
  semaine: string;
  carteCentimes: number;
  guichetCentimes: number;
  remboursementCentimes: number;
  totalCentimes: number;
}

const CHART = { width: 640, height: 160, gap: 6, bottom: 20 };

/**
 * The revenue week by week: bars drawn in SVG for the eye (hidden from screen readers), and the same
 * figures in a table, which is what a screen reader reads.
 */
export function WeeklyRevenue({ weeks }: { weeks: WeekRevenue[] }) {
  // No money at all: the section says so in words, without an empty chart.
  if (weeks.every((week) => week.totalCentimes === 0 && week.remboursementCentimes === 0)) return null;
  const highest = Math.max(1, ...weeks.map((week) => week.totalCentimes));
  const slot = CHART.width / weeks.length;
  // Thin bars for a year of weeks, never wider than a finger for a few.
  const barWidth = Math.min(56, Math.max(2, slot - CHART.gap));
  const plot = CHART.height - CHART.bottom;
  const every = Math.ceil(weeks.length / 8);
  return (
    <figure className="gestion-weekly">
      <svg
        className="gestion-weekly__chart"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="presentation"
        aria-hidden="true"
        focusable="false"
      >
        {weeks.map((week, index) => {
          const height = (Math.max(0, week.totalCentimes) / highest) * (plot - 4);
          return (
            <g key={week.semaine}>
              <rect
                x={index * slot + (slot - barWidth) / 2}
                y={plot - height}
                width={barWidth}
                height={height}
                rx={3}
              />
              {index % every === 0 && (
                <text x={index * slot + slot / 2} y={CHART.height - 4} textAnchor="middle">
                  {shortDayText(week.semaine).replace(/^\S+\s/, '')}
                </text>
              )}
            </g>
          );
        })}
        <line x1={0} x2={CHART.width} y1={plot} y2={plot} />
      </svg>
      <figcaption className="visually-hidden">{t.weeklyCaption}</figcaption>
      <ScrollTable caption={t.weeklyCaption}>
        <thead>
          <tr>
            <th scope="col">{t.weekOf}</th>
            <th scope="col">{t.ways.carte}</th>
            <th scope="col">{t.ways.guichet}</th>
            <th scope="col">{t.refunds}</th>
            <th scope="col">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.semaine}>
              <th scope="row">{shortDayText(week.semaine)}</th>
              <td>{euros(week.carteCentimes)}</td>
              <td>{euros(week.guichetCentimes)}</td>
              <td>{euros(week.remboursementCentimes)}</td>
              <td>{euros(week.totalCentimes)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </figure>
  );
}
