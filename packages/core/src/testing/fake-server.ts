/**
 * The fake API server of the tests: a `fetch` that records each request and answers from the test's
 * routes, so a store or a component runs its real client against contract-shaped JSON. Every stand-in of
 * the tests (the cart's, the payment means', the planning's, the hall devices') is built on
 * {@link fakeFetch}.
 */

/** A request as the fake server received it. */
export interface SeenRequest {
  method: string;
  /** The path as the routes name it (see {@link FakeServerOptions.path}). */
  path: string;
  /** The whole URL, as the client asked for it. */
  url: string;
  headers: Headers;
  authorization: string | null;
  /** The body, parsed when it is JSON; any other body (text, FormData...) as it came. */
  body: unknown;
}

/** A JSON answer (no body: an empty response). */
export type Reply = { status: number; body?: unknown };

/** What a handler gives back: a reply, or a whole `Response` (a stream, a held answer). */
export type Answer = Reply | Response;

/**
 * A JSON response.
 *
 * @example json(200, { bSucces: true })
 */
export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Names a request by its path without `/api/v2`: `/panier`. */
export const v2Pathname = (url: URL): string => url.pathname.replace(/^\/api\/v2/, '');

/** Names a request by its path without `/api/v2`, with its query: `/multisalle/detail?sCle=padel-park`. */
export const v2Path = (url: URL): string => v2Pathname(url) + url.search;

/** Options of {@link fakeFetch} and {@link fakeServer}. */
export interface FakeServerOptions {
  /**
   * How a request's path is named in the routes and in `requests`.
   * @default the URL's pathname (`/api/v2/auth`); see {@link v2Pathname} and {@link v2Path}
   */
  path?: (url: URL) => string;
}

/** A string body parsed as JSON, or the string itself when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The base of every fake server: a `fetch` that records each request and lets `handle` answer it.
 *
 * @example const { fetch, requests } = fakeFetch((request) => ({ status: 200, body: { path: request.path } }));
 */
export function fakeFetch(
  handle: (request: SeenRequest, init: RequestInit | undefined) => Answer | Promise<Answer>,
  { path = (url) => url.pathname }: FakeServerOptions = {},
) {
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const headers = new Headers(init?.headers);
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: path(url),
      url: String(input),
      headers,
      authorization: headers.get('authorization'),
      body: typeof raw === 'string' ? parsed(raw) : raw,
    };
    requests.push(request);
    const answer = await handle(request, init);
    return answer instanceof Response ? answer : json(answer.status, answer.body);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A route's answer: a reply, or a function of the request's body. */
export type Route = Reply | ((body: unknown) => Answer | Promise<Answer>);

/**
 * A fetch answering from `routes` by "METHOD path"; unknown routes answer 404.
 *
 * @example
 * const server = fakeServer({ 'POST /api/v2/auth': { status: 200, body: { token } } });
 * configure({ fetch: server.fetch });
 */
export function fakeServer(routes: Record<string, Route>, options: FakeServerOptions = {}) {
  return fakeFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (typeof route === 'function') return route(request.body);
    return route ?? { status: 404, body: { description: 'Introuvable' } };
  }, options);
}

/** A JWT-shaped token with the given payload (signature not checked by the client). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

/** A v2 token issued now (or at `issuedAt`), valid 7 days, for user 12 / contact 40. */
export function v2Token(issuedAt: Date = new Date(), ids = { userId: 12, nIdContact: 40 }): string {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return fakeJwt({ ...ids, aud: 'v2', iat, exp: iat + 7 * 24 * 3600, jti: 'j1' });
}

/**
 * {@link fakeServer} with routes named without `/api/v2` and with their query ({@link v2Path}).
 *
 * @example const server = fakeV2Server({ 'POST /video/securite': { status: 201, body: { bSucces: true } } });
 */
export const fakeV2Server = (routes: Record<string, Route>) => fakeServer(routes, { path: v2Path });
