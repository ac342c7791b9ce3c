// The sandbox's pages on our server, under /sandbox-paiement: its REST API, the card form for an iframe,
// its script and styles, and the form's submit.
import { Hono } from 'hono';
import { z } from 'zod';
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentsConfig } from '../config.ts';
import { cardFormMessages, submitCardForm } from './card-form.ts';
import { formPagePolicy, parseOrigin, renderErrorPage, renderFormPage } from './form-page.ts';
import { FORM_DARK_STYLES, FORM_SCRIPT, FORM_STYLES } from './form-script.ts';
import { SANDBOX_PATH } from './provider.ts';
import { createSandboxRestRoutes } from './rest-routes.ts';
import { findUsableFormToken } from './store.ts';

const SubmitSchema = z.object({
  formToken: z.string().max(200),
  numero: z.string().max(40),
  expiration: z.string().max(10),
  cvv: z.string().max(10),
  enregistrer: z.boolean().optional(),
});

/** Messages of the form page itself. */
const pageMessages = {
  badOrigin: 'Ce formulaire doit être ouvert par la page qui affiche le paiement.',
  badKey: 'La clé publique ne correspond pas à cette boutique.',
} as const;

/**
 * Mounts the sandbox provider's HTTP side. Only its own pages may be framed, by our pages and by the
 * partner origin named in the URL: they send their own Content-Security-Policy, which the site's security
 * headers keep. Its tokens expire, and its answers are dated, by `clock` (the server's).
 *
 * @example app.route(SANDBOX_PATH, createSandboxRoutes(db, config, clock));
 */
export function createSandboxRoutes(db: Database, config: PaymentsConfig, clock: Clock = systemClock): Hono {
  const router = new Hono();
  const keys = config.sandbox;
  router.route('/', createSandboxRestRoutes(db, keys, clock));

  router.get('/formulaire.js', (c) =>
    c.body(FORM_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  const css = { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' };
  router.get('/formulaire.css', (c) => c.body(FORM_STYLES, 200, css));
  router.get('/formulaire-sombre.css', (c) => c.body(FORM_DARK_STYLES, 200, css));

  router.get('/formulaire', async (c) => {
    c.header('Cache-Control', 'no-store');
    const origin = parseOrigin(c.req.query('origin'));
    // The colours the panel asks for (see FormColours): its page's, which the frame cannot read.
    const asked = c.req.query('couleurs');
    const colours = asked === 'sombre' ? 'dark' : asked === 'auto' ? 'auto' : 'light';
    c.header('Content-Security-Policy', formPagePolicy(origin ?? undefined));
    if (!origin) return c.html(renderErrorPage(pageMessages.badOrigin, SANDBOX_PATH, colours), 400);
    if (c.req.query('publicKey') !== keys.publicKey) {
      return c.html(renderErrorPage(pageMessages.badKey, SANDBOX_PATH, colours), 403);
    }
    const form = await findUsableFormToken(db, c.req.query('formToken') ?? '', clock.now());
    if (!form) return c.html(renderErrorPage(cardFormMessages.tokenUnusable, SANDBOX_PATH, colours), 410);
    return c.html(renderFormPage(form, origin, SANDBOX_PATH, colours));
  });

  router.post('/formulaire/soumettre', async (c) => {
    c.header('Cache-Control', 'no-store');
    const parsed = SubmitSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ message: cardFormMessages.tokenUnusable }, 410);
    const outcome = await submitCardForm(db, keys, parsed.data, { notify: config.notify, now: clock.now() });
    switch (outcome.kind) {
      case 'token-unusable':
        return c.json({ message: cardFormMessages.tokenUnusable }, 410);
      case 'field-errors':
        return c.json({ erreurs: outcome.errors }, 422);
      case 'temporary-refusal':
        return c.json({ message: cardFormMessages.temporaryRefusal }, 409);
      case 'answer':
        return c.json({
          'kr-answer': outcome.rawAnswer,
          'kr-hash': outcome.hash,
          'kr-hash-key': 'sha256_hmac',
          'kr-hash-algorithm': 'sha256_hmac',
          'kr-answer-type': 'V4/Payment',
          orderStatus: outcome.orderStatus,
        });
    }
  });
  return router;
}
