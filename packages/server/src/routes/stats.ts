import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { sports } from '../db/schema.ts';
import { attendanceOf } from '../door/attendance.ts';
import { ApiError, DescriptionErrorSchema, forbiddenError } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { rankingLevels } from '../levels/ranking-levels.ts';
import { contactLevels } from '../levels/user-levels.ts';
import {
  findMatch,
  isAtMatch,
  isOwnOrFamilyContact,
  matchHighlightsOf,
  matchPeople,
  matchTotals,
} from '../matches/match-infos.ts';
import { contactPerformances, recentMatches } from '../matches/performances.ts';
import { sportRanking } from '../matches/rankings.ts';
import {
  levelWire,
  PerformancesAnswerSchema,
  performanceWire,
  RankingAnswerSchema,
  rankingWire,
  recentMatchWire,
  statsMessages,
} from '../matches/stats-wire.ts';
import {
  HighlightsAnswerSchema,
  highlightsWire,
  TeamsAnswerSchema,
  teamsWire,
} from '../matches/teams-wire.ts';
import { forbiddenResponse, invalidResponse, json, unauthorizedResponse } from './account-schemas.ts';

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} doit être un nombre` })
    .int()
    .positive()
    .max(MAX_DATABASE_ID, `${name} doit être un nombre`)
    .openapi({ param: { name, in: 'query' }, example: 1 });
const MatchQuerySchema = z.object({
  sIdPartie: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'sIdPartie', in: 'query' }, example: 'padel-park-t1-20261122-1830' }),
});
const security = [{ bearer: [] as string[] }];
const tags = ['Parties et statistiques'];
const notFound = (description: string) => new ApiError(404, { description });

/**
 * The statistics calls of spec 1 and 2, computed from the recorded matches on each call: performances
 * and rankings of one of the caller's contacts (their own or a family contact, else 403), a match's
 * highlights (public: the replay share page reads them) and its teams (for those who were there).
 *
 * @example
 * ```ts
 * app.route('/api/v2', createStatsRoutes({ accounts }));
 * ```
 */
export function createStatsRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const ensureContact = async (userId: number, contactId: number) => {
    if (!(await isOwnOrFamilyContact(db, userId, contactId))) throw forbiddenError(statsMessages.notYours);
  };

  const performancesRoute = createRoute({
    method: 'get',
    path: '/stats/performances',
    operationId: 'getPerformances',
    tags,
    summary: "Performances d'un contact\u00a0: tous sports, par sport, et ses dernières parties",
    description: 'Le contact du joueur connecté ou un membre de sa famille (sinon 403).',
    middleware: accounts.requireAuth('v2'),
    security,
    request: { query: z.object({ idContact: id('idContact') }) },
    responses: {
      200: json(PerformancesAnswerSchema, 'Les performances'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      422: invalidResponse,
    },
  });
  router.openapi(performancesRoute, async (c) => {
    const { idContact } = c.req.valid('query');
    await ensureContact(c.get('caller').userId, idContact);
    const { all, bySport } = await contactPerformances(db, idContact);
    const recent = await recentMatches(db, idContact, 20);
    const levels = await contactLevels(db, idContact, accounts.clock.now());
    const attendance = await attendanceOf(db, idContact);
    return c.json(
      {
        idContact,
        performances: performanceWire(all),
        parSport: bySport.map((row) => ({
          idSport: row.sportId ?? 0,
          libelle: row.sportLabel ?? '',
          ...performanceWire(row),
          ...levelWire(levels.get(row.sportId ?? 0)),
        })),
        dernieresParties: recent.map(recentMatchWire),
        presence: { nbSeances: attendance.sessions, derniereEntree: attendance.lastEntryAt },
      },
      200,
    );
  });

  const rankingRoute = createRoute({
    method: 'get',
    path: '/stats/classements',
    operationId: 'getRanking',
    tags,
    summary: "Classement d'un sport vu par un contact",
    description:
      'Le contact et tous ceux qui ont joué au moins une partie de ce sport avec lui, classés par ratio de ' +
      'victoires exact puis par victoires\u00a0; les ex æquo partagent la position.',
    middleware: accounts.requireAuth('v2'),
    security,
    request: { query: z.object({ idContact: id('idContact'), idSport: id('idSport') }) },
    responses: {
      200: json(RankingAnswerSchema, 'Le classement'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      404: json(DescriptionErrorSchema, 'Sport introuvable'),
      422: invalidResponse,
    },
  });
  router.openapi(rankingRoute, async (c) => {
    const { idContact, idSport } = c.req.valid('query');
    await ensureContact(c.get('caller').userId, idContact);
    const [sport] = await db.select({ label: sports.label }).from(sports).where(eq(sports.id, idSport));
    if (!sport) throw notFound(statsMessages.unknownSport);
    const lines = await sportRanking(db, idContact, idSport);
    // Others' levels respect their choice to hide it; the caller's own contacts always see theirs.
    const levels = await rankingLevels(
      db,
      lines.map((line) => line.contactId),
      idSport,
      c.get('caller').userId,
      accounts.clock.now(),
    );
    const classement = lines.map((line) => ({
      ...rankingWire(line),
      ...levelWire(levels.get(line.contactId)),
    }));
    return c.json({ idSport, libelle: sport.label, classement }, 200);
  });

  const highlightsRoute = createRoute({
    method: 'get',
    path: '/parties/temps-fort',
    operationId: 'getHighlights',
    tags,
    summary: "Temps forts d'une partie (public\u00a0: la page de partage du replay les lit)",
    request: { query: MatchQuerySchema },
    responses: {
      200: json(HighlightsAnswerSchema, "Les temps forts, dans l'ordre du match"),
      404: json(DescriptionErrorSchema, 'Partie introuvable'),
      422: invalidResponse,
    },
  });
  router.openapi(highlightsRoute, async (c) => {
    const { sIdPartie } = c.req.valid('query');
    const match = await findMatch(db, sIdPartie);
    if (!match) throw notFound(statsMessages.unknownMatch);
    return c.json(highlightsWire(sIdPartie, await matchHighlightsOf(db, match.id)), 200);
  });

  const teamsRoute = createRoute({
    method: 'get',
    path: '/parties_infos/recuperer_infos_equipes',
    operationId: 'getMatchTeams',
    tags,
    summary: "Équipes d'une partie, scores et non-joueurs",
    description: 'Pour un joueur dont un contact (le sien ou un membre de sa famille) était à la partie.',
    middleware: accounts.requireAuth('v2'),
    security,
    request: { query: MatchQuerySchema },
    responses: {
      200: json(TeamsAnswerSchema, 'Les équipes'),
      401: unauthorizedResponse,
      403: forbiddenResponse,
      404: json(DescriptionErrorSchema, 'Partie introuvable'),
      422: invalidResponse,
    },
  });
  router.openapi(teamsRoute, async (c) => {
    const match = await findMatch(db, c.req.valid('query').sIdPartie);
    if (!match) throw notFound(statsMessages.unknownMatch);
    if (!(await isAtMatch(db, match.id, c.get('caller').userId)))
      throw forbiddenError(statsMessages.notAtMatch);
    const [people, totals] = [await matchPeople(db, match.id), await matchTotals(db, match.id)];
    return c.json(teamsWire({ names: [match.team1Name, match.team2Name], people, totals }), 200);
  });

  return router;
}
