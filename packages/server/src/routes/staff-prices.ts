import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { pricesOf, setPrices } from '../hall-rules/index.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { parseLocalDate, timeToMinutes } from '../planning/local-time.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema } from './staff-schemas.ts';

/** The most a slot may cost: 10 000 €. */
const MAX_PRICE_CENTS = 1_000_000;

const wallTime = (what: string, pattern: RegExp) =>
  z
    .string({ error: `${what} s'écrit HH:MM, par exemple 18:00.` })
    .regex(pattern, `${what} s'écrit HH:MM, à 5 minutes près (par exemple 18:00 ou 22:30).`);

const cents = (what: string) =>
  z
    .number({ error: `${what} se donne en centimes, par exemple 4800 pour 48,00 €.` })
    .int(`${what} se donne en centimes entiers, par exemple 4800 pour 48,00 €.`)
    .min(1, `${what} vaut au moins 1 centime.`)
    .max(MAX_PRICE_CENTS, `${what} vaut au plus 10 000 €.`);

const PriceRuleSchema = z
  .object({
    idSport: z.number({ error: 'Le sport (idSport) est obligatoire.' }).int().positive().max(MAX_DATABASE_ID),
    idZone: z
      .number()
      .int()
      .positive()
      .max(MAX_DATABASE_ID)
      .nullable()
      .optional()
      .openapi({ description: 'Le terrain\u00a0; absent ou null\u00a0: tous les terrains de ce sport.' }),
    typeCreneau: z
      .enum(['terrain', 'place', 'cours'], { message: 'typeCreneau vaut terrain, place ou cours.' })
      .nullable()
      .optional(),
    jours: z
      .array(
        z
          .number({ error: 'Un jour va de 1 (lundi) à 7 (dimanche).' })
          .int('Un jour va de 1 (lundi) à 7 (dimanche).')
          .min(1, 'Un jour va de 1 (lundi) à 7 (dimanche).')
          .max(7, 'Un jour va de 1 (lundi) à 7 (dimanche).'),
        { error: 'Donnez les jours du tarif (1 = lundi … 7 = dimanche).' },
      )
      .min(1, 'Choisissez au moins un jour.')
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Chaque jour ne figure qu'une fois."),
    debut: wallTime('Le début', /^(?:[01]\d|2[0-3]):[0-5][05]$/),
    fin: wallTime('La fin', /^(?:(?:[01]\d|2[0-3]):[0-5][05]|24:00)$/),
    prixCentimes: cents('Le prix'),
    prixBarreCentimes: cents('Le prix barré').nullable().optional(),
    aPartirDu: z
      .string({ error: "La date s'écrit AAAA-MM-JJ." })
      .refine((value) => parseLocalDate(value) !== undefined, "La date s'écrit AAAA-MM-JJ.")
      .nullable()
      .optional()
      .openapi({ description: 'Le premier jour du tarif\u00a0; absent ou null\u00a0: dès maintenant.' }),
  })
  .superRefine((rule, context) => {
    if (timeToMinutes(rule.fin) <= timeToMinutes(rule.debut))
      context.addIssue({
        code: 'custom',
        path: ['fin'],
        message: 'La fin du tarif doit venir après son début.',
      });
    if (rule.prixBarreCentimes != null && rule.prixBarreCentimes <= rule.prixCentimes)
      context.addIssue({
        code: 'custom',
        path: ['prixBarreCentimes'],
        message: 'Le prix barré doit être plus élevé que le prix.',
      });
  })
  .openapi('PriceRuleChange', {
    example: {
      idSport: 1,
      jours: [1, 2, 3, 4, 5],
      debut: '18:00',
      fin: '22:00',
      prixCentimes: 5200,
      aPartirDu: '2027-01-04',
    },
  });

const PriceRuleViewSchema = z
  .object({
    idRegle: z.number().int(),
    idSport: z.number().int(),
    sport: z.string(),
    idZone: z.number().int(),
    terrain: z.string(),
    typeCreneau: z.enum(['terrain', 'place', 'cours']).nullable(),
    jours: z.array(z.number().int()),
    debut: z.string(),
    fin: z.string(),
    prixCentimes: z.number().int(),
    prixBarreCentimes: z.number().int().nullable(),
    aPartirDu: z.string().nullable(),
  })
  .openapi('PriceRule');

const PricesSchema = z.object({ regles: z.array(PriceRuleViewSchema) }).openapi('Prices');

/**
 * A hall's prices (`gestionnaire`, `proprietaire`; `accueil` gets 403): per sport, court, weekdays and time
 * band, from a day (`GET`/`PUT .../tarifs`). The players' planning shows a new price at once; a booking keeps
 * the price it was made at.
 *
 * @example app.route('/api/gestion', createStaffPriceRoutes(accounts, staffTokens));
 */
export function createStaffPriceRoutes(accounts: Accounts, tokens: StaffTokenOptions): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn, refusals } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/tarifs',
      operationId: 'staffPrices',
      summary: "Les tarifs\u00a0: par terrain et sport, jours, tranche horaire, à partir d'une date",
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: { 200: json(PricesSchema, 'Les tarifs'), ...refusals },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'rules');
      return c.json({ regles: await pricesOf(db, hall.hallId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/salles/{cle}/tarifs',
      operationId: 'staffSetPrices',
      summary: "Remplacer les tarifs de la salle (heures creuses, heures pleines, à partir d'une date)",
      description:
        "Remplace toutes les règles de la salle. Une règle sans `idZone` vaut pour chaque terrain de ce sport. Là où plusieurs règles s'appliquent, celle qui commence le plus tard (`aPartirDu`) l'emporte. Les créneaux non réservés montrent le nouveau prix dès la réponse\u00a0; une réservation garde le prix auquel elle a été faite.",
      ...signedIn,
      request: {
        params: HallKeyParamSchema,
        body: jsonBody(
          z.object({
            regles: z
              .array(PriceRuleSchema, { error: 'Donnez les règles de tarif (une liste).' })
              .max(500, 'Au plus 500 règles de tarif.'),
          }),
        ),
      },
      responses: { 200: json(PricesSchema, 'Les nouveaux tarifs'), ...refusals },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      const rules = c.req.valid('json').regles.map((rule) => ({
        sportId: rule.idSport,
        zoneId: rule.idZone ?? null,
        slotType: rule.typeCreneau,
        weekdays: rule.jours,
        startsAt: rule.debut,
        endsAt: rule.fin,
        priceCents: rule.prixCentimes,
        oldPriceCents: rule.prixBarreCentimes ?? null,
        validFrom: rule.aPartirDu ?? null,
      }));
      return c.json({ regles: await setPrices(db, hall.hallId, rules, staff, clock.now()) }, 200);
    },
  );
  return router;
}
