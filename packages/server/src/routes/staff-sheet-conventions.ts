import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { addHallConvention, editHallConvention, removeHallConvention } from '../hall-rules/index.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema } from './staff-schemas.ts';
import {
  ConventionChangeSchema,
  ConventionParamSchema,
  conventionTextOf,
  SheetSchema,
  sheetOf,
} from './staff-sheet-schemas.ts';

const conflict = (what: string) => json(z.object({ szErreur: z.string() }), what);
const notFound = json(DescriptionErrorSchema, 'Pas une convention de cette salle');

/**
 * The conventions a hall's players validate before booking (spec 2 section 5), from its console: added,
 * changed (a new version: every player is asked again), withdrawn (no longer asked). The HTML is cleaned
 * with the site's DOMPurify rules before it is stored, and the site cleans it again before showing it.
 * Audited; every route answers the whole sheet.
 *
 * @example router.route('/', createStaffSheetConventionRoutes(accounts, staffTokens));
 */
export function createStaffSheetConventionRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn, refusals } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/fiche/conventions',
      operationId: 'staffAddHallConvention',
      summary: 'Ajouter une convention à valider avant de réserver',
      description:
        "Le HTML est nettoyé avant d'être gardé\u00a0: seules les balises de la section 5 restent (paragraphes, titres, listes, liens http(s), images http(s)…), scripts et attributs d'événement partent. Les joueurs la valident avant leur prochaine réservation.",
      ...signedIn,
      request: { params: HallKeyParamSchema, body: jsonBody(ConventionChangeSchema) },
      responses: {
        201: json(SheetSchema, "La convention ajoutée, la fiche telle qu'elle est"),
        409: conflict('La salle demande déjà le nombre maximal de conventions'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      await addHallConvention(db, hall.hallId, conventionTextOf(c.req.valid('json')), staff, clock.now());
      return c.json(await sheetOf(db, hall.hallId), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/salles/{cle}/fiche/conventions/{idConvention}',
      operationId: 'staffEditHallConvention',
      summary: 'Modifier une convention\u00a0: une nouvelle version que chaque joueur valide de nouveau',
      description:
        "Un titre, un texte ou une case changés font une nouvelle version (nouvel identifiant, `remplace`\u00a0: l'ancien)\u00a0; les validations de l'ancienne restent enregistrées mais ne suffisent plus pour réserver. Le même contenu ne change rien. Une version déjà remplacée ou retirée répond 409.",
      ...signedIn,
      request: { params: ConventionParamSchema, body: jsonBody(ConventionChangeSchema) },
      responses: {
        200: json(SheetSchema, 'La fiche'),
        404: notFound,
        409: conflict('Version déjà remplacée ou retirée'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idConvention } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'rules');
      const text = conventionTextOf(c.req.valid('json'));
      await editHallConvention(db, hall.hallId, idConvention, text, staff, clock.now());
      return c.json(await sheetOf(db, hall.hallId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/fiche/conventions/{idConvention}',
      operationId: 'staffWithdrawHallConvention',
      summary: "Retirer une convention\u00a0: elle n'est plus demandée avant de réserver",
      ...signedIn,
      request: { params: ConventionParamSchema },
      responses: { 200: json(SheetSchema, 'La fiche'), 404: notFound, ...refusals },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idConvention } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'rules');
      await removeHallConvention(db, hall.hallId, idConvention, staff, clock.now());
      return c.json(await sheetOf(db, hall.hallId), 200);
    },
  );
  return router;
}
