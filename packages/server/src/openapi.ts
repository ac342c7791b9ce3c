import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Where the document is published. */
export const OPENAPI_PATH = '/api/openapi.json';

const docsPage = (title: string) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<main id="swagger-ui"><h1>${title}</h1><p>Chargement de la référence de l'API…</p></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs-init.js"></script>
</body>
</html>`;

// A separate file rather than an inline script, so the Content-Security-Policy needs no 'unsafe-inline'.
const docsInit = `window.ui = SwaggerUIBundle({
  url: '${OPENAPI_PATH}',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/** The brand shown in the document's title. */
export interface OpenApiOptions {
  /** @default 'Multisalle' */
  brand?: string;
}

/**
 * Publishes one OpenAPI 3.1 document for both API bases at `/api/openapi.json`, generated from the routes'
 * schemas, and a reference page at `/api/docs` served from swagger-ui-dist's own files (no CDN).
 * Call it after mounting the routers: their routes are copied into the app's registry when mounted.
 *
 * @example
 * ```ts
 * mountOpenApi(app, { brand: 'Multisalle' });
 * ```
 */
export function mountOpenApi(app: OpenAPIHono, { brand = 'Multisalle' }: OpenApiOptions = {}): void {
  const title = `${brand}\u00a0: référence de l'API`;
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  const config = {
    openapi: '3.1.0',
    info: {
      title: `${brand} API`,
      version: '2.0.0',
      description:
        'API de réservation des salles multisports. Deux bases pour les joueurs\u00a0: `/api/v2` et `/api/admin` ' +
        '(historique)\u00a0; la console des salles\u00a0: `/api/gestion` (jetons du personnel, tag `gestion`). ' +
        'Erreurs\u00a0: `{ sCodeErreur, szErreur }` (codes du catalogue), 422 `{ detail, violations, description }`, ' +
        '409 `{ szErreur }`, 400/403/404/418/500 `{ description }`.',
    },
  } as const;
  // Built on the first request, once every router is mounted, then served from memory: generating it
  // walks every route's schemas (about 58 requests/s when it was rebuilt for each request).
  let document: string | undefined;
  app.get(OPENAPI_PATH, (c) => {
    document ??= JSON.stringify(app.getOpenAPI31Document(config));
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get('/api/docs', (c) => c.html(docsPage(title)));
  app.get('/api/docs/docs-init.js', (c) => c.body(docsInit, 200, { 'Content-Type': 'text/javascript' }));
  app.use(
    '/api/docs/*',
    serveStatic({ root: swaggerDir, rewriteRequestPath: (path) => path.replace(/^\/api\/docs/, '') }),
  );
}
