import { z } from '@hono/zod-openapi';
import { MAX_DATABASE_ID } from '../http/validation.ts';

const contactId = z.number().int().positive().max(MAX_DATABASE_ID);
const name = z.string().trim().min(1).max(60);
// Absolute http(s), or a path on this site (the seed's pictures): never javascript: or data:.
const mediaUrl = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/[^\s<>"]+|\/(?!\/)[^\s<>"]*)$/, 'Une adresse http(s) ou un chemin du site est attendu')
  .openapi({ example: 'https://videos.exemple.fr/partie-42/but-1.mp4' });

/** Someone at the match: a contact (`idContact`, an account's or a family contact) or a name only. */
export const IngestPersonSchema = z
  .object({
    idContact: contactId.optional().openapi({ example: 12 }),
    sNom: name.optional().openapi({ example: 'Invité de Lucas' }),
  })
  .refine((person) => person.idContact !== undefined || person.sNom !== undefined, {
    error: 'Chaque personne a un idContact ou un sNom',
  })
  .openapi('PersonnePartie');

const TeamSchema = z
  .object({
    sNom: name.openapi({ example: 'Les Bleus' }),
    joueurs: z.array(IngestPersonSchema).min(1).max(30),
  })
  .openapi('EquipePartie');

/**
 * A match as a hall's tablet sends it (`POST /api/v2/parties`): two teams, the non-players present, the
 * periods' scores in order, goals and faults, and highlights; every time is in seconds from the start.
 */
export const IngestMatchSchema = z
  .object({
    sIdPartie: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'sIdPartie\u00a0: 1 à 100 lettres, chiffres, « . _\u00a0: - »')
      .openapi({ example: 'padel-park-t1-20261122-1830' }),
    idReservation: z.uuid('idReservation doit être un identifiant de réservation'),
    dtDebut: z.iso.datetime({ offset: true, error: 'dtDebut doit être une date ISO 8601' }),
    nDureeSecondes: z.number().int().min(1).max(86_400).openapi({ example: 3600 }),
    equipes: z.tuple([TeamSchema, TeamSchema]),
    nonJoueurs: z.array(IngestPersonSchema).max(30).default([]),
    periodes: z
      .array(
        z.object({
          nScoreEquipe1: z.number().int().min(0).max(999),
          nScoreEquipe2: z.number().int().min(0).max(999),
        }),
      )
      .min(1)
      .max(20),
    evenements: z
      .array(
        z.object({
          sType: z.enum(['but', 'faute']),
          nEquipe: z.union([z.literal(1), z.literal(2)]),
          idContact: contactId.nullable().default(null),
          nSeconde: z.number().int().min(0),
        }),
      )
      .max(500)
      .default([]),
    tempsForts: z
      .array(
        z.object({
          nSeconde: z.number().int().min(0),
          sLibelle: z.string().trim().min(1).max(120),
          sUrlVideo: mediaUrl.nullable().default(null),
          sUrlMiniature: mediaUrl.nullable().default(null),
        }),
      )
      .max(100)
      .default([]),
  })
  .openapi('PartieTablette');

/** A validated ingest body. */
export type IngestMatch = z.infer<typeof IngestMatchSchema>;

/** The answer of an ingest, the same for the first call and any replay. */
export const IngestAnswerSchema = z
  .object({
    bSucces: z.literal(true),
    sIdPartie: z.string(),
    idPartie: z.number().int(),
  })
  .openapi('PartieEnregistree');
