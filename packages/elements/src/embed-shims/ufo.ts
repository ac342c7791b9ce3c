// The two `ufo` functions ofetch calls, for the script-tag bundles only (build-embed.ts aliases `ufo` here):
// ufo's whole URL toolkit is about 3.4 KB of the planning script, and ofetch uses two of its functions.
// The npm packages keep the real `ufo`. `ufo.test.ts` checks both give the same URLs for core's calls.

/** True for `https:`, `blob:`... and `//host` URLs, which a base never prefixes. */
function hasProtocol(input: string): boolean {
  return /^[\s\w\0+.-]{2,}:([/\\]{1,2})/.test(input) || /^[\s\0]*\/\/[^/\\]/.test(input);
}

/** `input` under `base` (`/api/v2` + `/multisalle`), unless it is absolute or already under it. */
export function withBase(input: string, base: string | undefined): string {
  if (!base || base === '/' || hasProtocol(input)) return input;
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  if (input.startsWith(root)) {
    const next = input[root.length];
    if (!next || next === '/' || next === '?') return input;
  }
  if (!input || input === '/') return root || '/';
  return `${root}/${input.replace(/^\/+/, '')}`;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `input` with `query` merged into its search (a `undefined` value drops the key, an array repeats it). */
export function withQuery(input: string, query: Record<string, QueryValue>): string {
  const hashAt = input.indexOf('#');
  const hash = hashAt < 0 ? '' : input.slice(hashAt);
  const beforeHash = hashAt < 0 ? input : input.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const path = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  const params = new URLSearchParams(searchAt < 0 ? '' : beforeHash.slice(searchAt + 1));
  for (const [key, value] of Object.entries(query)) {
    params.delete(key);
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, value === null ? '' : String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}
