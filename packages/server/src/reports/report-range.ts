import type { LocalDate } from '../planning/local-time.ts';
import { addDays, zonedInstant } from '../planning/local-time.ts';

/** The longest range a report covers: a year and a day (a leap year, with the day it ends on). */
export const MAX_REPORT_DAYS = 366;

/** A report's days, `from` to `to` included, in the hall's calendar, and the instants they span. */
export interface ReportRange {
  from: LocalDate;
  to: LocalDate;
  timezone: string;
  /** The first instant of `from` in the hall. */
  startsAt: Date;
  /** The first instant of the day after `to` in the hall. */
  endsAt: Date;
}

/** The instants of a report's days in the hall's time zone. */
export function reportRange(from: LocalDate, to: LocalDate, timezone: string): ReportRange {
  return {
    from,
    to,
    timezone,
    startsAt: zonedInstant(from, 0, timezone),
    endsAt: zonedInstant(addDays(to, 1), 0, timezone),
  };
}
