import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { hallClock, hallStreams, streamHall } from '../hall-stream/index.ts';
import { createRouter } from '../http/validation.ts';
import { addDays, isoWeekday, localDateOf, parseLocalDate } from '../planning/local-time.ts';
import {
  hallDay,
  hallDays,
  MAX_HALL_DAYS,
  requireStaff,
  type StaffEnv,
  type StaffTokenOptions,
  staffHall,
  staffMessages,
} from '../staff/index.ts';
import { invalidResponse, json } from './account-schemas.ts';
import {
  HallKeyParamSchema,
  staffForbidden,
  staffSecurity,
  staffTags,
  staffUnauthorized,
} from './staff-schemas.ts';

const ParticipantSchema = z.object({
  idParticipant: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  pseudo: z.string(),
  portable: z.string().nullable(),
  organisateur: z.boolean(),
  reponse: z.enum(['accepte', 'refuse', 'en-attente']),
  part: z.enum(['payee', 'a-venir', 'a-regulariser']).nullable(),
  arrive: z.string().nullable().openapi({ example: '2026-11-28T18:52:10+01:00' }),
});

const HallDaySchema = z
  .object({
    date: z.string().openapi({ example: '2026-11-28' }),
    zones: z.array(
      z.object({ idZone: z.number().int(), libelle: z.string(), zonesPartagees: z.array(z.number().int()) }),
    ),
    seances: z.array(
      z.object({
        idReservation: z
          .string()
          .uuid()
          .nullable()
          .openapi({ description: "Null pour un client du guichet qui n'est pas joueur." }),
        idZone: z.number().int(),
        sport: z.string(),
        debut: z.string().openapi({ example: '2026-11-28T19:00:00+01:00' }),
        fin: z.string(),
        placesMax: z.number().int(),
        organisateur: z
          .object({ nom: z.string(), prenom: z.string(), portable: z.string().nullable() })
          .nullable(),
        participants: z.array(ParticipantSchema),
        guichet: z
          .object({
            idGuichet: z.number().int(),
            client: z.string(),
            prix: z.number().int(),
            prisPar: z.string().nullable(),
          })
          .nullable()
          .openapi({
            description: 'Réservation prise au guichet (payée sur place)\u00a0; null si prise en ligne.',
          }),
      }),
    ),
    fermetures: z.array(
      z.object({
        id: z.number().int(),
        idZone: z.number().int().nullable(),
        debut: z.string(),
        fin: z.string(),
        motif: z.string(),
        serie: z.string().nullable(),
      }),
    ),
  })
  .openapi('HallDay');

/**
 * `GET /api/gestion/salles/{cle}/jour?date=AAAA-MM-JJ`: the hall's day for its staff, every court and every
 * session with its organiser and participants (names, phones, answers, shares, arrivals). Without `date`,
 * today in the hall's time zone on the server's clock.
 *
 * @example app.route('/api/gestion', createStaffDayRoutes(accounts, staffTokens));
 */
export function createStaffDayRoutes(accounts: Accounts, tokens: StaffTokenOptions): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/jour',
      operationId: 'staffDay',
      tags: staffTags,
      summary: 'La journée de la salle\u00a0: terrains, séances, organisateurs et participants',
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: HallKeyParamSchema,
        query: z.object({
          date: z
            .string()
            .refine((value) => parseLocalDate(value) !== undefined, staffMessages.invalidDate)
            .optional()
            .openapi({ example: '2026-11-28' }),
        }),
      },
      responses: {
        200: json(HallDaySchema, 'La journée'),
        401: staffUnauthorized,
        403: staffForbidden,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const hall = await staffHall(accounts.db, c.get('staff'), c.req.valid('param').cle, 'day');
      const date = c.req.valid('query').date ?? localDateOf(accounts.clock.now(), hall.timezone);
      return c.json(await hallDay(accounts.db, hall, date), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/semaine',
      operationId: 'staffWeek',
      tags: staffTags,
      summary: 'La semaine de la salle\u00a0: ses sept journées, lues en une fois',
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: {
        params: HallKeyParamSchema,
        query: z.object({
          du: z
            .string()
            .refine((value) => parseLocalDate(value) !== undefined, staffMessages.invalidDate)
            .optional()
            .openapi({
              description:
                'Un jour de la semaine voulue (sa semaine commence le lundi)\u00a0; absent\u00a0: cette semaine.',
              example: '2026-11-23',
            }),
        }),
      },
      responses: {
        200: json(z.object({ jours: z.array(HallDaySchema) }), 'Les sept journées, du lundi au dimanche'),
        401: staffUnauthorized,
        403: staffForbidden,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const hall = await staffHall(accounts.db, c.get('staff'), c.req.valid('param').cle, 'day');
      const day = c.req.valid('query').du ?? localDateOf(accounts.clock.now(), hall.timezone);
      const monday = addDays(day, 1 - isoWeekday(day));
      return c.json({ jours: await hallDays(accounts.db, hall, monday, MAX_HALL_DAYS) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/flux',
      operationId: 'staffHallStream',
      tags: staffTags,
      summary: 'Le flux de la salle pour la console\u00a0: la journée se relit à chaque événement',
      description:
        "Le même flux que les écrans de la salle (`etat` à l'ouverture, puis `entree`, `programme`, `seance`, `etat`…), avec le jeton du personnel\u00a0: une réservation faite en ligne, une entrée à la porte ou une annulation montrent la console à jour sans la recharger.",
      middleware: requireStaff(tokens),
      security: staffSecurity,
      request: { params: HallKeyParamSchema },
      responses: {
        200: {
          description: 'Le flux (ne se termine pas de lui-même)',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        401: staffUnauthorized,
        403: staffForbidden,
        422: invalidResponse,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(accounts.db, staff, c.req.valid('param').cle, 'day');
      return streamHall(c, {
        db: accounts.db,
        streams: hallStreams(accounts.db, hallClock(accounts.clock)),
        hall: { id: hall.hallId, key: hall.cle, name: hall.nom, timeZone: hall.timezone },
        idField: 'idMultisalle',
        // A staff member's streams count apart from every device's.
        holder: `personnel:${staff.staffId}`,
      }) as never;
    },
  );
  return router;
}
