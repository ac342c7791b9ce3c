import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { hashToken } from '../accounts/one-time-tokens.ts';
import type { Database } from '../db/client.ts';
import { halls, staffActivationTokens, staffHallRoles, staffMembers } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { recordStaffAction, type StaffActor } from './audit.ts';
import { staffMessages } from './messages.ts';
import type { StaffRole } from './roles.ts';
import { revokeStaffSessions } from './staff-tokens.ts';

/** How long an activation link stays valid. */
export const STAFF_ACTIVATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** The console's page where an activation link leads. */
export const activationPath = (token: string): string => `/gestion/activation/${token}`;

/** A hall as a staff member sees it: its key, name and their role there. */
export interface StaffHall {
  hallId: number;
  cle: string;
  nom: string;
  role: StaffRole;
  timezone: string;
}

/** What adding someone to a hall answers: their id and, while they have no password, a new activation token. */
export interface StaffAdded {
  staffId: number;
  /** Set when a one-time token was issued (no password chosen yet): the link is `activationPath(token)`. */
  activationToken: string | null;
  isNew: boolean;
}

/**
 * Gives `email` the role `role` in hall `hallId` (the account is made when new) and records it in the audit
 * trail. While the account has no password, a new activation token replaces any earlier one.
 *
 * @example const { activationToken } = await addStaffToHall(db, { email, hallId, role: 'accueil' }, actor, now);
 */
export async function addStaffToHall(
  db: Database,
  { email, hallId, role }: { email: string; hallId: number; role: StaffRole },
  actor: StaffActor,
  now: Date,
): Promise<StaffAdded> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx.insert(staffMembers).values({ email: address }).onConflictDoNothing();
    const [member] = await tx
      .select({ id: staffMembers.id, passwordHash: staffMembers.passwordHash })
      .from(staffMembers)
      .where(eq(staffMembers.email, address));
    if (!member) throw new Error(`staff member ${address} vanished`);
    const hallRoles = await lockHallRoles(tx, hallId);
    const before = hallRoles.find((row) => row.staffId === member.id);
    if (before && before.role !== role) refuseLosingLastOwner(hallRoles, member.id, role);
    await tx
      .insert(staffHallRoles)
      .values({ staffId: member.id, hallId, role })
      .onConflictDoUpdate({ target: [staffHallRoles.staffId, staffHallRoles.hallId], set: { role } });
    let activationToken: string | null = null;
    if (!member.passwordHash) {
      await tx
        .update(staffActivationTokens)
        .set({ usedAt: now })
        .where(and(eq(staffActivationTokens.staffId, member.id), isNull(staffActivationTokens.usedAt)));
      activationToken = randomBytes(32).toString('base64url');
      await tx.insert(staffActivationTokens).values({
        tokenHash: hashToken(activationToken),
        staffId: member.id,
        expiresAt: new Date(now.getTime() + STAFF_ACTIVATION_TTL_MS),
        createdAt: now,
      });
    }
    if (!before || before.role !== role) {
      await recordStaffAction(
        tx,
        hallId,
        actor,
        before ? 'personnel.role' : 'personnel.ajout',
        before ? { email: address, avant: before.role, apres: role } : { email: address, role },
        now,
      );
    }
    return { staffId: member.id, activationToken, isNew: !before };
  });
}

/**
 * Sets a staff member's password from an activation link: the link must be unused and unexpired; it is used
 * up, and any session the account had is revoked. Answers the staff id.
 */
export async function activateStaff(
  db: Database,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffActivationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffActivationTokens.tokenHash, hashToken(token)),
          isNull(staffActivationTokens.usedAt),
          gt(staffActivationTokens.expiresAt, now),
        ),
      )
      .returning({ staffId: staffActivationTokens.staffId });
    if (!row) throw new Refusal('invalid', staffMessages.activationInvalid);
    await tx
      .update(staffMembers)
      .set({ passwordHash, activatedAt: now })
      .where(eq(staffMembers.id, row.staffId));
    await revokeStaffSessions(tx, row.staffId, now);
    return row.staffId;
  });
}

/** The account of an address (lower-cased), for the sign-in. */
export async function findStaffByEmail(
  db: Database,
  email: string,
): Promise<{ id: number; passwordHash: string | null } | undefined> {
  const [member] = await db
    .select({ id: staffMembers.id, passwordHash: staffMembers.passwordHash })
    .from(staffMembers)
    .where(eq(staffMembers.email, email.trim().toLowerCase()));
  return member;
}

/** The halls a staff member serves, with their role in each, by name. */
export async function hallsOfStaff(db: Database, staffId: number): Promise<StaffHall[]> {
  return selectStaffHalls(db, eq(staffHallRoles.staffId, staffId)).orderBy(asc(halls.name));
}

/** A staff member's hall by its key, or `undefined` when they do not serve it (or no hall has that key). */
export async function hallOfStaff(
  db: Database,
  staffId: number,
  hallKey: string,
): Promise<StaffHall | undefined> {
  const [hall] = await selectStaffHalls(db, and(eq(staffHallRoles.staffId, staffId), eq(halls.key, hallKey)));
  return hall;
}

/** The halls and roles of the staff rows `where` picks, as {@link StaffHall}s. */
function selectStaffHalls(db: Database, where: SQL | undefined) {
  return db
    .select({
      hallId: halls.id,
      cle: halls.key,
      nom: halls.name,
      role: staffHallRoles.role,
      timezone: halls.timezone,
    })
    .from(staffHallRoles)
    .innerJoin(halls, eq(halls.id, staffHallRoles.hallId))
    .where(where)
    .$dynamic();
}

/** One member of a hall's staff as the owner's console lists them. */
export interface HallStaffMember {
  idPersonnel: number;
  email: string;
  role: StaffRole;
  /** False while the activation link waits to be used. */
  actif: boolean;
}

/** A hall's staff, by address. */
export async function listHallStaff(db: Database, hallId: number): Promise<HallStaffMember[]> {
  const rows = await db
    .select({
      idPersonnel: staffMembers.id,
      email: staffMembers.email,
      role: staffHallRoles.role,
      activatedAt: staffMembers.activatedAt,
    })
    .from(staffHallRoles)
    .innerJoin(staffMembers, eq(staffMembers.id, staffHallRoles.staffId))
    .where(eq(staffHallRoles.hallId, hallId))
    .orderBy(asc(staffMembers.email));
  return rows.map(({ activatedAt, ...member }) => ({ ...member, actif: activatedAt !== null }));
}

/**
 * Changes a member's role in a hall, or takes them off its staff (`role` null). An owner cannot change
 * their own role, and the hall keeps at least one owner. Recorded in the audit trail.
 */
export async function changeStaffRole(
  db: Database,
  { hallId, staffId, role }: { hallId: number; staffId: number; role: StaffRole | null },
  actor: StaffActor,
  now: Date,
): Promise<void> {
  if (actor.staffId === staffId) throw new Refusal('conflict', staffMessages.ownRole);
  await db.transaction(async (tx) => {
    const hallRoles = await lockHallRoles(tx, hallId);
    // Checked again under the lock: an owner taken off the staff while this call waited acts no more.
    const acting = hallRoles.find((row) => row.staffId === actor.staffId);
    if (actor.staffId !== null && acting?.role !== 'proprietaire') {
      throw new Refusal('forbidden', staffMessages.hallForbidden);
    }
    const member = hallRoles.find((row) => row.staffId === staffId);
    if (!member) throw new Refusal('not-found', staffMessages.unknownStaff);
    if (member.role === role) return;
    refuseLosingLastOwner(hallRoles, staffId, role);
    const where = and(eq(staffHallRoles.staffId, staffId), eq(staffHallRoles.hallId, hallId));
    if (role === null) await tx.delete(staffHallRoles).where(where);
    else await tx.update(staffHallRoles).set({ role }).where(where);
    await recordStaffAction(
      tx,
      hallId,
      actor,
      role === null ? 'personnel.retrait' : 'personnel.role',
      { email: member.email, avant: member.role, apres: role },
      now,
    );
  });
}

/**
 * Locks the hall's staff rows, in one order for every writer, and answers them: two owners taking each
 * other's role at once wait for each other instead of both passing the last-owner check (or deadlocking).
 */
async function lockHallRoles(
  tx: Pick<Database, 'select'>,
  hallId: number,
): Promise<{ staffId: number; role: StaffRole; email: string }[]> {
  return tx
    .select({ staffId: staffHallRoles.staffId, role: staffHallRoles.role, email: staffMembers.email })
    .from(staffHallRoles)
    .innerJoin(staffMembers, eq(staffMembers.id, staffHallRoles.staffId))
    .where(eq(staffHallRoles.hallId, hallId))
    .orderBy(asc(staffHallRoles.staffId))
    .for('update', { of: staffHallRoles });
}

/** Refuses a change of `staffId` to `newRole` that would leave the hall without an owner. */
function refuseLosingLastOwner(
  hallRoles: readonly { staffId: number; role: StaffRole }[],
  staffId: number,
  newRole: StaffRole | null,
): void {
  if (newRole === 'proprietaire') return;
  const owners = hallRoles.filter((row) => row.role === 'proprietaire');
  const isOwner = owners.some((owner) => owner.staffId === staffId);
  if (isOwner && owners.length === 1) throw new Refusal('conflict', staffMessages.lastOwner);
}

/** The id of a hall by its key, or a 404 refusal. */
export async function hallIdByKey(db: Database, hallKey: string): Promise<number> {
  const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.key, hallKey));
  if (!hall) throw new Refusal('not-found', staffMessages.unknownHall);
  return hall.id;
}
