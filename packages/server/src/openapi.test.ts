import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-db.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

describe('API reference', () => {
  it('publishes one OpenAPI 3.1 document with the full paths of both bases', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    // Each area's own tests check its paths; here, that both bases appear with their full prefixes.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/multisalle/detail',
        '/api/v2/multisalle',
        '/api/v2/multisalle/detail',
      ]),
    );
    expect(Object.keys(doc.paths).every((path) => /^\/api\/(v2|admin|gestion)\//.test(path))).toBe(true);
    const detail = doc.paths['/api/v2/multisalle/detail'].get;
    expect(detail.parameters).toEqual([
      expect.objectContaining({ name: 'sCle', in: 'query', required: true }),
    ]);
    expect(Object.keys(detail.responses).sort()).toEqual(['200', '404', '422']);
    expect(doc.components.schemas.Hall.required).toContain('idMultisalle');
  });

  it('serves a French reference page that loads nothing from another origin', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the Swagger UI files it references from the local package', async () => {
    const html = await (await app.request('/api/docs')).text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      const response = await app.request(asset);
      expect(response.status, asset).toBe(200);
    }
    const init = await (await app.request('/api/docs/docs-init.js')).text();
    expect(init).toContain("url: '/api/openapi.json'");
  });

  it('writes every pattern as a JSON Schema pattern: no regular expression flag inside it', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    const patterns: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) {
      // A client validating with the document compiles the pattern as written (ECMA-262, Unicode mode).
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
      expect(pattern, 'a flag written into the pattern').not.toMatch(/\$\/[a-z]+$/);
    }
    // The invitation token: the document's own pattern accepts what the server accepts, in either case.
    const token = patterns.find((pattern) => pattern.includes('{32}'));
    expect(token).toBeDefined();
    const compiled = new RegExp(token ?? '', 'u');
    expect(compiled.test('0123456789abcdef0123456789ABCDEF')).toBe(true);
    expect(compiled.test('0123456789abcdef0123456789abcde')).toBe(false);
  });
});
