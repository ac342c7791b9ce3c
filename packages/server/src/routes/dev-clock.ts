import { Hono } from 'hono';
import type { Clock } from '../clock/index.ts';

/**
 * `GET /dev/horloge`: the server's time, `{ maintenant }` (ISO 8601, UTC). A browser test gives its pages this
 * time (Playwright's clock) when the server's clock started at `CLOCK_START`, so the site and the API agree
 * on the day. Mounted outside production only, like every `/dev` route.
 *
 * @example app.route('/dev', createDevClockRoutes(clock));
 */
export function createDevClockRoutes(clock: Clock): Hono {
  const router = new Hono();
  router.get('/horloge', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ maintenant: clock.now().toISOString() });
  });
  return router;
}
