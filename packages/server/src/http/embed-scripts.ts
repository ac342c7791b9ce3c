import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { pickEncoding } from './compression.ts';

/** One built script in memory: its bytes, their brotli/gzip copies written by the build, and its ETag. */
interface CachedScript {
  mtimeMs: number;
  etag: string;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

const cache = new Map<string, CachedScript>();

async function optional(path: string): Promise<Buffer | undefined> {
  return readFile(path).catch(() => undefined);
}

/** Reads a built script (and its `.br` / `.gz`) once per build: a new build changes its mtime. */
async function load(path: string): Promise<CachedScript | null> {
  const info = await stat(path).catch(() => null);
  if (!info) return null;
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached;
  const identity = await readFile(path);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const script: CachedScript = {
    mtimeMs: info.mtimeMs,
    etag,
    bodies: { identity, br: await optional(`${path}.br`), gzip: await optional(`${path}.gz`) },
  };
  cache.set(path, script);
  return script;
}

/**
 * Answers a built embed script: any origin may load it, a short cache (partners pick up a new version
 * within 5 minutes) with an `ETag` so a revalidation costs a 304, and the build's brotli or gzip copy by
 * `Accept-Encoding`. `null` when the script is not built.
 *
 * @example return (await sendEmbedScript(c, embedBuildDir, 'multisalle-planning.js')) ?? c.notFound();
 */
export async function sendEmbedScript(c: Context, dir: string, file: string): Promise<Response | null> {
  const script = await load(join(dir, file));
  if (!script) return null;
  const headers: Record<string, string> = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    'Access-Control-Allow-Origin': '*',
    ETag: script.etag,
    Vary: 'Accept-Encoding',
  };
  const tags = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(script.etag)) return c.body(null, 304, headers);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const body = (encoding && script.bodies[encoding]) || script.bodies.identity;
  if (body !== script.bodies.identity && encoding) headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}
