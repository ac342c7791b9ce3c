// The export's account part: the account and its main contact, the family, memberships and statuses, and
// what the security tables hold about the caller (never a token id, a hash or a code).
import { asc, eq } from 'drizzle-orm';
import type { Account } from '../accounts/user-repository.ts';
import type { Database } from '../db/client.ts';
import {
  avatars,
  contacts,
  discounts,
  hallMembers,
  halls,
  oneTimeTokens,
  sessions,
  smsCodes,
  userDiscounts,
  users,
} from '../db/schema.ts';
import type { MyData } from './export-schema.ts';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** The caller's account as the export shows it. */
export async function collectAccount(db: Database, account: Account): Promise<MyData['compte']> {
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, account.userId));
  const [avatar] = await db
    .select({ contentType: avatars.contentType, updatedAt: avatars.updatedAt })
    .from(avatars)
    .where(eq(avatars.userId, account.userId));
  const memberOf = await db
    .select({ hall: halls.name })
    .from(hallMembers)
    .innerJoin(halls, eq(halls.id, hallMembers.hallId))
    .where(eq(hallMembers.userId, account.userId))
    .orderBy(asc(halls.name));
  const statuses = await db
    .select({ label: discounts.label, status: discounts.status, grantedAt: userDiscounts.grantedAt })
    .from(userDiscounts)
    .innerJoin(discounts, eq(discounts.id, userDiscounts.discountId))
    .where(eq(userDiscounts.userId, account.userId))
    .orderBy(asc(userDiscounts.grantedAt));
  return {
    idUtilisateur: account.userId,
    idContact: account.contactId,
    email: account.email,
    nom: account.lastName,
    prenom: account.firstName,
    pseudo: account.pseudonym,
    portable: account.phone,
    portableVerifie: account.isPhoneVerified,
    mineur: account.isMinor,
    emailingCollectivite: account.acceptsMailings,
    equipementAdapte: account.needsAdaptedEquipment,
    roles: account.roles,
    codePin: account.pinCode,
    paiementActif: account.isPaymentActive,
    avatar:
      avatar && account.avatarUrl
        ? { url: account.avatarUrl, type: avatar.contentType, misAJourLe: iso(avatar.updatedAt) }
        : null,
    creeLe: iso(user?.createdAt ?? new Date(0)),
    activeLe: isoOrNull(account.activatedAt),
    sallesMembre: memberOf.map((row) => ({ salle: row.hall })),
    reductionsStatut: statuses.map((row) => ({
      libelle: row.label,
      statut: row.status ?? '',
      accordeeLe: iso(row.grantedAt),
    })),
  };
}

/** The caller's family contacts (MA FAMILLE). */
export async function collectFamily(db: Database, userId: number): Promise<MyData['famille']> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.parentUserId, userId))
    .orderBy(asc(contacts.id));
  return rows.map((row) => ({
    idContact: row.id,
    nom: row.lastName,
    prenom: row.firstName,
    pseudo: row.pseudonym,
    portable: row.phone,
    mineur: row.isMinor,
    creeLe: iso(row.createdAt),
  }));
}

/** Sessions, one-time links and SMS codes: their dates and states, never the secrets themselves. */
export async function collectSecurity(db: Database, userId: number): Promise<MyData['securite']> {
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.issuedAt));
  const links = await db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.userId, userId))
    .orderBy(asc(oneTimeTokens.id));
  const codes = await db.select().from(smsCodes).where(eq(smsCodes.userId, userId)).orderBy(asc(smsCodes.id));
  return {
    sessions: sessionRows.map((row) => ({
      base: row.audience,
      emiseLe: iso(row.issuedAt),
      expireLe: iso(row.expiresAt),
      revoqueeLe: isoOrNull(row.revokedAt),
    })),
    liensEnvoyes: links.map((row) => ({
      type: row.kind,
      creeLe: iso(row.createdAt),
      expireLe: iso(row.expiresAt),
      utiliseLe: isoOrNull(row.usedAt),
    })),
    codesSms: codes.map((row) => ({
      portable: row.phone,
      creeLe: iso(row.createdAt),
      expireLe: iso(row.expiresAt),
      utiliseLe: isoOrNull(row.usedAt),
      essaisErrones: row.failedAttempts,
    })),
  };
}
