import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes the headers of a compressed answer cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The encoding to answer with: brotli, then gzip, when the client accepts it (q > 0). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/** A body compressed as the answers on the fly are: brotli at quality 4, or gzip at level 6. */
export function compressBody(bytes: Uint8Array, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // Quality 4 is brotli's speed/size sweet spot for on-the-fly answers (11 is for build time).
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(bytes, { level: 6 });
}

/** Whether an `If-None-Match` header names `etag` (weak comparison: `W/` is ignored, `*` matches). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/**
 * Compresses JSON answers of at least {@link COMPRESSION_THRESHOLD_BYTES} on the fly (brotli at a fast
 * quality, or gzip), with `Vary: Accept-Encoding`. Only JSON: the site and the embed scripts are
 * precompressed at build, and an event stream must never be buffered.
 *
 * @example app.use('/api/*', compressJson());
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type') ?? '';
    if (c.req.method === 'HEAD' || !/^application\/([\w.+-]+\+)?json/i.test(type)) return;
    // Headers first: reading `body` turns @hono/node-server's light response into a full web Response
    // whose stream it then pipes, which halved the throughput of the answers kept compressed in memory.
    if (response.headers.has('content-encoding') || !response.body) return;
    response.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const bytes = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    let body: Buffer = bytes;
    if (bytes.byteLength >= COMPRESSION_THRESHOLD_BYTES) {
      body = await compressBody(bytes, encoding);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.byteLength));
    const etag = headers.get('ETag');
    if (etag && encoding && body !== bytes && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(new Uint8Array(body), { status: response.status, headers });
  };
}
