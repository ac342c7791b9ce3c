import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { InvalidField } from '../domain-errors/index.ts';
import { createRouter } from '../http/validation.ts';
import { daysBetween, parseLocalDate } from '../planning/local-time.ts';
import {
  MAX_REPORT_DAYS,
  noShowsReport,
  occupancyHeatMap,
  occupancyReport,
  reportRange,
  revenueReport,
  toFrenchCsv,
  weeklyRevenue,
} from '../reports/index.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { invalidResponse } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema, staffForbidden, staffUnauthorized } from './staff-schemas.ts';

const reportNames = ['occupation', 'recettes', 'absences'] as const;

const day = (what: string) =>
  z
    .string({ error: `${what} est obligatoire (AAAA-MM-JJ).` })
    .refine((value) => parseLocalDate(value) !== undefined, `${what} s'écrit AAAA-MM-JJ.`);

const ReportQuerySchema = z.object({
  du: day('Le premier jour (du)').openapi({ param: { name: 'du', in: 'query' }, example: '2027-03-01' }),
  au: day('Le dernier jour (au)').openapi({ param: { name: 'au', in: 'query' }, example: '2027-03-31' }),
  par: z
    .enum(['jour', 'semaine', 'mois', 'heure'], { message: 'par vaut jour, semaine, mois ou heure.' })
    .optional()
    .openapi({
      param: { name: 'par', in: 'query' },
      description:
        'Occupation\u00a0: par terrain et jour, semaine ou mois\u00a0; `heure`\u00a0: la carte de chaleur, jour de la semaine par heure, tous terrains. Recettes\u00a0: `semaine`, semaine par semaine, par mode et en tout.',
    }),
  format: z
    .enum(['json', 'csv'], { message: 'format vaut json ou csv.' })
    .optional()
    .openapi({
      param: { name: 'format', in: 'query' },
      description: 'csv\u00a0: UTF-8 avec BOM, «\u00a0; », virgule décimale.',
    }),
});

const ReportParamSchema = HallKeyParamSchema.extend({
  rapport: z
    .enum(reportNames, { message: 'Le rapport est occupation, recettes ou absences.' })
    .openapi({ param: { name: 'rapport', in: 'path' }, example: 'occupation' }),
});

const ReportSchema = z
  .object({
    rapport: z.enum(reportNames),
    du: z.string(),
    au: z.string(),
    lignes: z.array(z.record(z.string(), z.unknown())),
    total: z.record(z.string(), z.unknown()),
  })
  .openapi('HallReport');

const weekdayNames: Record<number, string> = {
  1: 'lundi',
  2: 'mardi',
  3: 'mercredi',
  4: 'jeudi',
  5: 'vendredi',
  6: 'samedi',
  7: 'dimanche',
};

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * A hall's reports (`gestionnaire`, `proprietaire`; `accueil` gets 403): occupancy per court and day, week
 * or month; revenue by sport, court and way; no-shows per ended session; as JSON or as a CSV French
 * spreadsheets open (`&format=csv`). Counted by the database over at most a year.
 *
 * @example app.route('/api/gestion', createStaffReportRoutes(accounts, staffTokens));
 */
export function createStaffReportRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/rapports/{rapport}',
      operationId: 'staffReport',
      summary: 'Un rapport de la salle\u00a0: occupation, recettes ou absences, du … au …, en JSON ou en CSV',
      description: `Au plus ${MAX_REPORT_DAYS} jours. Occupation\u00a0: minutes ouvertes (horaires et dates exceptionnelles, fermetures à part) et minutes réservées par terrain. Recettes\u00a0: par sport, terrain et mode (carte, guichet, remboursement, en centimes). Absences\u00a0: pour chaque séance terminée, les participants qui ont accepté, ceux entrés par la porte, les absents.`,
      ...signedIn,
      request: { params: ReportParamSchema, query: ReportQuerySchema },
      responses: {
        200: {
          description: 'Le rapport',
          content: {
            'application/json': { schema: ReportSchema },
            'text/csv': {
              schema: z.string().openapi({ description: 'UTF-8 avec BOM, «\u00a0; », virgule décimale' }),
            },
          },
        },
        401: staffUnauthorized,
        403: staffForbidden,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { cle, rapport } = c.req.valid('param');
      const query = c.req.valid('query');
      const hall = await staffHall(db, c.get('staff'), cle, 'rules');
      const span = daysBetween(query.du, query.au);
      if (span < 0) throw new InvalidField('au', 'Le dernier jour (au) doit venir après le premier (du).');
      if (span + 1 > MAX_REPORT_DAYS)
        throw new InvalidField('au', `Un rapport couvre au plus ${MAX_REPORT_DAYS} jours.`);
      const range = reportRange(query.du, query.au, hall.timezone);
      const isCsv = query.format === 'csv';
      let header: string[];
      let rows: (string | number | null)[][];
      let report: { lignes: Record<string, unknown>[]; total: Record<string, unknown> };
      if (rapport === 'occupation' && query.par === 'heure') {
        const cells = await occupancyHeatMap(db, { id: hall.hallId, timezone: hall.timezone }, range);
        const open = cells.reduce((sum, cell) => sum + cell.minutesOuvertes, 0);
        const booked = cells.reduce((sum, cell) => sum + cell.minutesReservees, 0);
        report = {
          lignes: cells as unknown as Record<string, unknown>[],
          total: {
            minutesOuvertes: open,
            minutesReservees: booked,
            taux: open > 0 ? Math.round((booked / open) * 10_000) / 10_000 : null,
          },
        };
        header = ['Jour', 'Heure', 'Minutes ouvertes', 'Minutes réservées', "Taux d'occupation (%)"];
        rows = cells.map((cell) => [
          weekdayNames[cell.jour] ?? String(cell.jour),
          `${String(cell.heure).padStart(2, '0')}:00`,
          cell.minutesOuvertes,
          cell.minutesReservees,
          cell.taux === null ? null : Math.round(cell.taux * 1000) / 10,
        ]);
      } else if (rapport === 'occupation') {
        const lines = await occupancyReport(
          db,
          { id: hall.hallId, timezone: hall.timezone },
          range,
          query.par === 'semaine' || query.par === 'mois' ? query.par : 'jour',
        );
        const open = lines.reduce((sum, line) => sum + line.minutesOuvertes, 0);
        const booked = lines.reduce((sum, line) => sum + line.minutesReservees, 0);
        report = {
          lignes: lines as unknown as Record<string, unknown>[],
          total: {
            minutesOuvertes: open,
            minutesReservees: booked,
            taux: open > 0 ? Math.round((booked / open) * 10_000) / 10_000 : null,
          },
        };
        header = ['Période', 'Terrain', 'Minutes ouvertes', 'Minutes réservées', "Taux d'occupation (%)"];
        rows = lines.map((line) => [
          line.periode,
          line.terrain,
          line.minutesOuvertes,
          line.minutesReservees,
          line.taux === null ? null : Math.round(line.taux * 1000) / 10,
        ]);
      } else if (rapport === 'recettes' && query.par === 'semaine') {
        const weeks = await weeklyRevenue(db, hall.hallId, range);
        report = {
          lignes: weeks as unknown as Record<string, unknown>[],
          total: { montantCentimes: weeks.reduce((sum, week) => sum + week.totalCentimes, 0) },
        };
        header = ['Semaine du', 'Carte (€)', 'Guichet (€)', 'Remboursements (€)', 'Total (€)'];
        rows = weeks.map((week) => [
          week.semaine,
          euros(week.carteCentimes),
          euros(week.guichetCentimes),
          euros(week.remboursementCentimes),
          euros(week.totalCentimes),
        ]);
      } else if (rapport === 'recettes') {
        const lines = await revenueReport(db, hall.hallId, range);
        report = {
          lignes: lines as unknown as Record<string, unknown>[],
          total: { montantCentimes: lines.reduce((sum, line) => sum + line.montantCentimes, 0) },
        };
        header = ['Sport', 'Terrain', 'Mode', 'Montant (€)', 'Nombre'];
        rows = lines.map((line) => [
          line.sport,
          line.terrain,
          line.mode,
          euros(line.montantCentimes),
          line.nombre,
        ]);
      } else {
        const lines = await noShowsReport(db, hall.hallId, range, clock.now());
        const sum = (pick: (line: (typeof lines)[number]) => number) =>
          lines.reduce((total, line) => total + pick(line), 0);
        report = {
          lignes: lines as unknown as Record<string, unknown>[],
          total: {
            attendus: sum((l) => l.attendus),
            entres: sum((l) => l.entres),
            absents: sum((l) => l.absents),
          },
        };
        header = ['Début', 'Terrain', 'Sport', 'Attendus', 'Entrés', 'Absents'];
        rows = lines.map((line) => [
          line.debut.slice(0, 16).replace('T', ' '),
          line.terrain,
          line.sport,
          line.attendus,
          line.entres,
          line.absents,
        ]);
      }
      if (isCsv) {
        return c.body(toFrenchCsv(header, rows), 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${rapport}-${cle}-${query.du}-${query.au}.csv"`,
        }) as never;
      }
      return c.json({ rapport, du: query.du, au: query.au, ...report }, 200);
    },
  );
  return router;
}
