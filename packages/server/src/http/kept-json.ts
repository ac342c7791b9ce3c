import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { COMPRESSION_THRESHOLD_BYTES, compressBody, matchesEtag, pickEncoding } from './compression.ts';

/**
 * A JSON answer kept in memory to serve many callers: serialised once, tagged once, compressed once per
 * encoding on the first call that accepts it (the hot calls: a week of slots, the hall list).
 */
export interface KeptJson {
  json: string;
  /** Strong tag of `json`; compressed answers carry its weak form. */
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** A strong `ETag` of a body. */
export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** Serialises and tags `value` once. @example const kept = keepJson({ multisalleListe: halls }); */
export function keepJson(value: unknown): KeptJson {
  const json = JSON.stringify(value);
  return { json, etag: etagOf(json), encoded: {} };
}

/**
 * Answers a kept body: `304` when the caller's `If-None-Match` names it, else the body compressed as the
 * caller accepts (once per encoding; the compression middleware leaves an encoded body alone).
 *
 * @example return answerKeptJson(c, kept);
 */
export async function answerKeptJson(c: Context, kept: KeptJson): Promise<Response> {
  c.header('ETag', kept.etag);
  // Compressed answers carry the weak form of the tag: compared weakly.
  if (matchesEtag(c.req.header('if-none-match'), kept.etag)) return c.body(null, 304);
  const encoding =
    kept.json.length < COMPRESSION_THRESHOLD_BYTES
      ? undefined
      : pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return c.body(kept.json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  kept.encoded[encoding] ??= compressBody(Buffer.from(kept.json), encoding);
  const bytes = await kept.encoded[encoding];
  c.header('ETag', `W/${kept.etag}`);
  c.header('Vary', 'Accept-Encoding');
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Encoding': encoding,
  });
}
