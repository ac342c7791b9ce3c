import { getConfig, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@multisalle/core';

/*
 * The three staff calls the kiosk needs before « Changer de clé »: sign in, who is it, sign out. Not the
 * console's client (its chunk and its session kept in the tab): the kiosk keeps no staff token, it signs it
 * out as soon as the key is changed.
 */

/** A hall the staff member serves, with what their role allows there (`desk`, `day`…). */
export interface StaffHallRights {
  key: string;
  permissions: string[];
}

/** `/api/v2` gives `/api/gestion`. */
const staffUrl = (path: string) => `${getConfig().apiBase.replace(/\/v2\/?$/, '/gestion')}${path}`;

async function staffCall(path: string, init: { method: 'GET' | 'POST'; token?: string; body?: unknown }) {
  const config = getConfig();
  const fetcher = config.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetcher(staffUrl(path), {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response.ok) {
    const said = body?.description ?? body?.detail;
    throw new Error(typeof said === 'string' && said.trim() !== '' ? said : UNKNOWN_ERROR_MESSAGE);
  }
  return body ?? {};
}

/**
 * `POST /api/gestion/connexion`: the staff token (French error on a wrong password).
 *
 * @example const token = await staffSignIn('accueil@salle.fr', 'secret');
 */
export async function staffSignIn(email: string, password: string): Promise<string> {
  const body = await staffCall('/connexion', { method: 'POST', body: { email, motDePasse: password } });
  if (typeof body.token !== 'string') throw new Error(UNKNOWN_ERROR_MESSAGE);
  return body.token;
}

/** `GET /api/gestion/moi`: the halls the signed-in member serves. */
export async function staffHalls(token: string): Promise<StaffHallRights[]> {
  const body = await staffCall('/moi', { method: 'GET', token });
  const halls = Array.isArray(body.salles) ? (body.salles as Record<string, unknown>[]) : [];
  return halls.map((hall) => ({
    key: String(hall.cle ?? ''),
    permissions: Array.isArray(hall.permissions) ? hall.permissions.map(String) : [],
  }));
}

/** `POST /api/gestion/deconnexion`: the token is revoked (a failure is let go: it expires anyway). */
export async function staffSignOut(token: string): Promise<void> {
  await staffCall('/deconnexion', { method: 'POST', token }).catch(() => undefined);
}
