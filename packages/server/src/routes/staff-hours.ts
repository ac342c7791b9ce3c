import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Accounts } from '../accounts/index.ts';
import { HoursOverBookings, openingHoursOf, setOpeningHours } from '../hall-rules/index.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { formatZoned, parseLocalDate, timeToMinutes } from '../planning/local-time.ts';
import { type StaffEnv, type StaffTokenOptions, staffHall } from '../staff/index.ts';
import { json, jsonBody } from './account-schemas.ts';
import { staffRouteKit } from './staff-route-kit.ts';
import { HallKeyParamSchema, MotifSchema } from './staff-schemas.ts';

/** A wall time on the 5-minute grid the slots start on; `24:00` only as a closing time. */
const wallTime = (what: string, { endOfDay }: { endOfDay: boolean }) =>
  z
    .string({ error: `${what} s'écrit HH:MM, par exemple 08:00.` })
    .regex(
      endOfDay ? /^(?:(?:[01]\d|2[0-3]):[0-5][05]|24:00)$/ : /^(?:[01]\d|2[0-3]):[0-5][05]$/,
      `${what} s'écrit HH:MM, à 5 minutes près (par exemple 08:00 ou 22:30).`,
    )
    .openapi({ example: endOfDay ? '23:00' : '08:00' });

const weekday = z
  .number({ error: 'Le jour va de 1 (lundi) à 7 (dimanche).' })
  .int('Le jour va de 1 (lundi) à 7 (dimanche).')
  .min(1, 'Le jour va de 1 (lundi) à 7 (dimanche).')
  .max(7, 'Le jour va de 1 (lundi) à 7 (dimanche).');

const closedFlag = z.literal(true, { error: 'ferme vaut true pour un jour fermé.' });

/** Opening and closing of a day or an exceptional date: both given, closing after opening; or closed. */
function checkHours(
  value: { ferme?: true | undefined; ouverture?: string | undefined; fermeture?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.ferme) {
    if (value.ouverture !== undefined || value.fermeture !== undefined)
      context.addIssue({ code: 'custom', path: ['ferme'], message: "Un jour fermé n'a pas d'horaires." });
    return;
  }
  if (value.ouverture === undefined || value.fermeture === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['ouverture'],
      message: "Donnez l'ouverture et la fermeture, ou ferme: true pour un jour fermé.",
    });
  } else if (timeToMinutes(value.fermeture) <= timeToMinutes(value.ouverture)) {
    context.addIssue({
      code: 'custom',
      path: ['fermeture'],
      message: "La fermeture doit venir après l'ouverture.",
    });
  }
}

const DayHoursSchema = z
  .object({
    jour: weekday,
    ferme: closedFlag.optional(),
    ouverture: wallTime("L'ouverture", { endOfDay: false }).optional(),
    fermeture: wallTime('La fermeture', { endOfDay: true }).optional(),
  })
  .superRefine(checkHours)
  .openapi('DayHours', { example: { jour: 1, ouverture: '08:00', fermeture: '23:00' } });

const CourtHoursSchema = z
  .object({
    idZone: z.number({ error: 'Le terrain (idZone) est obligatoire.' }).int().positive().max(MAX_DATABASE_ID),
    jours: z
      .array(DayHoursSchema, { error: 'Donnez les jours de la semaine du terrain.' })
      .max(28, 'Au plus 4 plages par jour.'),
  })
  .superRefine((court, context) => {
    const days = new Set(court.jours.map((day) => day.jour));
    if (days.size !== 7)
      context.addIssue({
        code: 'custom',
        path: ['jours'],
        message: 'Donnez les 7 jours de la semaine (ferme: true pour un jour fermé).',
      });
    const closed = new Set(court.jours.filter((day) => day.ferme).map((day) => day.jour));
    if (court.jours.some((day) => !day.ferme && closed.has(day.jour)))
      context.addIssue({
        code: 'custom',
        path: ['jours'],
        message: 'Un jour est fermé ou ouvert, pas les deux.',
      });
  });

const ExceptionSchema = z
  .object({
    date: z
      .string({ error: "La date s'écrit AAAA-MM-JJ." })
      .refine((value) => parseLocalDate(value) !== undefined, "La date s'écrit AAAA-MM-JJ.")
      .openapi({ example: '2026-12-25' }),
    ferme: closedFlag.optional(),
    ouverture: wallTime("L'ouverture", { endOfDay: false }).optional(),
    fermeture: wallTime('La fermeture', { endOfDay: true }).optional(),
  })
  .superRefine(checkHours)
  .openapi('OpeningException', { example: { date: '2026-12-25', ferme: true } });

const OpeningHoursSchema = z
  .object({
    aujourdhui: z.string().openapi({
      description: 'Le jour de la salle\u00a0: les dates exceptionnelles listées commencent là.',
    }),
    terrains: z.array(
      z.object({
        idZone: z.number().int(),
        nom: z.string(),
        jours: z.array(DayHoursSchema),
      }),
    ),
    exceptions: z.array(ExceptionSchema),
  })
  .openapi('OpeningHours');

const OpeningHoursChangeSchema = z.object({
  terrains: z
    .array(CourtHoursSchema, { error: 'Donnez les terrains dont les horaires changent (une liste).' })
    .max(100),
  exceptions: z
    .array(ExceptionSchema, {
      error: "Donnez les dates exceptionnelles (une liste, vide s'il n'y en a pas).",
    })
    .max(366, 'Au plus 366 dates exceptionnelles.'),
  reservationsHorsHoraires: z
    .enum(['conserver', 'annuler'], {
      message: 'reservationsHorsHoraires vaut conserver ou annuler.',
    })
    .optional()
    .openapi({
      description:
        'Les réservations à venir que les nouveaux horaires laissent dehors\u00a0: les garder, ou les annuler (joueurs prévenus avec le motif).',
    }),
  motif: MotifSchema.optional().openapi({
    description: 'Le motif donné aux joueurs des réservations annulées.',
  }),
});

const minutes = (value: string | undefined) => timeToMinutes(value ?? '00:00');

/**
 * A hall's opening hours (`gestionnaire`, `proprietaire`; `accueil` gets 403): each court's week and the
 * exceptional days (`GET`/`PUT .../horaires`). Players' slots follow the answer.
 *
 * @example app.route('/api/gestion', createStaffHoursRoutes(accounts, staffTokens));
 */
export function createStaffHoursRoutes(accounts: Accounts, tokens: StaffTokenOptions): OpenAPIHono<StaffEnv> {
  const router = createRouter<StaffEnv>();
  const { db, clock } = accounts;
  const { signedIn, refusals } = staffRouteKit(tokens);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/salles/{cle}/horaires',
      operationId: 'staffOpeningHours',
      summary:
        "Les horaires d'ouverture\u00a0: la semaine de chaque terrain et les dates exceptionnelles à venir",
      ...signedIn,
      request: { params: HallKeyParamSchema },
      responses: { 200: json(OpeningHoursSchema, 'Les horaires'), ...refusals },
    }),
    async (c) => {
      const hall = await staffHall(db, c.get('staff'), c.req.valid('param').cle, 'rules');
      return c.json(await openingHoursOf(db, hall, clock.now()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/salles/{cle}/horaires',
      operationId: 'staffSetOpeningHours',
      summary:
        "Changer les horaires d'ouverture des terrains et les dates exceptionnelles (fériés, horaires spéciaux)",
      description:
        "Remplace la semaine des terrains donnés (leurs séances programmées restent) et les dates exceptionnelles à partir d'aujourd'hui. Les créneaux des joueurs suivent dès la réponse. Refusé (409, `idReservations`) si des réservations à venir tombent en dehors des nouveaux horaires, sauf avec `reservationsHorsHoraires`\u00a0: `conserver` les garde, `annuler` les annule (joueurs prévenus avec le motif, parts réglées remboursées).",
      ...signedIn,
      request: { params: HallKeyParamSchema, body: jsonBody(OpeningHoursChangeSchema) },
      responses: {
        200: json(
          OpeningHoursSchema.extend({
            reservationsAnnulees: z.array(z.string().uuid()),
            reservationsConservees: z.array(z.string().uuid()),
          }),
          'Les nouveaux horaires',
        ),
        409: json(
          z.object({
            szErreur: z.string(),
            idReservations: z.array(z.string().uuid()),
            reservations: z.array(
              z.object({
                idReservation: z.string().uuid(),
                idZone: z.number().int(),
                debut: z.string(),
                fin: z.string(),
              }),
            ),
          }),
          'Des réservations à venir tombent en dehors des nouveaux horaires (par date)',
        ),
        ...refusals,
      },
    }),
    async (c) => {
      const staff = c.get('staff');
      const hall = await staffHall(db, staff, c.req.valid('param').cle, 'rules');
      const body = c.req.valid('json');
      const change = {
        courts: body.terrains.map((court) => ({
          zoneId: court.idZone,
          windows: court.jours.flatMap((day) =>
            day.ferme
              ? []
              : [{ weekday: day.jour, opens: minutes(day.ouverture), closes: minutes(day.fermeture) }],
          ),
        })),
        exceptions: body.exceptions.map((exception) =>
          exception.ferme
            ? { date: exception.date, isClosed: true as const }
            : {
                date: exception.date,
                isClosed: false as const,
                opens: minutes(exception.ouverture),
                closes: minutes(exception.fermeture),
              },
        ),
        outsideReservations: body.reservationsHorsHoraires,
        motif: body.motif,
      };
      try {
        return c.json(await setOpeningHours(db, hall, change, staff, clock.now()), 200);
      } catch (error) {
        if (!(error instanceof HoursOverBookings)) throw error;
        const outside = error.reservations;
        return c.json(
          {
            szErreur: error.message,
            idReservations: outside.map((row) => row.id),
            reservations: outside.map((row) => ({
              idReservation: row.id,
              idZone: row.zoneId,
              debut: formatZoned(row.startsAt, hall.timezone),
              fin: formatZoned(row.endsAt, hall.timezone),
            })),
          },
          409,
        );
      }
    },
  );
  return router;
}
