import type { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { halls } from '../db/schema.ts';
import { ALL_SCOPES } from '../hall-devices/device-keys.ts';
import { addDevice } from '../hall-devices/device-repository.ts';
import { closeSlotBus } from '../live/index.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { MAX_DATABASE_ID } from './validation.ts';

/**
 * Hostile input, generated from the OpenAPI document (fast-check): every operation gets path and query
 * values and bodies of the wrong type, NUL and control characters, unicode edge cases, huge strings,
 * out-of-range ids and another player's ids, anonymously and with a player's token. Never a 500, always the error
 * envelope with a French message, no row changed by a refused request (but in the tables that count
 * failures behind the rate limits), and nothing of the other player's in any answer.
 */

let testDb: TestDatabase;
let app: OpenAPIHono;
let player: TestPlayer;
/** A device of a hall with every scope: the hall's device calls (`/salle/{id}/…`) get past their key check. */
let hallDevice: { hallId: number; key: string };
/** Another player's ids (account, contact, family member): foreign ids for the player's requests. */
let foreignIds: string[];
/** The other player's family member's pseudonym: no answer to anyone else may hold it. */
const secretPseudo = `secret${Date.now() % 100_000}`;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db, logRequests: false });
  player = await createPlayer(testDb.db);
  // A player who has used the site has an open cart: reading it creates it on first use (an empty row,
  // which a refused discount call would otherwise be the first to write).
  expect((await call(app, 'GET', '/api/v2/panier', { token: player.token })).status).toBe(200);
  const other = await createPlayer(testDb.db);
  const member = await call(app, 'POST', '/api/v2/user/parent', {
    token: other.token,
    body: { nom: 'Durand', prenom: 'Zoé', pseudo: secretPseudo, mineur: true },
  });
  expect(member.status).toBe(201);
  foreignIds = [String(other.userId), String(other.contactId), String(member.body.id)];
  const [hall] = await testDb.db.select({ id: halls.id }).from(halls).limit(1);
  const hallId = hall?.id ?? 1;
  const added = await addDevice(testDb.db, { hallId, name: 'Appareil hostile', scopes: [...ALL_SCOPES] });
  hallDevice = { hallId, key: added.key };
});
afterAll(async () => {
  await closeSlotBus(testDb.db);
  await testDb.close();
});

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[] | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
}

/**
 * Calls that would end the player's own session or account when they succeed (with a token and no
 * body they may): they are tried anonymously only. The live stream never ends: it is left out.
 */
const destructive = /\/(logout|deconnexion|suppression-compte|compte\/suppression)\b/;

async function operations(): Promise<Operation[]> {
  const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const streams = Object.values(operation.responses ?? {}).some(
        (response) => response.content && 'text/event-stream' in response.content,
      );
      if (streams) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      found.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: json ? Object.keys(json.schema?.properties ?? {}) : undefined,
      });
    }
  }
  return found;
}

/** Path segments sent as they are: broken percent-encodings a client may send. */
const RAW = 'brut:';
const rawSegments = fc.constantFrom(
  `${RAW}%`,
  `${RAW}%zz`,
  `${RAW}%00`,
  `${RAW}%ED%A0%80`,
  `${RAW}%2e%2e%2f`,
);

/** A path segment: encoded, unless it is one of the raw ones (a lone surrogate cannot be encoded). */
function segment(value: string): string {
  if (value.startsWith(RAW)) return value.slice(RAW.length);
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Texts a server must survive: control characters, NUL, lone surrogates, huge, numbers out of range… */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\uD800',
    '😀'.repeat(50),
    'é'.repeat(5_000),
    'x'.repeat(100_000),
    '-1',
    '0',
    '2147483648',
    '99999999999999999999999',
    '1e309',
    'NaN',
    '00000000-0000-0000-0000-000000000000',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '2026-02-30',
    ' ',
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

function hostileBody(keys: string[]): fc.Arbitrary<unknown> {
  const shaped =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] })
      : fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 4 });
  return fc.oneof(shaped, hostileValue);
}

/** Names of the tables a refused request may write: the counts of failed attempts behind rate limits. */
const countingTables = /rate|attempt|throttle|login_failure/;

/** A function that counts the rows of every table (but the counting ones) in one query. */
async function rowCounter(): Promise<() => Promise<Record<string, number>>> {
  // PGlite and pg both answer `{ rows }`; drizzle types the two drivers' results apart.
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await testDb.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = (
    await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )
  )
    .map((row) => row.table_name)
    .filter((table) => !countingTables.test(table) && !table.startsWith('__drizzle'));
  const query = sql.raw(
    `select ${tables.map((table) => `(select count(*) from "${table}")::int as "${table}"`).join(', ')}`,
  );
  return async () => {
    const [counts] = await rows<Record<string, number>>(query);
    return counts ?? {};
  };
}

/** What a refusal must carry: one of the envelope's messages, in French (none of zod's English). */
function refusalMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { description, szErreur, detail } = body as Record<string, unknown>;
  const message = [detail, szErreur, description].find((value) => typeof value === 'string' && value !== '');
  return message as string | undefined;
}

const english =
  /\b(Invalid|Expected|Required|Unexpected|Unrecognized|received|must be|Internal Server Error)\b/;

describe('hostile input on every operation of the OpenAPI document', () => {
  it('never answers 500, always the error envelope in French, and changes no row', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(50);
    const rowCounts = await rowCounter();
    const seen = { requests: 0, refused: 0, ok: 0 };

    const foreign = fc.constantFrom(...foreignIds);
    const request = fc.record({
      operation: fc.constantFrom(...all),
      params: fc.array(fc.oneof(hostileText, rawSegments, foreign), { minLength: 4, maxLength: 4 }),
      query: fc.array(fc.option(fc.oneof(hostileText, foreign), { nil: undefined }), {
        minLength: 6,
        maxLength: 6,
      }),
      body: fc.option(hostileValue, { nil: undefined }),
      shapedBody: fc.option(hostileBody(['email', 'password', 'idUser', 'reponse', 'portable']), {
        nil: undefined,
      }),
      rawBody: fc.option(fc.constantFrom('{', '{"a":', 'null', '[]', '\u0000', '{"a":"\\u0000"}'), {
        nil: undefined,
      }),
      withToken: fc.boolean(),
      asHallDevice: fc.boolean(),
    });

    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const { operation } = input;
        // Half of the hall's device calls come from its own device, so they reach the schemas behind the key.
        const asDevice = input.asHallDevice && operation.path.startsWith('/api/v2/salle/');
        let path = operation.path;
        operation.pathParams.forEach((name, index) => {
          const value =
            asDevice && operation.path.startsWith(`/api/v2/salle/{${name}}`)
              ? String(hallDevice.hallId)
              : segment(input.params[index] ?? '');
          path = path.replace(`{${name}}`, value);
        });
        const query = new URLSearchParams();
        operation.queryParams.forEach((name, index) => {
          const value = input.query[index];
          if (value !== undefined) query.set(name, value);
        });
        const search = query.size > 0 ? `?${query}` : '';
        const headers: Record<string, string> = {};
        const withToken = input.withToken && !destructive.test(operation.path);
        if (withToken) headers.authorization = `Bearer ${player.token}`;
        if (asDevice) headers.authorization = `Bearer ${hallDevice.key}`;
        // Sent on every call, a GET or DELETE without a body included, as many mobile HTTP clients do.
        headers['content-type'] = 'application/json';
        let body: string | undefined;
        if (operation.method !== 'GET' && operation.method !== 'DELETE') {
          body =
            input.rawBody ??
            JSON.stringify(input.shapedBody ?? input.body ?? (operation.bodyKeys ? {} : null)) ??
            'null';
        }
        const before = await rowCounts();
        const response = await app.request(`${path}${search}`, { method: operation.method, headers, body });
        seen.requests += 1;
        const where = `${operation.method} ${path}${search.slice(0, 200)}`;
        expect(response.status, where).not.toBe(500);
        expect(response.status, where).toBeLessThan(500);
        const text = await response.text();
        // Another player's family member never shows in an answer to this player or to a visitor.
        expect(text.includes(secretPseudo), `${where} showed another player's family`).toBe(false);
        if (response.status < 400) {
          seen.ok += 1;
          return;
        }
        seen.refused += 1;
        // A refused request writes nothing (a read may create the player's empty cart; a refusal may not).
        const after = await rowCounts();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        expect(changed, `${where} answered ${response.status} and changed rows`).toEqual([]);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const message = refusalMessage(parsed);
        expect(message, `${where} answered ${response.status} ${text.slice(0, 200)}`).toBeDefined();
        expect(message, where).not.toMatch(english);
      }),
      {
        numRuns: Number(process.env.HOSTILE_RUNS) || 600,
        seed: Number(process.env.HOSTILE_SEED) || undefined,
      },
    );

    console.log(
      `hostile input: ${all.length} operations, ${seen.requests} requests, ${seen.refused} refused, ${seen.ok} answered 2xx/3xx (reads), 0 answered 500, no row changed by a refusal`,
    );
  }, 300_000);

  // The random run above found `stats/performances?idContact=2147483648` answering 500 (« value out of
  // range for type integer »): every id of every operation, in its path, query or body, just over
  // PostgreSQL's integer (MAX_DATABASE_ID + 1), with a player's token.
  it("refuses an id just over PostgreSQL's integer everywhere, never a 500, and changes no row", async () => {
    const all = await operations();
    const rowCounts = await rowCounter();
    const overInteger = String(MAX_DATABASE_ID + 1);
    let checked = 0;
    for (const operation of all) {
      if (destructive.test(operation.path)) continue;
      let path = operation.path;
      for (const name of operation.pathParams) path = path.replace(`{${name}}`, overInteger);
      const query = new URLSearchParams(operation.queryParams.map((name) => [name, overInteger]));
      const search = query.size > 0 ? `?${query}` : '';
      const headers: Record<string, string> = {
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
      };
      let body: string | undefined;
      if (operation.method !== 'GET' && operation.method !== 'DELETE') {
        body = JSON.stringify(
          Object.fromEntries((operation.bodyKeys ?? []).map((key) => [key, MAX_DATABASE_ID + 1])),
        );
      }
      const before = await rowCounts();
      const response = await app.request(`${path}${search}`, { method: operation.method, headers, body });
      const where = `${operation.method} ${path}${search}`;
      expect(response.status, `${where}: ${(await response.text()).slice(0, 200)}`).toBeLessThan(500);
      if (response.status >= 400) expect(await rowCounts(), where).toEqual(before);
      checked += 1;
    }
    console.log(`ids over PostgreSQL's integer: ${checked} operations, none answered 500`);
  }, 120_000);

  // The mobile app's walk found every GET answering 500 when it carried `Content-Type: application/json`
  // without a body (control-characters.ts read a body a GET may not have): the fuzzing above never sent it.
  it('answers every GET and DELETE sent with a JSON content type and no body as without it, never a 500', async () => {
    const all = await operations();
    const rowCounts = await rowCounter();
    let checked = 0;
    for (const operation of all) {
      if (operation.method !== 'GET' && operation.method !== 'DELETE') continue;
      if (destructive.test(operation.path)) continue;
      let path = operation.path;
      for (const name of operation.pathParams) path = path.replace(`{${name}}`, '1');
      for (const type of ['application/json', 'application/json; charset=utf-8', 'text/plain']) {
        const before = await rowCounts();
        const response = await app.request(path, {
          method: operation.method,
          headers: { authorization: `Bearer ${player.token}`, 'content-type': type },
        });
        const where = `${operation.method} ${path} (${type})`;
        expect(response.status, `${where}: ${(await response.text()).slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) expect(await rowCounts(), where).toEqual(before);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    const list = await app.request('/api/v2/multisalle', { headers: { 'content-type': 'application/json' } });
    expect(list.status).toBe(200);
  }, 120_000);
});
