// What the hall's screens and the reception tablet read (/tmp/hall-contract.md): the day's
// sessions and the events of the hall's stream. Pseudonyms only: the screens hang in a public hall.
import { z } from '@hono/zod-openapi';
import { parseLocalDate } from '../planning/local-time.ts';
import type { ProductNames } from '../product.ts';

/** A court, a sport: id and label. */
export const NamedSchema = z
  .object({ id: z.number().int(), nom: z.string() })
  .openapi('RefSalle', { example: { id: 2, nom: 'Terrain de padel 2' } });
export type WireNamed = z.infer<typeof NamedSchema>;

export const SessionParticipantSchema = z
  .object({
    pseudo: z.string().openapi({ example: 'camille' }),
    arriveLe: z.string().nullable().openapi({ example: '2026-11-25T17:52:10+01:00' }),
  })
  .openapi('ParticipantSeance');

/** One session of the hall, as the screens show it. */
export const SeanceSchema = z
  .object({
    idReservation: z.string().openapi({ example: '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d' }),
    debut: z.string().openapi({ example: '2026-11-25T18:00:00+01:00' }),
    fin: z.string().openapi({ example: '2026-11-25T19:30:00+01:00' }),
    terrain: NamedSchema,
    sport: NamedSchema,
    participants: z.array(SessionParticipantSchema),
    arrives: z.number().int().openapi({ description: 'Participants déjà entrés.' }),
    attendus: z.number().int().openapi({ description: 'Participants ayant accepté (famille comprise).' }),
  })
  .openapi('SeanceSalle');
export type WireSeance = z.infer<typeof SeanceSchema>;

/** A court's live score, as the stream carries it. */
export const ScoreSchema = z
  .object({
    terrain: NamedSchema,
    idReservation: z.string().nullable(),
    equipes: z.tuple([z.object({ nom: z.string() }), z.object({ nom: z.string() })]),
    periodes: z.array(z.object({ equipe1: z.number().int(), equipe2: z.number().int() })),
    enCours: z.object({ equipe1: z.string(), equipe2: z.string() }).nullable(),
    termine: z.boolean(),
    majLe: z.string().openapi({ example: '2026-11-25T18:40:02+01:00' }),
  })
  .openapi('ScoreTerrain');
export type WireScore = z.infer<typeof ScoreSchema>;

/** The hall, as the screens name it (`idMultisalle` follows the product key). */
export interface WireHall {
  [idField: string]: number | string;
  cle: string;
  nom: string;
  fuseau: string;
}

/** `GET /salle/{id}/seances`, and the hall part of `etat`, for a product's field names. */
export function hallScreenSchemas(names: ProductNames) {
  const SalleSchema = z
    .object({
      [names.idField]: z.number().int(),
      cle: z.string().openapi({ example: 'padel-park' }),
      nom: z.string().openapi({ example: 'Padel Park' }),
      fuseau: z.string().openapi({ example: 'Europe/Paris' }),
    })
    .openapi('SalleAppareil');
  const DaySessionsSchema = z
    .object({
      date: z.string().openapi({ example: '2026-11-25' }),
      salle: SalleSchema,
      seances: z.array(SeanceSchema),
    })
    .openapi('SeancesDuJour');
  return { SalleSchema, DaySessionsSchema };
}

/** The `entree` event: someone just came in. */
export interface WireEntryEvent {
  idReservation: string;
  pseudo: string;
  arriveLe: string;
  terrain: WireNamed;
  arrives: number;
  attendus: number;
}

/** The clock's moments of a session: 5 minutes before its start, its start, 5 minutes before its end, its end. */
export type SessionMoment = 'debut-proche' | 'debut' | 'fin-proche' | 'fin';

/** The `seance` event. */
export interface WireSessionMoment {
  moment: SessionMoment;
  idReservation: string;
  terrain: WireNamed;
  sport: WireNamed;
  debut: string;
  fin: string;
  /** Minutes to the start (`debut-proche`) or to the end (`fin-proche`); 0 at the start and the end. */
  minutes: number;
}

/** The `etat` event: everything a screen shows, sent on connect and when the hall's bookings change. */
export interface WireHallState {
  maintenant: string;
  salle: WireHall;
  seances: WireSeance[];
  scores: WireScore[];
}

/** `?date=YYYY-MM-DD` of the hall's day calls: a day in the hall's time zone, today when absent. */
export const DayQuerySchema = z.object({
  date: z
    .string()
    .refine((value) => {
      const ms = parseLocalDate(value);
      const year = ms === undefined ? 0 : new Date(ms).getUTCFullYear();
      return year >= 2000 && year <= 2100;
    }, 'La date doit être un jour valide au format AAAA-MM-JJ.')
    .optional()
    .openapi({
      example: '2026-11-25',
      description: "Le jour (fuseau de la salle)\u00a0; aujourd'hui par défaut.",
    }),
});
