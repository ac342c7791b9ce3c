import { Hono } from 'hono';
import { listOutbox, type OutboxEntry } from '../accounts/outbox.ts';
import type { Database } from '../db/client.ts';
import { escapeHtml } from '../pages/escape-html.ts';

function renderEntry(entry: OutboxEntry): string {
  const kind = entry.sms ? 'SMS' : 'Mail';
  const title = entry.sms ? `SMS à ${entry.to}` : `${entry.subject ?? ''} — à ${entry.to}`;
  const links = entry.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
<h2>${kind}\u00a0: ${escapeHtml(title)}</h2>
<p><time datetime="${entry.createdAt}">${escapeHtml(new Date(entry.createdAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }))}</time></p>
<pre>${escapeHtml(entry.text)}</pre>
${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

/**
 * The dev outbox: `/dev/outbox` (HTML, clickable links) and `/dev/outbox.json`, newest first. Mount it only
 * outside production: the links it shows log anyone in.
 *
 * @example
 * ```ts
 * if (!isProduction) app.route('/dev', createDevOutboxRoutes(db));
 * ```
 */
export function createDevOutboxRoutes(db: Database): Hono {
  const router = new Hono();
  router.get('/outbox.json', async (c) => c.json(await listOutbox(db)));
  router.get('/outbox', async (c) => {
    const entries = await listOutbox(db);
    const body = entries.length > 0 ? entries.map(renderEntry).join('\n') : '<p>Aucun message envoyé.</p>';
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boîte d'envoi (développement)</title></head>
<body>
<main>
<h1>Boîte d'envoi\u00a0: mails et SMS (développement)</h1>
<p><a href="/dev/outbox.json">Version JSON</a></p>
${body}
</main>
</body>
</html>`);
  });
  return router;
}
