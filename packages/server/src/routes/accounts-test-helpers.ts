import type { OpenAPIHono } from '@hono/zod-openapi';

/** A 1×1 PNG, a real image for avatar tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An answer's status and parsed body (`undefined` for an empty body). */
export interface JsonAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are checked field by field.
  body: any;
}

/** Calls the app with an optional JSON body and bearer token. */
export async function call(
  app: OpenAPIHono,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The outbox as `/dev/outbox.json` lists it, newest first. */
export async function readOutbox(app: OpenAPIHono) {
  const { body } = await call(app, 'GET', '/dev/outbox.json');
  return body as {
    to: string;
    subject?: string;
    sms?: true;
    text: string;
    links: string[];
    createdAt: string;
  }[];
}

let counter = 0;

/** A sign-up payload with unique email and pseudonym. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-4)}${counter}`;
  return {
    actif: false,
    email: `joueur.${tag}@exemple.fr`,
    idParent: null,
    identifiant: `j${tag}`.slice(0, 12),
    mineur: false,
    nom: 'Durand',
    plainPassword: 'motdepasse1',
    portable: '',
    prenom: 'Alex',
    infosCom: true,
    responsable: null,
    ...overrides,
  };
}

/** Signs up, follows the activation link from the outbox and logs in on both bases. */
export async function createActivePlayer(app: OpenAPIHono, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const signup = await call(app, 'POST', '/api/v2/users', { body: payload });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup)}`);
  const [mail] = await readOutbox(app);
  const link = mail?.links[0] ?? '';
  const [, token, id] = /\/utilisateur\/([^/]+)\/(\d+)\/validation-inscription\.html$/.exec(link) ?? [];
  await call(app, 'POST', `/api/admin/grand-public/validation/inscription/${token}/${id}`);
  const admin = await call(app, 'POST', '/api/admin/Connexion', {
    body: { szIdentifiant: payload.email, szMotDePasse: payload.plainPassword },
  });
  const v2 = await call(app, 'POST', '/api/v2/auth', {
    body: { email: payload.email, password: payload.plainPassword },
  });
  return {
    payload,
    userId: signup.body.id as number,
    contactId: signup.body.contactId as number,
    adminToken: admin.body.szToken as string,
    v2Token: v2.body.token as string,
  };
}
