import { getConfig } from '@multisalle/core';
import { hallPath } from './staff-api.ts';
import { readStaffToken, StaffApiError, staffApiBase, staffCall } from './staff-session.ts';

/*
 * The hall's reports (`rules` permission: owners and managers), as the server counts them
 * (packages/server/src/routes/staff-reports.ts): the wire's French names are kept, the figures being the
 * server's own.
 */

export type ReportName = 'occupation' | 'recettes' | 'absences';

/** A report's days and, for the occupancy, its grouping (`heure`: the heat map). */
export interface ReportQuery {
  from: string;
  to: string;
  /** The occupancy's grouping (`heure`: the heat map), or the revenue's (`semaine`: week by week). */
  by?: 'jour' | 'semaine' | 'mois' | 'heure';
}

export interface HeatCell {
  jour: number;
  heure: number;
  minutesOuvertes: number;
  minutesReservees: number;
  taux: number | null;
}

export interface CourtOccupancy {
  periode: string;
  idZone: number;
  terrain: string;
  minutesOuvertes: number;
  minutesReservees: number;
  taux: number | null;
}

export interface RevenueLine {
  sport: string;
  terrain: string;
  mode: 'carte' | 'guichet' | 'remboursement';
  montantCentimes: number;
  nombre: number;
}

export interface NoShowLine {
  idReservation: string;
  debut: string;
  terrain: string;
  sport: string;
  attendus: number;
  entres: number;
  absents: number;
}

const reportPath = (hallKey: string, name: ReportName) => `${hallPath(hallKey)}/rapports/${name}`;
const queryOf = ({ from, to, by }: ReportQuery) => ({ du: from, au: to, par: by });

/** `GET salles/{cle}/rapports/{name}`: the report's lines and totals. */
export async function fetchReport<Line>(
  hallKey: string,
  name: ReportName,
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<{ lines: Line[]; total: Record<string, number | null> }> {
  const wire = await staffCall<{ lignes: Line[]; total: Record<string, number | null> }>(
    reportPath(hallKey, name),
    {
      query: queryOf(query),
      signal,
    },
  );
  return { lines: wire.lignes, total: wire.total };
}

/**
 * Downloads a report as the CSV French spreadsheets open (`&format=csv`), under the server's file name: a
 * call with the staff token (a plain link could not carry it), saved through a link to the file's blob.
 */
export async function downloadReport(hallKey: string, name: ReportName, query: ReportQuery): Promise<void> {
  const params = new URLSearchParams({ du: query.from, au: query.to, format: 'csv' });
  if (query.by) params.set('par', query.by);
  const fetcher = getConfig().fetch ?? fetch;
  const response = await fetcher(`${staffApiBase()}${reportPath(hallKey, name)}?${params}`, {
    headers: { authorization: `Bearer ${readStaffToken() ?? ''}` },
  }).catch(() => null);
  if (!response?.ok)
    throw new StaffApiError(response?.status ?? 0, "Le fichier n'a pas pu être téléchargé. Réessayez.");
  const file =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${name}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
