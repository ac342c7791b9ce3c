import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { createHallDiscount, hallDiscountViews, withdrawHallDiscount } from '../booking-rules/index.ts';
import { ConflictErrorSchema, DescriptionErrorSchema } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { parseLocalDate } from '../planning/local-time.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema } from './staff-schemas.ts';

/** The most a code takes off: 10 000 €. */
const MAX_AMOUNT_CENTS = 1_000_000;
const CODE = /^[A-Za-z0-9-]{3,20}$/;
const CODE_RULE = 'Le code compte de 3 à 20 caractères\u00a0: lettres sans accent, chiffres et tirets.';

const day = (what: string) =>
  z
    .string({ error: `${what} s'écrit AAAA-MM-JJ.` })
    .refine((value) => parseLocalDate(value) !== undefined, `${what} s'écrit AAAA-MM-JJ.`)
    .nullable()
    .optional();

const NewDiscountSchema = z
  .object({
    code: z
      .string({ error: 'Le code est obligatoire.' })
      .trim()
      .regex(CODE, CODE_RULE)
      .openapi({ example: 'NOEL2026' }),
    pourcentage: z
      .number({ error: 'Le pourcentage est un nombre entier de 1 à 100.' })
      .int('Le pourcentage est un nombre entier de 1 à 100.')
      .min(1, 'Le pourcentage est un nombre entier de 1 à 100.')
      .max(100, 'Le pourcentage est un nombre entier de 1 à 100.')
      .nullable()
      .optional()
      .openapi({ example: 10 }),
    montantCentimes: z
      .number({ error: 'Le montant se donne en centimes, par exemple 500 pour 5,00 €.' })
      .int('Le montant se donne en centimes entiers, par exemple 500 pour 5,00 €.')
      .min(1, 'Le montant vaut au moins 1 centime.')
      .max(MAX_AMOUNT_CENTS, 'Le montant vaut au plus 10 000 €.')
      .nullable()
      .optional(),
    limiteUtilisations: z
      .number({ error: "La limite est un nombre entier d'utilisations, au moins 1." })
      .int("La limite est un nombre entier d'utilisations, au moins 1.")
      .min(1, "La limite est un nombre entier d'utilisations, au moins 1.")
      .max(100_000, 'La limite vaut au plus 100 000 utilisations.')
      .nullable()
      .optional()
      .openapi({ description: 'Absente ou null\u00a0: sans limite.', example: 50 }),
    du: day('La date de début').openapi({
      description: 'Premier jour, heure de la salle\u00a0; absent\u00a0: dès maintenant.',
    }),
    au: day('La date de fin').openapi({
      description: 'Dernier jour inclus, heure de la salle\u00a0; absent\u00a0: sans fin.',
    }),
    cumulable: z
      .boolean({ error: 'cumulable vaut true ou false.' })
      .optional()
      .openapi({ description: "S'ajoute aux autres réductions cumulables (par défaut non)." }),
  })
  .superRefine((body, context) => {
    if ((body.pourcentage == null) === (body.montantCentimes == null))
      context.addIssue({
        code: 'custom',
        path: [body.pourcentage == null ? 'pourcentage' : 'montantCentimes'],
        message: 'Donnez soit un pourcentage, soit un montant en centimes.',
      });
  })
  .openapi('NewDiscountCode', {
    example: {
      code: 'NOEL2026',
      pourcentage: 10,
      limiteUtilisations: 50,
      du: '2026-12-01',
      au: '2026-12-31',
    },
  });

const DiscountCodeSchema = z
  .object({
    idReduction: z.number().int(),
    code: z.string(),
    libelle: z.string(),
    pourcentage: z.number().int().nullable(),
    montantCentimes: z.number().int().nullable(),
    cumulable: z.boolean(),
    limiteUtilisations: z.number().int().nullable(),
    utilisations: z.number().int().openapi({
      description:
        "Paniers validés qui portaient le code et gardent une réservation non annulée (un panier en cours n'en consomme pas).",
    }),
    du: z.string().nullable(),
    au: z.string().nullable(),
    creeLe: z.string(),
    retireeLe: z.string().nullable(),
    etat: z.enum(['active', 'avenir', 'expiree', 'epuisee', 'retiree']),
  })
  .openapi('DiscountCode');

const DiscountParamSchema = HallKeyParamSchema.extend({
  idReduction: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_DATABASE_ID)
    .openapi({ param: { name: 'idReduction', in: 'path' }, example: 4 }),
});

/**
 * A hall's discount codes from its console (`gestionnaire`, `proprietaire`; `accueil` gets 403): listed
 * with their uses and state (`GET .../reductions`), created (`POST`), withdrawn (`DELETE .../{idReduction}`,
 * never deleted). Each change is audited; players see it at their next code check.
 *
 * @example app.route('/api/gestion', createStaffDiscountRoutes(accounts, staffTokens));
 */
export function createStaffDiscountRoutes(
  accounts: Accounts,
  tokens: StaffTokenOptions,
): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn, refusals } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/reductions',
      operationId: 'staffDiscountCodes',
      summary: 'Les codes de réduction de la salle, retirés compris, avec leurs utilisations et leur état',
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: {
        200: json(
          z.object({ reductions: z.array(DiscountCodeSchema) }),
          'Les codes, du plus récent au plus ancien',
        ),
        ...refusals,
      },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'rules');
      return c.json({ reductions: await hallDiscountViews(db, hall, clock.now()) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/salles/{cle}/reductions',
      operationId: 'staffAddDiscountCode',
      summary: 'Créer un code de réduction pour la salle\u00a0: pourcentage ou montant, limite, dates',
      description:
        'Les codes sont uniques sans tenir compte de la casse, toutes salles confondues (un joueur tape un code sans nommer la salle)\u00a0: un code déjà pris répond 409.',
      ...signedIn,
      request: { params: HallKeyParamSchema, body: jsonBody(NewDiscountSchema) },
      responses: {
        201: json(DiscountCodeSchema, 'Le code créé'),
        409: json(ConflictErrorSchema, 'Code déjà pris'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      const body = c.req.valid('json');
      const created = await createHallDiscount(
        db,
        hall,
        {
          code: body.code,
          percent: body.pourcentage ?? null,
          amountCents: body.montantCentimes ?? null,
          maxUses: body.limiteUtilisations ?? null,
          from: body.du ?? null,
          until: body.au ?? null,
          isCumulative: body.cumulable ?? false,
        },
        staff,
        clock.now(),
      );
      return c.json(created, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/salles/{cle}/reductions/{idReduction}',
      operationId: 'staffWithdrawDiscountCode',
      summary:
        "Retirer un code\u00a0: les joueurs ne peuvent plus l'appliquer, ses utilisations restent comptées",
      ...signedIn,
      request: { params: DiscountParamSchema },
      responses: {
        200: json(DiscountCodeSchema, 'Le code retiré'),
        404: json(DescriptionErrorSchema, 'Pas un code de cette salle'),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const { cle, idReduction } = c.req.valid('param');
      const hall = await staffHall(db, staff, cle, 'rules');
      return c.json(await withdrawHallDiscount(db, hall, idReduction, staff, clock.now()), 200);
    },
  );
  return router;
}
