import type { Database } from '../db/client.ts';
import type { StaffActor } from './audit.ts';
import type { StaffRole } from './roles.ts';
import { activationPath, addStaffToHall } from './staff-members.ts';

/** What an invitation answers: the member's id and, while they have no password, their activation link. */
export interface StaffInvitation {
  idPersonnel: number;
  lienActivation: string | null;
}

/**
 * Gives `email` a role in a hall and answers the link to choose a password (on `siteUrl`) while they have
 * none: the owner's console, `npm run staff -- add` and `POST /dev/personnel` all invite this way.
 *
 * @example const { lienActivation } = await inviteStaff(db, { email, hallId, role }, actor, siteUrl, now);
 */
export async function inviteStaff(
  db: Database,
  invitation: { email: string; hallId: number; role: StaffRole },
  actor: StaffActor,
  siteUrl: string,
  now: Date,
): Promise<StaffInvitation> {
  const added = await addStaffToHall(db, invitation, actor, now);
  return {
    idPersonnel: added.staffId,
    lienActivation: added.activationToken ? `${siteUrl}${activationPath(added.activationToken)}` : null,
  };
}
