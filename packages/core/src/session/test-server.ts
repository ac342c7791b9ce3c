/**
 * For tests only (not exported): a stand-in for the outside accounts server, answering contract-shaped
 * JSON by "METHOD /base/path" and recording the requests.
 */
export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type Reply = { status: number; body?: unknown };

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

/** A fetch answering from `routes` ("POST /api/v2/auth" → reply); unknown routes answer 404. */
export function fakeServer(routes: Record<string, Reply | ((body: unknown) => Reply | Promise<Reply>)>) {
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    requests.push({
      method,
      path: url.pathname,
      authorization: new Headers(init?.headers).get('authorization'),
      body,
    });
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      typeof route === 'function'
        ? await route(body)
        : (route ?? { status: 404, body: { description: 'Introuvable' } });
    if (reply.body === undefined) return new Response(null, { status: reply.status });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** The wire profile of user 12 as `GET v2 /users/12` answers it. */
export const wireProfile = {
  email: 'lea@example.fr',
  nom: 'Martin',
  prenom: 'Léa',
  identifiant: 'leam',
  portable: '0612345678',
  emailingCollectivite: true,
  equipementAdapte: false,
  mineur: false,
  avatarUrl: null,
  roles: ['ROLE_USER'],
  code_pin: '4821',
  userId: 12,
  contactId: 40,
  paiementActif: false,
  portableVerifie: false,
};
