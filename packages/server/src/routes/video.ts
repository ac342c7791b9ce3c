import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { bookingRuleMessages as messages } from '../booking-rules/messages.ts';
import { recordSafetyAttestation } from '../booking-rules/safety-video.ts';
import { halls } from '../db/schema.ts';
import { BusinessErrorSchema, businessError } from '../http/errors.ts';
import { createRouter, MAX_DATABASE_ID } from '../http/validation.ts';
import { parseLocalDate } from '../planning/local-time.ts';
import type { ProductNames } from '../product.ts';
import { invalidResponse, json, jsonBody, unauthorizedResponse } from './account-schemas.ts';

/** What the safety video route needs. */
export interface VideoRoutesOptions {
  accounts: Accounts;
  names: ProductNames;
}

/**
 * v2 safety video route: `POST /video/securite` records the player's attestation that they watched the
 * hall's safety video (spec 2 section 4), which `panier/valide` then requires where the hall asks for it.
 *
 * @example
 * ```ts
 * app.route('/api/v2', createVideoRoutes({ accounts, names }));
 * ```
 */
export function createVideoRoutes({ accounts, names }: VideoRoutesOptions): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const AttestationSchema = z
    .object({
      date: z
        .string({ error: messages.invalidDate })
        .refine((value) => parseLocalDate(value) !== undefined, messages.invalidDate)
        .openapi({ example: '2026-11-22' }),
      heure: z
        .string({ error: messages.invalidTime })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.invalidTime)
        .openapi({ example: '14:05' }),
      videoRegardee: z.literal(true, { error: messages.videoNotWatched }),
      [names.idField]: z
        .number({ error: messages.invalidHallId })
        .int(messages.invalidHallId)
        .positive()
        .max(MAX_DATABASE_ID, messages.invalidHallId),
    })
    .openapi('AttestationVideo');

  const route = createRoute({
    method: 'post',
    path: '/video/securite',
    operationId: 'sendSafetyAttestation',
    tags: ['Vidéo de sécurité'],
    summary: 'Attestation\u00a0: le joueur a regardé la vidéo des consignes de sécurité de la salle',
    middleware: accounts.requireAuth('v2'),
    security: [{ bearer: [] as string[] }],
    request: { body: jsonBody(AttestationSchema) },
    responses: {
      201: json(z.object({ bSucces: z.literal(true) }), 'Attestation enregistrée'),
      401: unauthorizedResponse,
      404: json(BusinessErrorSchema, 'Salle inconnue (MULTISALLE-001)'),
      422: invalidResponse,
    },
  });
  router.openapi(route, async (c) => {
    const body = c.req.valid('json') as { date: string; heure: string } & Record<string, unknown>;
    const hallId = Number(body[names.idField]);
    const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId));
    if (!hall) throw businessError(404, 'MULTISALLE-001');
    await recordSafetyAttestation(db, {
      userId: c.get('caller').userId,
      hallId: hall.id,
      watchedOn: body.date,
      watchedAtTime: body.heure,
    });
    return c.json({ bSucces: true as const }, 201);
  });
  return router;
}
