import { weekdayNames } from './hours-messages.ts';
import type { HeatCell } from './reports-api.ts';
import { rateText, reportsMessages as t } from './reports-messages.ts';
import { ScrollTable } from './ScrollTable.tsx';

const mix = (from: number[], to: number[], part: number) =>
  `rgb(${from.map((channel, index) => Math.round(channel + ((to[index] ?? 0) - channel) * part)).join(' ')})`;

/**
 * The cell's colours by the share booked: up to half, light greys with dark text; beyond, dark blues with
 * white text. Two ramps, so that every cell's text keeps a contrast of 4.5:1 or more (one ramp from grey to
 * navy passes through shades where neither dark nor white text does).
 */
function colours(rate: number): { background: string; color: string } {
  if (rate <= 0.5) return { background: mix([238, 240, 245], [170, 179, 200], rate * 2), color: '#1b1f2a' };
  return { background: mix([59, 74, 107], [20, 33, 61], (rate - 0.5) * 2), color: '#ffffff' };
}

/**
 * The occupancy as a heat map that is a table: a row per weekday, a column per hour the hall opens, each cell
 * the share of open minutes booked, written and shaded (dark cells with white text, for contrast). A screen
 * reader reads it as the table it is.
 */
export function HeatMap({ cells }: { cells: HeatCell[] }) {
  if (cells.length === 0) return <p className="gestion-muted">{t.noOpenHour}</p>;
  const hours = [...new Set(cells.map((cell) => cell.heure))].sort((a, b) => a - b);
  const first = hours[0] ?? 0;
  const last = hours.at(-1) ?? 0;
  const columns = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const byKey = new Map(cells.map((cell) => [`${cell.jour} ${cell.heure}`, cell]));
  return (
    <ScrollTable caption={t.heatCaption} className="gestion-heat">
      <thead>
        <tr>
          <td />
          {columns.map((hour) => (
            <th key={hour} scope="col">{`${hour}\u00a0h`}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <tr key={day}>
            <th scope="row">{weekdayNames[day]}</th>
            {columns.map((hour) => {
              const cell = byKey.get(`${day} ${hour}`);
              const rate = cell?.taux ?? null;
              return (
                <td
                  key={hour}
                  style={rate === null ? undefined : colours(rate)}
                  data-vide={rate === null ? 'true' : undefined}
                >
                  {rateText(rate)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
