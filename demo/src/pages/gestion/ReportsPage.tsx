import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Field } from '../account/Field.tsx';
import { ConsoleFrame, LoadError, Loading } from './ConsoleFrame.tsx';
import { addDays, dateText, isLocalDate, timeText } from './format.ts';
import { HeatMap } from './HeatMap.tsx';
import {
  type CourtOccupancy,
  downloadReport,
  fetchReport,
  type HeatCell,
  type NoShowLine,
  type ReportName,
  type ReportQuery,
  type RevenueLine,
} from './reports-api.ts';
import { hoursText, moneyText, rateText, reportsMessages as t } from './reports-messages.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { StaffApiError } from './staff-session.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';
import { WeeklyRevenue, type WeekRevenue } from './WeeklyRevenue.tsx';
import { HALL_TIME_ZONE } from './wall-time.ts';

/** Four weeks ending today, in the hall's calendar. */
function lastFourWeeks(): { from: string; to: string } {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: HALL_TIME_ZONE }).format(Date.now());
  return { from: addDays(to, -27), to };
}

/**
 * `/gestion/:cle/rapports` (owners and managers): over a range of days, the occupancy as a heat map (weekday
 * by hour) and court by court, the revenue by sport, court and way, the no-shows of the ended sessions;
 * each downloadable as a CSV for a spreadsheet.
 */
export function ReportsPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <ReportsView hallKey={cle} />}</ConsoleFrame>;
}

function ReportsView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const [range, setRange] = useState(lastFourWeeks);
  const [typed, setTyped] = useState(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const { state, reload } = useStaffData(
    async (signal) => {
      const [heat, courts, revenue, weekly, noShows] = await Promise.all([
        fetchReport<HeatCell>(hallKey, 'occupation', { ...range, by: 'heure' }, signal),
        fetchReport<CourtOccupancy>(hallKey, 'occupation', { ...range, by: 'mois' }, signal),
        fetchReport<RevenueLine>(hallKey, 'recettes', range, signal),
        fetchReport<WeekRevenue>(hallKey, 'recettes', { ...range, by: 'semaine' }, signal),
        fetchReport<NoShowLine>(hallKey, 'absences', range, signal),
      ]);
      return { heat, courts, revenue, weekly, noShows };
    },
    [hallKey, range.from, range.to],
  );

  const onShow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const isValid =
      isLocalDate(typed.from) &&
      isLocalDate(typed.to) &&
      typed.from <= typed.to &&
      addDays(typed.from, 365) >= typed.to;
    setRangeError(isValid ? null : t.rangeInvalid);
    if (isValid) setRange(typed);
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-rapports-titre">
      <h1 id="gestion-rapports-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.title}
      </h1>
      <form className="gestion-reports__range" noValidate onSubmit={onShow} aria-label={t.rangeTitle}>
        <Field
          label={t.from}
          type="date"
          value={typed.from}
          onChange={(from) => setTyped({ ...typed, from })}
        />
        <Field
          label={t.to}
          type="date"
          value={typed.to}
          onChange={(to) => setTyped({ ...typed, to })}
          error={rangeError}
        />
        <button type="submit" className="button button--primary">
          {t.show}
        </button>
      </form>
      {state.status === 'loading' && <Loading label={t.loading} />}
      {state.status === 'failed' && (
        <LoadError message={state.error.message} onRetry={state.error.status === 403 ? undefined : reload} />
      )}
      {state.status === 'loaded' && (
        <>
          <ReportPart
            title={t.occupancyTitle}
            hallKey={hallKey}
            name="occupation"
            query={{ ...range, by: 'jour' }}
          >
            <p className="gestion-muted">{t.heatHint}</p>
            <HeatMap cells={state.data.heat.lines} />
            <CourtsTable lines={state.data.courts.lines} />
          </ReportPart>
          <ReportPart title={t.revenueTitle} hallKey={hallKey} name="recettes" query={range}>
            <WeeklyRevenue weeks={state.data.weekly.lines} />
            <RevenueTable lines={state.data.revenue.lines} />
          </ReportPart>
          <ReportPart title={t.noShowsTitle} hallKey={hallKey} name="absences" query={range}>
            <NoShowsTable lines={state.data.noShows.lines} total={state.data.noShows.total} />
          </ReportPart>
        </>
      )}
    </section>
  );
}

/** A report's section: its title, its « Télécharger en CSV », what the download said if it failed. */
function ReportPart(props: {
  title: string;
  hallKey: string;
  name: ReportName;
  query: ReportQuery;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const id = `gestion-rapport-${props.name}`;
  return (
    <section className="gestion-rules__part" aria-labelledby={id}>
      <div className="gestion-reports__head">
        <h2 id={id} className="gestion-subtitle">
          {props.title}
        </h2>
        <button
          type="button"
          className="button button--ghost"
          aria-label={t.downloadLabels[props.name]}
          onClick={() => {
            setError(null);
            downloadReport(props.hallKey, props.name, props.query).catch((caught: unknown) =>
              setError(caught instanceof StaffApiError ? caught.message : String(caught)),
            );
          }}
        >
          {t.download}
        </button>
      </div>
      {error && (
        <p className="gestion-alert" role="alert">
          {error}
        </p>
      )}
      {props.children}
    </section>
  );
}

function CourtsTable({ lines }: { lines: CourtOccupancy[] }) {
  const courts = new Map<number, { name: string; open: number; booked: number }>();
  for (const line of lines) {
    const court = courts.get(line.idZone) ?? { name: line.terrain, open: 0, booked: 0 };
    court.open += line.minutesOuvertes;
    court.booked += line.minutesReservees;
    courts.set(line.idZone, court);
  }
  return (
    <ScrollTable caption={t.courtsCaption}>
      <thead>
        <tr>
          <th scope="col">{t.court}</th>
          <th scope="col">{t.openHours}</th>
          <th scope="col">{t.bookedHours}</th>
          <th scope="col">{t.rate}</th>
        </tr>
      </thead>
      <tbody>
        {[...courts.entries()].map(([id, court]) => (
          <tr key={id}>
            <th scope="row">{court.name}</th>
            <td>{hoursText(court.open)}</td>
            <td>{hoursText(court.booked)}</td>
            <td>{rateText(court.open > 0 ? court.booked / court.open : null)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function RevenueTable({ lines }: { lines: RevenueLine[] }) {
  if (lines.length === 0) return <p className="gestion-muted">{t.noRevenue}</p>;
  const total = lines.reduce((sum, line) => sum + line.montantCentimes, 0);
  const euros = moneyText;
  return (
    <ScrollTable caption={t.revenueCaption}>
      <thead>
        <tr>
          <th scope="col">{t.sport}</th>
          <th scope="col">{t.court}</th>
          <th scope="col">{t.way}</th>
          <th scope="col">{t.amount}</th>
          <th scope="col">{t.count}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.sport}-${line.terrain}-${line.mode}`}>
            <td>{line.sport}</td>
            <td>{line.terrain}</td>
            <td>{t.ways[line.mode] ?? line.mode}</td>
            <td>{euros(line.montantCentimes)}</td>
            <td>{line.nombre}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t.total}
          </th>
          <td>{euros(total)}</td>
          <td />
        </tr>
      </tfoot>
    </ScrollTable>
  );
}

function NoShowsTable({ lines, total }: { lines: NoShowLine[]; total: Record<string, number | null> }) {
  const missing = lines.filter((line) => line.absents > 0);
  return (
    <>
      <p>{t.noShowsSummary(total.absents ?? 0, total.attendus ?? 0)}</p>
      {missing.length === 0 ? (
        <p className="gestion-muted">{t.noNoShow}</p>
      ) : (
        <ScrollTable caption={t.noShowsCaption}>
          <thead>
            <tr>
              <th scope="col">{t.startsAt}</th>
              <th scope="col">{t.court}</th>
              <th scope="col">{t.sport}</th>
              <th scope="col">{t.expected}</th>
              <th scope="col">{t.entered}</th>
              <th scope="col">{t.absent}</th>
            </tr>
          </thead>
          <tbody>
            {missing.map((line) => (
              <tr key={line.idReservation}>
                <td>{`${dateText(line.debut.slice(0, 10))}, ${timeText(line.debut)}`}</td>
                <td>{line.terrain}</td>
                <td>{line.sport}</td>
                <td>{line.attendus}</td>
                <td>{line.entres}</td>
                <td>{line.absents}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
