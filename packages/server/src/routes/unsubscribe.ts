import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { Accounts } from '../accounts/index.ts';
import { type ChoosableKind, changeChoices } from '../notices/preferences.ts';
import { readUnsubscribeToken } from '../notices/unsubscribe-token.ts';

const kindNames: Record<ChoosableKind, string> = {
  rappels: 'les rappels avant vos parties',
  reponses: 'les réponses à vos invitations',
  actualites: 'les nouvelles des salles',
};

const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body style="font-family: Arial, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem">
    <h1 style="font-size: 1.4rem">${title}</h1>
    ${body}
  </body>
</html>`;

/**
 * The one-click unsubscribe of the notice mails (RFC 8058), without a session: `GET
 * /notifications/desabonnement/{jeton}` shows a confirmation page (link scanners fetch links; they must not
 * unsubscribe anyone), `POST` (the mail client's `List-Unsubscribe=One-Click`, or the page's button) turns
 * that kind off by mail and SMS. A forged or damaged link gets a French 400 page.
 *
 * @example app.route('/api/v2', createUnsubscribeRoutes(accounts));
 */
export function createUnsubscribeRoutes(accounts: Accounts): Hono {
  const router = new Hono();
  const preferencesUrl = `${accounts.config.siteUrl}/profile?q=profile`;
  const refused = (c: Context) =>
    c.html(
      page(
        'Lien de désabonnement non valide',
        html`<p>Ce lien de désabonnement n'est pas valide. Vous pouvez choisir vos notifications dans
            <a href="${preferencesUrl}">Mon compte</a>.</p>`,
      ),
      400,
    );
  const read = async (token: string) => readUnsubscribeToken(await accounts.tokens.signingKey(), token);

  router.get('/notifications/desabonnement/:jeton', async (c) => {
    const found = await read(c.req.param('jeton'));
    if (!found) return refused(c);
    return c.html(
      page(
        'Se désabonner',
        html`<p>Ne plus recevoir ${kindNames[found.kind]}\u00a0?</p>
          <form method="post"><button type="submit">Me désabonner</button></form>
          <p>Vos choix\u00a0: <a href="${preferencesUrl}">Mon compte</a>.</p>`,
      ),
    );
  });

  router.post('/notifications/desabonnement/:jeton', async (c) => {
    const found = await read(c.req.param('jeton'));
    if (!found) return refused(c);
    await changeChoices(accounts.db, found.userId, { [found.kind]: { mail: false, sms: false } });
    return c.html(
      page(
        'Désabonnement enregistré',
        html`<p>Vous ne recevrez plus ${kindNames[found.kind]}. Vous pouvez changer d'avis dans
            <a href="${preferencesUrl}">Mon compte</a>.</p>`,
      ),
    );
  });
  return router;
}
