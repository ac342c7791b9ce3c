import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { Refusal } from '../domain-errors/index.ts';
import { staffMessages } from './messages.ts';
import { roleAllows, type StaffPermission } from './roles.ts';
import { hallOfStaff, type StaffHall } from './staff-members.ts';
import { type StaffCaller, type StaffTokenOptions, verifyStaffToken } from './staff-tokens.ts';

/** Hono environment of a console route: `c.get('staff')` is the signed-in staff member. */
export interface StaffEnv {
  Variables: { staff: StaffCaller };
}

/**
 * Middleware of every `/api/gestion` route but the sign-in and activation: a valid staff token, or 401. A
 * player's token is refused here by its audience, whatever the player.
 */
export function requireStaff(tokens: StaffTokenOptions): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const staff = token ? await verifyStaffToken(tokens, token) : undefined;
    if (!staff) throw new Refusal('unauthenticated', staffMessages.sessionExpired);
    c.set('staff', staff);
    await next();
  };
}

/**
 * The hall `hallKey` of the caller when their role there allows `permission`; 403 otherwise. A hall they do
 * not serve answers the same 403 as one that does not exist: the console never tells which halls others run.
 *
 * @example const hall = await staffHall(db, c.get('staff'), cle, 'manage');
 */
export async function staffHall(
  db: Database,
  staff: StaffCaller,
  hallKey: string,
  permission: StaffPermission,
): Promise<StaffHall> {
  const hall = await hallOfStaff(db, staff.staffId, hallKey);
  if (!hall) throw new Refusal('forbidden', staffMessages.hallForbidden);
  if (!roleAllows(hall.role, permission)) throw new Refusal('forbidden', staffMessages.roleForbidden);
  return hall;
}
