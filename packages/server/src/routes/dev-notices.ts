import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { validationErrorBody } from '../http/validation.ts';
import type { NoticeDeps } from '../notices/notice-deps.ts';
import { runNotices } from '../notices/run-notices.ts';

const RunSchema = z
  .object({
    maintenant: z.iso.datetime({ offset: true, error: 'maintenant doit être une date ISO 8601' }).optional(),
  })
  .strict();

/**
 * `POST /dev/rappels` `{ maintenant? }`: runs the notice jobs due at that time (default now) and answers
 * what it did. Mount it only outside production, like `/dev/reglement`.
 *
 * @example if (!isProduction) app.route('/dev', createDevNoticeRoutes(db, deps));
 */
export function createDevNoticeRoutes(db: Database, deps: NoticeDeps): Hono {
  const router = new Hono();
  router.post('/rappels', async (c) => {
    const text = await c.req.text();
    let raw: unknown = {};
    try {
      raw = text ? JSON.parse(text) : {};
    } catch {
      throw new ApiError(422, { description: "Le corps de la requête n'est pas un JSON valide." });
    }
    const parsed = RunSchema.safeParse(raw);
    if (!parsed.success) throw new ApiError(422, validationErrorBody(parsed.error));
    const now = parsed.data.maintenant ? new Date(parsed.data.maintenant) : deps.clock.now();
    const report = await runNotices(db, deps, { now });
    return c.json({
      maintenant: now.toISOString(),
      faits: report.done,
      aReessayer: report.retried,
      abandonnes: report.failed,
      parType: report.byKind,
    });
  });
  return router;
}
