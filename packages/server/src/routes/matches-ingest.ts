import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../db/client.ts';
import { bearerKey } from '../hall-devices/require-device.ts';
import { ConflictErrorSchema, DescriptionErrorSchema, forbiddenError } from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { checkIngestKey, INGEST_KEY_HEADER } from '../matches/ingest-keys.ts';
import { IngestAnswerSchema, IngestMatchSchema } from '../matches/ingest-schema.ts';
import { recordMatch } from '../matches/record-match.ts';
import { invalidResponse, json, jsonBody } from './account-schemas.ts';

const KeyHeaderSchema = z.object({
  // Lower case: Hono reads headers that way; the tablet may send any case.
  'x-cle-salle': z
    .string()
    .optional()
    .openapi({
      param: { name: 'x-cle-salle', in: 'header' },
      description:
        "La clé d'un appareil de la salle, portée `tablette` (voir packages/server/src/matches/README.md).",
      example: 'dev-padel-park-0123456789abcdef0123456789abcdef',
    }),
});

/** Hono environment of the ingest: the hall the key belongs to. */
interface IngestEnv {
  Variables: { ingestHallId: number };
}

/**
 * `POST /parties` on the v2 base: a hall's tablet records a match of a reservation, authenticated by the
 * hall's key in `X-Cle-Salle` (not a player's token). Idempotent on `sIdPartie`: a replay records nothing
 * and answers the same.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createMatchIngestRoutes(db));
 * ```
 */
export function createMatchIngestRoutes(db: Database): OpenAPIHono<IngestEnv> {
  const router = createRouter<IngestEnv>();
  const route = createRoute({
    method: 'post',
    path: '/parties',
    operationId: 'recordMatch',
    tags: ['Parties et statistiques'],
    summary: "Enregistre une partie envoyée par la tablette d'une salle",
    description:
      `Authentifié par l'en-tête \`${INGEST_KEY_HEADER}\` ou \`Authorization: Bearer\`\u00a0: la clé d'un appareil ` +
      'de la salle ayant la portée `tablette` (seul son SHA-256 est conservé). ' +
      'Les joueurs sont des contacts (`idContact`\u00a0: compte ou membre de la famille) participant à la ' +
      'réservation, ou des personnes nommées (`sNom`). Les secondes comptent depuis le début de la partie. ' +
      "Le même `sIdPartie` renvoyé avec le même contenu n'enregistre rien et reçoit la même réponse\u00a0; avec un " +
      'autre contenu\u00a0: 409.',
    request: { headers: KeyHeaderSchema, body: jsonBody(IngestMatchSchema) },
    responses: {
      200: json(IngestAnswerSchema, "Partie enregistrée (ou déjà enregistrée à l'identique)"),
      403: json(
        DescriptionErrorSchema,
        "Clé absente, invalide, révoquée ou sans la portée tablette, ou réservation d'une autre salle",
      ),
      404: json(DescriptionErrorSchema, 'Réservation introuvable'),
      409: json(ConflictErrorSchema, 'Même sIdPartie, contenu différent'),
      422: invalidResponse,
    },
  });
  // The key is checked before the body is validated, so a caller without a key learns nothing of the schema.
  router.use('/parties', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // The tablets of before send X-Cle-Salle; a device of scope `tablette` may send its key as a bearer.
    const key = c.req.header(INGEST_KEY_HEADER) ?? bearerKey(c.req.header('authorization'));
    const check = await checkIngestKey(db, key);
    if ('refusal' in check) throw forbiddenError(check.refusal);
    c.set('ingestHallId', check.hallId);
    await next();
  });
  router.openapi(route, async (c) => {
    const hallId = c.get('ingestHallId');
    const match = c.req.valid('json');
    const id = await recordMatch(db, hallId, match);
    return c.json({ bSucces: true as const, sIdPartie: match.sIdPartie, idPartie: id }, 200);
  });
  return router;
}
