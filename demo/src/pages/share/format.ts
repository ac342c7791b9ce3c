import { firstOfMonth } from '@multisalle/core';

// Numbers, durations and dates of the statistics, always through Intl with fr-FR.

const integer = new Intl.NumberFormat('fr-FR');
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
const hours = new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'hour', unitDisplay: 'short' });
const minutes = new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'minute', unitDisplay: 'short' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** `1 200`. */
export const formatCount = (value: number): string => integer.format(value);

/** `0,33`. */
export const formatAverage = (value: number): string => decimal.format(value);

/** `58 %` from a percent figure (58). */
export const formatPercent = (value: number): string => percent.format(value / 100);

/** Playing time: `12 h 5 min`, `45 min`. */
export function formatPlayingTime(seconds: number): string {
  const totalMinutes = Math.round(seconds / 60);
  const wholeHours = Math.floor(totalMinutes / 60);
  const rest = totalMinutes % 60;
  if (wholeHours === 0) return minutes.format(rest);
  return rest === 0 ? hours.format(wholeHours) : `${hours.format(wholeHours)} ${minutes.format(rest)}`;
}

/** A match clock: `15:05` from 905 seconds (minutes may exceed 59). */
export function formatMatchClock(seconds: number): string {
  const wholeMinutes = Math.floor(seconds / 60);
  return `${wholeMinutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `22 novembre 2026` from an ISO instant or a `YYYY-MM-DD` day. */
export function formatDay(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+01:00` : value;
  return firstOfMonth(longDate.format(new Date(instant)));
}

/** Averages per match, computed the way the server rounds them (two decimals). */
export function perMatch(total: number, matches: number): number {
  return matches === 0 ? 0 : Math.round((total / matches) * 100) / 100;
}

/** Wins out of matches in percent, rounded like the server's ratio. */
export function winPercent(wins: number, matches: number): number {
  return matches === 0 ? 0 : Math.round((100 * wins) / matches);
}
