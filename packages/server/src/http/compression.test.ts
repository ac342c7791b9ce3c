import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { COMPRESSION_THRESHOLD_BYTES, compressJson, matchesEtag, pickEncoding } from './compression.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON compression', () => {
  it('sends the hall list in brotli to a browser that accepts it, and the same JSON once decoded', async () => {
    const plain = await get('/api/v2/multisalle');
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await get('/api/v2/multisalle', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(plainText.length / 2);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(plainText);
  });

  it('falls back to gzip, and sends plain JSON to a client that accepts no encoding', async () => {
    const gzipped = await get('/api/v2/multisalle', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/api/v2/multisalle');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(await plain.text());
  });

  it('leaves an answer already encoded as it is, without reading its body', async () => {
    // Reading `body` turns @hono/node-server's light response into a streamed web Response: for the week
    // of slots kept compressed in memory, that halved the throughput.
    let bodyReads = 0;
    class WatchedResponse extends Response {
      override get body() {
        bodyReads += 1;
        return super.body;
      }
    }
    const encoded = new Hono();
    encoded.use(compressJson());
    encoded.get('/', () => {
      const headers = { 'content-type': 'application/json', 'content-encoding': 'br' };
      return new WatchedResponse(new Uint8Array([1, 2, 3]), { headers });
    });
    const response = await encoded.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(response).toBeInstanceOf(WatchedResponse);
    expect(bodyReads).toBe(0);
  });

  it('leaves answers under 1 KB (1024 bytes) uncompressed', async () => {
    const response = await get('/api/v2/nulle-part', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(((await response.json()) as { description: string }).description).toBeTruthy();
  });

  it('reads Accept-Encoding weights: q=0 refuses an encoding', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('compares If-None-Match weakly: W/ ignored, a list read, * matching anything', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
