import { z } from '@hono/zod-openapi';
import { parseLocalDate } from '../planning/local-time.ts';

/** The longest scanned text the door reads: our codes are about 90 characters. */
const MAX_CODE_LENGTH = 512;
/** How far from now an offline decision may be dated: a reader's clock drifts, it does not time-travel. */
const OFFLINE_PAST_MS = 30 * 24 * 3_600_000;
const OFFLINE_FUTURE_MS = 24 * 3_600_000;

const code = z
  .string({ error: 'Le code scanné est requis.' })
  .trim()
  .min(1, 'Le code scanné est requis.')
  .max(
    MAX_CODE_LENGTH,
    `Le code scanné dépasse ${MAX_CODE_LENGTH} caractères\u00a0: ce n'est pas un de nos codes.`,
  )
  .openapi({ example: 'MS1.P.0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d.42.9f1c2a7b3d4e5f60718293a4b5c6d7e8' });

/** `POST /salle/{id}/entree`: the text the reader scanned. */
export const EntryRequestSchema = z.object({ code }).openapi('CodeScanne');

const SessionSchema = z
  .object({
    debut: z.string().openapi({ example: '2026-11-25T18:00:00+01:00' }),
    fin: z.string().openapi({ example: '2026-11-25T19:30:00+01:00' }),
    terrain: z.string().openapi({ example: 'Terrain 2' }),
    sport: z.string().openapi({ example: 'PADEL' }),
  })
  .openapi('SeancePorte');

/** The door's decision. */
export const EntryDecisionSchema = z
  .object({
    autorise: z.boolean(),
    motif: z.string().openapi({ example: "Trop tôt\u00a0: l'entrée ouvre à partir de 17h30." }),
    participant: z.object({ pseudo: z.string().openapi({ example: 'camille' }) }).nullable(),
    seance: SessionSchema.nullable(),
  })
  .openapi('DecisionEntree');

/** `GET /salle/{id}/manifeste?date=`. */
export const ManifestQuerySchema = z.object({
  date: z
    .string({ error: 'La date du manifeste est requise (AAAA-MM-JJ).' })
    .refine((value) => {
      const ms = parseLocalDate(value);
      return (
        ms !== undefined && new Date(ms).getUTCFullYear() >= 2000 && new Date(ms).getUTCFullYear() <= 2100
      );
    }, 'La date du manifeste doit être un jour valide au format AAAA-MM-JJ.')
    .openapi({ example: '2026-11-25' }),
});

export const ManifestHeadersSchema = z.object({
  'if-none-match': z
    .string()
    .max(500)
    .optional()
    .openapi({ description: "L'ETag du dernier manifeste reçu\u00a0: 304 s'il n'a pas changé." }),
});

/** The day's manifest. */
export const ManifestSchema = z
  .object({
    date: z.string(),
    algorithme: z.literal('sha256'),
    ouvertureAvantMinutes: z.number().int(),
    genereLe: z.string(),
    entrees: z.array(
      z.object({
        empreinte: z
          .string()
          .openapi({ description: 'SHA-256 (hexadécimal) du texte du QR code, en UTF-8.' }),
        empreintePin: z.string().nullable().openapi({
          description: "SHA-256 (hexadécimal) du code PIN à 6 chiffres du participant, s'il en a généré un.",
        }),
        pseudo: z.string(),
        ouverture: z.string(),
        debut: z.string(),
        fin: z.string(),
        terrain: z.string(),
        sport: z.string(),
        entreLe: z.string().nullable(),
      }),
    ),
    annulations: z.array(z.object({ empreinte: z.string(), motif: z.string() })),
  })
  .openapi('ManifestePorte');

const OfflineEntrySchema = z.object({
  id: z
    .string({ error: "Chaque entrée a l'identifiant que le lecteur lui a donné (id)." })
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'id\u00a0: 1 à 100 lettres, chiffres, « . _\u00a0: - »')
    .openapi({ example: 'porte-1-000042' }),
  code,
  autorise: z.boolean({ error: 'autorise doit valoir true ou false.' }),
  motif: z
    .string({ error: 'Le motif affiché est requis.' })
    .trim()
    .min(1, 'Le motif affiché est requis.')
    .max(300, 'Le motif ne doit pas dépasser 300 caractères.'),
  // How far from the server's clock it may be is checked by the route (offlineDateError).
  le: z.iso
    .datetime({ offset: true, error: 'le doit être une date ISO 8601 avec décalage horaire.' })
    .transform((value) => new Date(value))
    .openapi({ example: '2026-11-25T18:32:00+01:00' }),
});

/**
 * The 422 error of a batch whose decisions are dated too far from `now` (the server's clock): at most 30 days
 * before it, one day after it; `undefined` when every date is within.
 *
 * @example const error = offlineDateError(entrees, clock.now()); if (error) return c.json(validationErrorBody(error), 422);
 */
export function offlineDateError(entries: readonly { le: Date }[], now: Date): z.ZodError | undefined {
  const issues = entries.flatMap((entry, index) => {
    const ms = entry.le.getTime() - now.getTime();
    if (ms >= -OFFLINE_PAST_MS && ms <= OFFLINE_FUTURE_MS) return [];
    return [
      {
        code: 'custom' as const,
        path: ['entrees', index, 'le'],
        message: 'le doit dater des 30 derniers jours (horloge du lecteur).',
        input: entry.le.toISOString(),
      },
    ];
  });
  return issues.length > 0 ? new z.ZodError(issues) : undefined;
}

/** `POST /salle/{id}/entrees`: decisions made offline, 500 at most per batch. */
export const OfflineBatchSchema = z
  .object({
    entrees: z
      .array(OfflineEntrySchema, { error: 'entrees doit être une liste de décisions.' })
      .min(1, 'Le lot ne contient aucune décision.')
      .max(500, 'Un lot contient 500 décisions au plus\u00a0: envoyez le reste dans un autre.'),
  })
  .openapi('LotEntreesHorsLigne');

export const OfflineBatchAnswerSchema = z
  .object({
    recues: z.number().int(),
    enregistrees: z.number().int(),
    dejaRecues: z.number().int(),
  })
  .openapi('LotEntreesRecu');
