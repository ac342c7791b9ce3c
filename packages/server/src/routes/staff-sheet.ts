import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import {
  MAX_DESCRIPTION_CHARS,
  normalizeDescription,
  publicSheetMessages,
  setPublicSheet,
} from '../hall-rules/index.ts';
import { createRouter } from '../http/validation.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema } from './staff-schemas.ts';
import { createStaffSheetConventionRoutes } from './staff-sheet-conventions.ts';
import { createStaffSheetPhotoRoutes } from './staff-sheet-photos.ts';
import { SheetSchema, sheetOf } from './staff-sheet-schemas.ts';

const SheetChangeSchema = z
  .object({
    description: z
      .string({ error: publicSheetMessages.descriptionNotText })
      .transform((text) => normalizeDescription(text))
      .refine(
        (text) => text === null || text.length <= MAX_DESCRIPTION_CHARS,
        publicSheetMessages.descriptionTooLong,
      )
      .nullable()
      .optional()
      .openapi({
        type: 'string',
        description:
          'Texte brut, paragraphes séparés par une ligne vide, 2 000 caractères au plus\u00a0; vide ou null\u00a0: aucun.',
      }),
    urlVideoSecurite: z
      .string({ error: publicSheetMessages.videoNotHttps })
      .trim()
      .transform((text) => (text === '' ? null : text))
      .refine((text) => text === null || isHttpsUrl(text), publicSheetMessages.videoNotHttps)
      .nullable()
      .optional()
      .openapi({
        type: 'string',
        example: 'https://videos.exemple.fr/consignes-padel-park.mp4',
        description: "L'adresse https de la vidéo\u00a0; vide ou null\u00a0: la vidéo du site.",
      }),
    videoSecuriteRequise: z.boolean({ error: publicSheetMessages.videoRequiredNotBoolean }).optional(),
  })
  .openapi('HallSheetChange', {
    example: {
      description: 'Deux terrains de padel couverts.\n\nParking gratuit devant la salle.',
      urlVideoSecurite: 'https://videos.exemple.fr/consignes-padel-park.mp4',
      videoSecuriteRequise: true,
    },
  });

/** An absolute https address a browser can load: a host, no credentials, at most 500 characters. */
function isHttpsUrl(text: string): boolean {
  if (text.length > 500 || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The hall's public sheet from its console (`gestionnaire`, `proprietaire`; `accueil` gets 403): the hall
 * page's description, its safety video (address, required before booking), its gallery's photos and its
 * conventions (`GET`/`PUT .../fiche`, photos and conventions as sub-resources). Each change is audited and
 * seen by players at once; every route answers the whole sheet as it now stands.
 *
 * @example app.route('/api/gestion', createStaffSheetRoutes(accounts, staffTokens));
 */
export function createStaffSheetRoutes(accounts: Accounts, tokens: StaffTokenOptions): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn, refusals } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/fiche',
      operationId: 'staffHallSheet',
      summary: 'La fiche publique de la salle\u00a0: description, photos, conventions, vidéo de sécurité',
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: { 200: json(SheetSchema, 'La fiche'), ...refusals },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'rules');
      return c.json(await sheetOf(db, hall.hallId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/salles/{cle}/fiche',
      operationId: 'staffSetHallSheet',
      summary:
        'Changer la description de la salle et sa vidéo de sécurité (adresse https, obligatoire ou non)',
      description:
        'Un champ absent reste tel quel. La page de la salle montre la nouvelle description dès la réponse\u00a0; réserver demande la vidéo dès que `videoSecuriteRequise` vaut true.',
      ...signedIn,
      request: { params: HallKeyParamSchema, body: jsonBody(SheetChangeSchema) },
      responses: { 200: json(SheetSchema, 'La fiche changée'), ...refusals },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      const body = c.req.valid('json');
      await setPublicSheet(
        db,
        hall.hallId,
        {
          description: body.description,
          safetyVideoUrl: body.urlVideoSecurite,
          isSafetyVideoRequired: body.videoSecuriteRequise,
        },
        staff,
        clock.now(),
      );
      return c.json(await sheetOf(db, hall.hallId), 200);
    },
  );

  router.route('/', createStaffSheetPhotoRoutes(accounts, tokens));
  router.route('/', createStaffSheetConventionRoutes(accounts, tokens));
  return router;
}
