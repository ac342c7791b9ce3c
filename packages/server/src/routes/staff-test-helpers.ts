import type { OpenAPIHono } from '@hono/zod-openapi';
import type { StaffRole } from '../staff/index.ts';
import { call } from './accounts-test-helpers.ts';

/** The password every test staff member chooses. */
export const STAFF_PASSWORD = 'motdepasse-salle';

let count = 0;

/** An address no other test staff member has. */
export const newStaffEmail = (role: string): string => `${role}.${++count}.${Date.now()}@salle.fr`;

/** Uses an activation link (`…/gestion/activation/<jeton>`): answers the new staff token. */
export async function activateStaffLink(app: OpenAPIHono, link: string): Promise<string> {
  const jeton = link.split('/gestion/activation/')[1];
  const activated = await call(app, 'POST', '/api/gestion/activation', {
    body: { jeton, motDePasse: STAFF_PASSWORD },
  });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}`);
  return activated.body.token;
}

/** A staff member of `hallKey` with `role`, made by the development route, their link used. */
export async function createStaffMember(
  app: OpenAPIHono,
  hallKey: string,
  role: StaffRole,
): Promise<{ email: string; token: string; id: number }> {
  const email = newStaffEmail(role);
  const added = await call(app, 'POST', '/dev/personnel', { body: { email, cle: hallKey, role } });
  if (added.status !== 200) throw new Error(`POST /dev/personnel answered ${added.status}`);
  return {
    email,
    token: await activateStaffLink(app, added.body.lienActivation),
    id: added.body.idPersonnel,
  };
}
