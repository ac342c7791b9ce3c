// Request and answer schemas of the open games: the wire names are ours (the spec has none),
// French like the rest of the API.
import { z } from '@hono/zod-openapi';
import { OPEN_GAME_MESSAGE_MAX } from '../db/schema.ts';
import { MAX_DATABASE_ID } from '../http/validation.ts';
import { token, uuid } from './reservation-schemas.ts';

const LEVEL_MESSAGE = 'Le niveau doit être un entier de 1 à 7';
const level = z.number().int(LEVEL_MESSAGE).min(1, LEVEL_MESSAGE).max(7, LEVEL_MESSAGE);

/** The organiser opens a game, or changes what it offers. */
export const OpenBodySchema = z
  .object({
    uuidReservation: uuid('de la réservation'),
    nbPlacesOffertes: z
      .number()
      .int('Le nombre de places offertes doit être un entier')
      .min(1, 'Offrez au moins une place')
      .max(50, 'Cinquante places offertes au plus'),
    niveauMin: level.nullable().default(null),
    niveauMax: level.nullable().default(null),
    message: z
      .string()
      .max(OPEN_GAME_MESSAGE_MAX, `Le message fait ${OPEN_GAME_MESSAGE_MAX} caractères au plus`)
      .default('')
      .transform((text) => text.trim()),
  })
  .refine((b) => b.niveauMin === null || b.niveauMax === null || b.niveauMin <= b.niveauMax, {
    message: 'Le niveau minimum ne peut pas dépasser le niveau maximum',
    path: ['niveauMin'],
  })
  .openapi('OpenGameBody');

export const ReservationBodySchema = z.object({ uuidReservation: uuid('de la réservation') });

export const AskBodySchema = z.object({ uuidReservation: uuid('de la réservation'), jetonPartie: token });

const contactId = z
  .number()
  .int("L'identifiant du joueur doit être un entier positif")
  .positive("L'identifiant du joueur doit être un entier positif")
  .max(MAX_DATABASE_ID, "L'identifiant du joueur doit être un entier positif");

export const DecisionBodySchema = z.object({
  uuidReservation: uuid('de la réservation'),
  idContact: contactId,
  accepte: z.boolean({ error: 'accepte doit valoir true ou false' }),
});

export const BlockBodySchema = z.object({ idContact: contactId });

/** Where the player of a public link stands (`GET partie_ouverte/demande`). */
export const RequestStandingSchema = z
  .object({
    niveauMin: z.number().nullable(),
    niveauMax: z.number().nullable(),
    niveau: z.number().nullable().openapi({ description: 'Le niveau du joueur dans ce sport, 1 à 7' }),
    dansLaFourchette: z.boolean().openapi({ description: 'Le joueur peut rejoindre directement' }),
    demande: z
      .enum(['requested', 'approved', 'declined', 'joined'])
      .nullable()
      .openapi({ description: 'Sa demande\u00a0: envoyée, acceptée, refusée, ou rejoint' }),
  })
  .openapi('OpenGameRequestStanding');

export const ReservationParamSchema = z.object({
  id: uuid('de la réservation').openapi({ param: { name: 'id', in: 'path' } }),
});

const positiveInteger = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= 1, message);
const dateTime = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `${what} doit être une date ISO 8601 (2026-12-01T18:00:00+01:00)` })
    .transform((text) => new Date(text));

/** The list's query: `{productKey}` (the hall), `activite`, `niveau`, `debut`, `fin`, all optional. */
export const listQuerySchema = (hallParam: string) =>
  z
    .object({
      [hallParam]: positiveInteger("L'identifiant de la salle doit être un entier positif").optional(),
      activite: positiveInteger("L'identifiant de l'activité doit être un entier positif").optional(),
      niveau: z
        .string()
        .regex(/^[1-7](\.\d)?$/, 'Le niveau doit être un nombre de 1 à 7')
        .transform(Number)
        .refine((n) => n <= 7, 'Le niveau doit être un nombre de 1 à 7')
        .optional(),
      debut: dateTime('debut').optional(),
      fin: dateTime('fin').optional(),
    })
    .refine((q) => !q.debut || !q.fin || q.debut < q.fin, {
      message: 'fin doit être après debut',
      path: ['fin'],
    });

const PlayerSchema = z.object({
  pseudo: z.string(),
  niveau: z.number().nullable(),
  provisoire: z.boolean().nullable(),
});

/** One game of the public list. */
export const openGameItemSchema = (hallField: string) =>
  z.object({
    idReservation: z.string(),
    jetonPartie: z.string(),
    lien: z
      .string()
      .openapi({ description: "Le lien public\u00a0: la page d'invitation avec le jeton de la partie" }),
    debut: z.string(),
    fin: z.string(),
    [hallField]: z.number(),
    salle: z.object({ libelle: z.string(), cle: z.string(), ville: z.string() }),
    activite: z.object({ id: z.number(), libelle: z.string() }),
    terrain: z.string().openapi({ description: 'Le terrain (la zone) de la partie' }),
    nbPlaceMax: z.number(),
    nbPlacesLibres: z.number(),
    niveauMin: z.number().nullable(),
    niveauMax: z.number().nullable(),
    message: z.string().openapi({ description: 'Texte brut (jamais du HTML), 280 caractères au plus' }),
    paiementRequis: z.boolean(),
    tarifParPersonne: z.number(),
    organisateur: PlayerSchema.nullable(),
    joueurs: z.array(PlayerSchema),
  });

/** The organiser's view of their game. */
export const OrganiserViewSchema = z
  .object({
    ouverte: z.boolean(),
    partie: z
      .object({
        jetonPartie: z.string(),
        lien: z.string(),
        nbPlacesOffertes: z.number(),
        nbPlacesLibres: z.number(),
        niveauMin: z.number().nullable(),
        niveauMax: z.number().nullable(),
        message: z.string(),
        joueurs: z.array(
          PlayerSchema.extend({
            idContact: z.number(),
            statut: z.enum(['joined', 'requested', 'approved', 'declined']),
          }),
        ),
      })
      .nullable(),
  })
  .openapi('OpenGameOrganiserView');
