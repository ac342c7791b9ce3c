import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logging/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { conflictError, forbiddenError, teapotError } from './errors.ts';
import { createRouter } from './validation.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

/** A small resource mounted on the real app: this issue has no POST route of its own yet. */
function testRoutes() {
  const router = createRouter();
  const echo = createRoute({
    method: 'post',
    path: '/test-echo',
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z.object({ idLigne: z.number().int(), quantite: z.number().int().min(1) }),
          },
        },
      },
    },
    responses: { 200: { description: 'Echo' } },
  });
  router.openapi(echo, (c) => c.json(c.req.valid('json'), 200));
  router.get('/test-boom', () => {
    throw new Error('secret internal detail');
  });
  router.get('/test-conflict', () => {
    throw conflictError('Ce créneau est déjà réservé.');
  });
  router.get('/test-forbidden', () => {
    throw forbiddenError('Accès refusé.');
  });
  router.get('/test-teapot', () => {
    throw teapotError('Je suis une théière.');
  });
  return router;
}

/** What the app logs, as JSON lines. */
const logged: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  const logger = createLogger({ destination: { write: (line: string) => logged.push(line) } });
  app = createApp({ db: testDb.db, logger });
  app.route('/api/v2', testRoutes());
});
afterAll(() => testDb.close());

function post(path: string, body: string) {
  return app.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
}

describe('error envelope', () => {
  it('answers an unknown API route with a JSON 404 naming the method and path', async () => {
    const response = await app.request('/api/v2/xyz');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ description: 'Ressource introuvable\u00a0: GET /api/v2/xyz' });
  });

  it('answers a malformed JSON body with a JSON 400, not a 500', async () => {
    const response = await post('/api/v2/test-echo', '{"idLigne": 1,');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      description: "Le corps de la requête n'est pas un JSON valide.",
    });
  });

  it('accepts a valid JSON body', async () => {
    const response = await post('/api/v2/test-echo', '{"idLigne": 1, "quantite": 2}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ idLigne: 1, quantite: 2 });
  });

  it('answers an invalid body with 422 and one French violation per field', async () => {
    const response = await post('/api/v2/test-echo', '{"quantite": "deux"}');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: 'Ce champ est requis',
      violations: [
        { propertyPath: 'idLigne', message: 'Ce champ est requis' },
        { propertyPath: 'quantite', message: 'Ce champ doit être un nombre' },
      ],
      description: 'La requête contient des données invalides.',
    });
  });

  it('says in French that a quantity must be at least 1', async () => {
    const response = await post('/api/v2/test-echo', '{"idLigne": 1, "quantite": 0}');
    expect((await response.json()).detail).toBe('Ce champ doit être supérieur ou égal à 1');
  });

  it('answers a non-JSON body with a JSON 415', async () => {
    const response = await app.request('/api/v2/test-echo', {
      method: 'POST',
      body: 'quantite=1',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).description).toMatch(/JSON/);
  });

  it('turns an unexpected error into a logged JSON 500 without its details, with the request id', async () => {
    const response = await app.request('/api/v2/test-boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      description: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      idRequete: response.headers.get('x-request-id'),
    });
    expect(text).not.toContain('secret');
    const line = logged.map((entry) => JSON.parse(entry)).find((entry) => entry.msg === 'erreur non gérée');
    expect(line).toMatchObject({
      route: '/api/v2/test-boom',
      requestId: response.headers.get('x-request-id'),
    });
    expect(line.err.message).toBe('secret internal detail');
  });

  it('answers conflicts with szErreur and refusals with description', async () => {
    const conflict = await app.request('/api/v2/test-conflict');
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ szErreur: 'Ce créneau est déjà réservé.' });
    const forbidden = await app.request('/api/v2/test-forbidden');
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ description: 'Accès refusé.' });
    const teapot = await app.request('/api/v2/test-teapot');
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toEqual({ description: 'Je suis une théière.' });
  });
});
