import type { MiddlewareHandler } from 'hono';
import { VALIDATION_DESCRIPTION, type Violation } from './validation.ts';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line texts keep them).
 * PostgreSQL refuses NUL in text outright (`invalid byte sequence`), which used to surface as a 500; the
 * others make no sense in a name, an email or an id and only ever come from a broken or hostile client.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const message = (where: string) => `Le champ ${where} contient un caractère de contrôle non autorisé.`;

/** Decodes a URL component, or `null` when it is not valid percent-encoding (the router answers that). */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The violations of a URL: each path segment and each query name and value, decoded. */
function urlViolations(url: URL): Violation[] {
  const violations: Violation[] = [];
  for (const segment of url.pathname.split('/')) {
    const text = decoded(segment);
    if (text !== null && CONTROL_CHARACTER.test(text))
      violations.push({ propertyPath: 'chemin', message: message('« chemin »') });
  }
  for (const pair of url.search.slice(1).split('&')) {
    const [rawName = '', rawValue = ''] = pair.split('=', 2);
    const name = decoded(rawName) ?? rawName;
    const value = decoded(rawValue) ?? '';
    if (CONTROL_CHARACTER.test(name) || CONTROL_CHARACTER.test(value)) {
      const label = CONTROL_CHARACTER.test(name) ? 'paramètre' : name;
      violations.push({ propertyPath: label, message: message(`« ${label} »`) });
    }
  }
  return violations;
}

/** The violations of a parsed JSON body: every string, and every key, at any depth. */
function jsonViolations(value: unknown, path: string, found: Violation[]): Violation[] {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push({ propertyPath: path, message: message(`« ${path} »`) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      jsonViolations(item, `${path}[${index}]`, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key))
        found.push({ propertyPath: path || 'corps', message: message('« nom de champ »') });
      jsonViolations(item, itemPath, found);
    }
  }
  return found;
}

/**
 * Refuses, with the French 422 envelope and before any handler runs, a request whose path, query or JSON
 * body carries a control character. Nothing is written, and the database never sees the text.
 *
 * @example
 * ```ts
 * app.use('/api/*', refuseControlCharacters());
 * ```
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const violations = urlViolations(new URL(c.req.url));
    const type = c.req.header('content-type') ?? '';
    // Many mobile HTTP clients send `Content-Type: application/json` on every call, a GET included: a GET
    // or HEAD has no body to read (and a Request for one may not carry any, which answered 500).
    const mayHaveBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (violations.length === 0 && mayHaveBody && /^application\/(.+\+)?json/i.test(type)) {
      // Hono caches the text: the route's validator parses it from the cache. The raw stream is consumed
      // by the read, so it is put back for the middlewares that read it again (hono's bodyLimit does).
      const text = await c.req.text();
      c.req.raw = new Request(c.req.raw, { body: text });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined; // Malformed JSON: the route's validator answers it in French.
      }
      jsonViolations(body, '', violations);
    }
    if (violations.length === 0) return next();
    return c.json(
      {
        detail: violations[0]?.message ?? VALIDATION_DESCRIPTION,
        violations,
        description: VALIDATION_DESCRIPTION,
      },
      422,
    );
  };
}
