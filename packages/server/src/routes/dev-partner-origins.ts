import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { originOnly, registerPartnerOrigin } from '../halls/partner-origins.ts';
import { sendDescription } from '../http/errors.ts';
import type { ProductNames } from '../product.ts';
import { HALL_KEY_PATTERN } from './partner-return.ts';

/**
 * Development only: `POST /dev/{productKey}/{cle}/origines-partenaires` `{ "origine": "http://localhost:12345" }`
 * registers a partner site's origin for a hall, so a browser test can serve its own partner page and be
 * offered the way back to it. Answers 201 `{ cle, origine }` (200 when it was registered already), a French
 * 422 for anything but a bare `http:`/`https:` origin, 404 for an unknown hall. Mount it only outside
 * production, like the outbox.
 *
 * @example if (!isProduction) app.route('/dev', createDevPartnerOriginRoutes(db, names));
 */
export function createDevPartnerOriginRoutes(db: Database, names: ProductNames): Hono {
  const router = new Hono();
  router.post(`/${names.key}/:cle/origines-partenaires`, async (c) => {
    const key = c.req.param('cle');
    if (!HALL_KEY_PATTERN.test(key)) return sendDescription(c, 422, 'La clé de la salle est invalide.');
    const body: unknown = await c.req.json().catch(() => undefined);
    const given = (body as { origine?: unknown } | undefined)?.origine;
    const origin = typeof given === 'string' && given.length <= 300 ? originOnly(given) : null;
    if (!origin) {
      return sendDescription(
        c,
        422,
        "L'origine doit être une adresse http ou https sans chemin, par exemple http://localhost:12345.",
      );
    }
    const outcome = await registerPartnerOrigin(db, key, origin);
    if (outcome === 'unknown-hall') return sendDescription(c, 404, 'Cette salle est introuvable.');
    return c.json({ cle: key, origine: origin }, outcome === 'created' ? 201 : 200);
  });
  return router;
}
