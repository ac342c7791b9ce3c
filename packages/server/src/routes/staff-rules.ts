import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { deviceScopes } from '../db/schema.ts';
import {
  addHallDevice,
  addPartnerSite,
  doorWindowOf,
  hallDeviceViews,
  MAX_DOOR_OPENS_MINUTES_BEFORE,
  partnerSiteMessages,
  partnerSitesOf,
  removePartnerSite,
  revokeHallDevice,
  setDoorWindow,
} from '../hall-rules/index.ts';
import { originOnly } from '../halls/partner-origins.ts';
import { DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema } from './staff-schemas.ts';

const DoorWindowSchema = z
  .object({
    ouvertureMinutesAvant: z
      .number({ error: "L'ouverture de la porte se donne en minutes avant la séance." })
      .int("L'ouverture de la porte se donne en minutes entières.")
      .min(0, "L'ouverture de la porte ne peut pas venir après le début de la séance.")
      .max(
        MAX_DOOR_OPENS_MINUTES_BEFORE,
        `La porte s'ouvre au plus ${MAX_DOOR_OPENS_MINUTES_BEFORE} minutes avant la séance.`,
      )
      .openapi({ example: 45 }),
  })
  .openapi('DoorWindow');

const DeviceSchema = z
  .object({
    idAppareil: z.number().int(),
    nom: z.string(),
    portees: z.array(z.enum(deviceScopes)),
    origine: z.enum(['operator', 'ingest', 'development']),
    creeLe: z.string(),
    revoqueLe: z.string().nullable(),
  })
  .openapi('HallDevice');

const NewDeviceSchema = z.object({
  nom: z
    .string({ error: "Le nom de l'appareil est obligatoire." })
    .trim()
    .min(1, "Le nom de l'appareil est obligatoire.")
    .max(80, "Le nom de l'appareil ne doit pas dépasser 80 caractères.")
    .openapi({ example: 'Porte principale' }),
  portees: z
    .array(z.enum(deviceScopes, { message: 'Une portée est entree, ecran, tablette ou programme.' }), {
      error: "Choisissez ce que l'appareil peut faire.",
    })
    .min(1, "Choisissez ce que l'appareil peut faire.")
    .max(deviceScopes.length)
    .openapi({ example: ['entree'] }),
});

const DeviceParamSchema = HallKeyParamSchema.extend({
  idAppareil: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_DATABASE_ID)
    .openapi({ param: { name: 'idAppareil', in: 'path' }, example: 3 }),
});

const PartnerOriginSchema = z
  .string({ error: partnerSiteMessages.notOrigin })
  .trim()
  .max(300, partnerSiteMessages.notOrigin)
  .transform((value, context) => {
    const origin = originOnly(value);
    if (!origin) {
      context.addIssue({ code: 'custom', message: partnerSiteMessages.notOrigin });
      return z.NEVER;
    }
    return origin;
  })
  .openapi({ example: 'https://www.mairie-exemple.fr' });

const PartnerSiteSchema = z.object({ origine: z.string(), ajouteLe: z.string() }).openapi('PartnerSite');

/**
 * The hall's rules a manager changes without SQL (`gestionnaire`, `proprietaire`; `accueil` gets 403), each
 * change audited and seen at once: the door's window (`GET`/`PUT .../porte`) and the hall's devices and
 * their keys (`GET`/`POST .../appareils`, `DELETE .../appareils/{idAppareil}`), while the server runs; and,
 * owners only, the partner sites players are sent back to after signing in (`GET`/`POST`/`DELETE
 * .../sites-partenaires`).
 *
 * @example app.route('/api/gestion', createStaffRuleRoutes(accounts, staffTokens));
 */
export function createStaffRuleRoutes(accounts: Accounts, tokens: StaffTokenOptions): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn, refusals } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/porte',
      operationId: 'staffDoorWindow',
      summary: "La fenêtre d'ouverture de la porte\u00a0: combien de minutes avant la séance",
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: { 200: json(DoorWindowSchema, 'La fenêtre'), ...refusals },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'rules');
      return c.json({ ouvertureMinutesAvant: await doorWindowOf(db, hall.hallId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/salles/{cle}/porte',
      operationId: 'staffSetDoorWindow',
      summary: "Changer la fenêtre d'ouverture de la porte (0 à 240 minutes avant la séance)",
      description:
        "La porte, le manifeste hors connexion de l'accueil et les scores en direct suivent la nouvelle fenêtre dès la réponse.",
      ...signedIn,
      request: { params: HallKeyParamSchema, body: jsonBody(DoorWindowSchema) },
      responses: { 200: json(DoorWindowSchema, 'La nouvelle fenêtre'), ...refusals },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      const { ouvertureMinutesAvant } = c.req.valid('json');
      await setDoorWindow(db, hall.hallId, ouvertureMinutesAvant, staff, clock.now());
      return c.json({ ouvertureMinutesAvant }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/appareils',
      operationId: 'staffDevices',
      summary:
        'Les appareils de la salle (lecteurs de porte, écrans, tablettes), révoqués compris, sans leur clé',
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: { 200: json(z.object({ appareils: z.array(DeviceSchema) }), 'Les appareils'), ...refusals },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'rules');
      return c.json({ appareils: await hallDeviceViews(db, hall.hallId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/appareils',
      operationId: 'staffAddDevice',
      summary: 'Ajouter un appareil\u00a0: sa clé est donnée une seule fois',
      ...signedIn,
      request: { params: HallKeyParamSchema, body: jsonBody(NewDeviceSchema) },
      responses: {
        201: json(
          DeviceSchema.extend({
            cle: z.string().openapi({ description: "La clé de l'appareil, lisible cette fois seulement." }),
          }),
          "L'appareil et sa clé",
        ),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      const { nom, portees } = c.req.valid('json');
      const { device, key } = await addHallDevice(
        db,
        hall.hallId,
        { name: nom, scopes: [...new Set(portees)] },
        staff,
        clock.now(),
      );
      return c.json({ ...device, cle: key }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/appareils/{idAppareil}',
      operationId: 'staffRevokeDevice',
      summary: 'Révoquer un appareil\u00a0: sa clé ne sert plus, son historique reste',
      ...signedIn,
      request: { params: DeviceParamSchema },
      responses: {
        200: json(DeviceSchema, "L'appareil révoqué"),
        404: json(DescriptionErrorSchema, 'Pas un appareil de cette salle'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idAppareil } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'rules');
      return c.json(await revokeHallDevice(db, hall.hallId, idAppareil, staff, clock.now()), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/sites-partenaires',
      operationId: 'staffPartnerSites',
      summary:
        "Les sites partenaires de la salle\u00a0: l'inscription ou la connexion commencée sur leurs pages y ramène",
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: {
        200: json(z.object({ sites: z.array(PartnerSiteSchema) }), 'Les sites partenaires'),
        ...refusals,
      },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'partners');
      return c.json({ sites: await partnerSitesOf(db, hall.hallId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/sites-partenaires',
      operationId: 'staffAddPartnerSite',
      summary: 'Enregistrer un site partenaire (son origine, sans chemin)\u00a0: propriétaires seulement',
      ...signedIn,
      request: {
        params: HallKeyParamSchema,
        body: jsonBody(z.object({ origine: PartnerOriginSchema })),
      },
      responses: {
        201: json(z.object({ origine: z.string() }), 'Enregistré'),
        200: json(z.object({ origine: z.string() }), 'Déjà enregistré'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'partners');
      const { origine } = c.req.valid('json');
      const isNew = await addPartnerSite(db, hall.hallId, origine, staff, clock.now());
      return c.json({ origine }, isNew ? 201 : 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/sites-partenaires',
      operationId: 'staffRemovePartnerSite',
      summary: 'Retirer un site partenaire\u00a0: ses pages ne sont plus proposées au retour',
      ...signedIn,
      request: {
        params: HallKeyParamSchema,
        query: z.object({ origine: PartnerOriginSchema }),
      },
      responses: {
        204: { description: 'Retiré' },
        404: json(DescriptionErrorSchema, 'Pas un site partenaire de cette salle'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'partners');
      await removePartnerSite(db, hall.hallId, c.req.valid('query').origine, staff, clock.now());
      return c.body(null, 204);
    },
  );
  return router;
}
