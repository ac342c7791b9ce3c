// Deleting an account erases the person (RGPD article 17): one transaction empties every place that names
// them. The `users` row and its main contact stay as an anonymous identity, because the payments (kept for
// the accounts, Code de commerce L123-22) and the games already played point at them.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { rateLimitRules } from '../accounts/rate-limit.ts';
import { findAccountById } from '../accounts/user-repository.ts';
import type { Database } from '../db/client.ts';
import {
  avatars,
  carts,
  contacts,
  conventionValidations,
  hallMembers,
  idempotencyKeys,
  levelSettings,
  oneTimeTokens,
  paymentAliases,
  paymentOrders,
  payments,
  paymentTransactions,
  playerLevels,
  rateLimits,
  reservationParticipants,
  safetyAttestations,
  sessions,
  smsCodes,
  userDiscounts,
  users,
} from '../db/schema.ts';
import type { CardProvider } from '../payments/index.ts';
import type { InvitationMailer } from '../reservations/invitation-mails.ts';
import type { Transaction } from '../reservations/waiting-lines.ts';
import { refuseWhileOwing } from './deletion-blockers.ts';
import { exportRateLimit } from './export-limit.ts';
import { eraseAtProvider } from './provider-erasure.ts';
import { type Mentions, scrubMatchSheets, scrubOutbox } from './scrub-mentions.ts';
import { announceWithdrawal, type Withdrawal, withdrawComingAnswers } from './withdraw-answers.ts';

/** What an erasure needs beyond the database. */
export interface ErasureDeps {
  db: Database;
  provider: CardProvider;
  /** Where the organisers' and the waiting lists' mails go, and the brand they are signed with. */
  mail: InvitationMailer & { brand: string };
}

/** The address an erased account keeps: unique, and never deliverable (`.invalid`, RFC 2606). */
export const erasedEmail = (userId: number) => `compte-supprime-${userId}@anonyme.invalid`;
/** The pseudonym an erased contact keeps: longer than any chosen one (12 characters), so never taken. */
export const erasedPseudonym = (contactId: number) => `compte-supprimé-${contactId}`;

/** Everything that identifies the person, read inside the transaction before it is erased. */
async function mentionsOf(tx: Transaction, userId: number): Promise<Mentions & { familyIds: number[] }> {
  const people = await tx
    .select({
      id: contacts.id,
      userId: contacts.userId,
      lastName: contacts.lastName,
      firstName: contacts.firstName,
      pseudonym: contacts.pseudonym,
      phone: contacts.phone,
    })
    .from(contacts)
    .where(or(eq(contacts.userId, userId), eq(contacts.parentUserId, userId)));
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const phones = await tx.select({ phone: smsCodes.phone }).from(smsCodes).where(eq(smsCodes.userId, userId));
  // An email change waiting for its confirmation holds the new address.
  const pending = await tx
    .select({ payload: oneTimeTokens.payload })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, 'email-confirmation')));
  const addresses = [
    user?.email ?? '',
    ...people.map((p) => p.phone ?? ''),
    ...phones.map((p) => p.phone),
    ...pending.map((p) => p.payload ?? ''),
  ].filter(Boolean);
  const words = people.flatMap((p) => [
    p.pseudonym,
    `${p.firstName} ${p.lastName}`,
    `${p.lastName} ${p.firstName}`,
  ]);
  return { addresses, words, familyIds: people.filter((p) => p.userId === null).map((p) => p.id) };
}

/** The transaction's work; answers what to announce after the commit, or nothing for an account already gone. */
async function eraseInTransaction(
  tx: Transaction,
  account: { userId: number; contactId: number; pseudonym: string; email: string },
  now: Date,
): Promise<Withdrawal | undefined> {
  const { userId, contactId } = account;
  // Two deletions of one account run one after the other; the second finds it gone.
  const [live] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!live) return undefined;
  const mentions = await mentionsOf(tx, userId);
  const contactIds = [contactId, ...mentions.familyIds];
  await refuseWhileOwing(tx, { userId, contactIds }, now);

  const withdrawal = await withdrawComingAnswers(tx, { userId, contactIds }, now);
  // Games already played keep the lines, without the door codes.
  await tx
    .update(reservationParticipants)
    .set({ pinCode: null })
    .where(
      or(eq(reservationParticipants.userId, userId), inArray(reservationParticipants.contactId, contactIds)),
    );
  await scrubMatchSheets(tx, { kept: contactId, erased: mentions.familyIds }, mentions.words);
  await scrubOutbox(tx, mentions);
  if (mentions.familyIds.length > 0)
    await tx.delete(contacts).where(inArray(contacts.id, mentions.familyIds));

  for (const table of [
    sessions,
    oneTimeTokens,
    smsCodes,
    avatars,
    paymentAliases,
    idempotencyKeys,
    userDiscounts,
    hallMembers,
    conventionValidations,
    safetyAttestations,
    // The player's levels and their visibility setting.
    playerLevels,
    levelSettings,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  // The open cart holds slots for nobody now; validated carts stay with the reservations they made.
  await tx.delete(carts).where(and(eq(carts.userId, userId), isNull(carts.validatedAt)));
  // Accounting keeps amounts, dates and states; the comment is the player's own words, the alias is void.
  await tx.update(payments).set({ comment: null }).where(eq(payments.userId, userId));
  await tx
    .update(paymentTransactions)
    .set({ paymentMethodToken: null })
    .where(
      inArray(
        paymentTransactions.orderId,
        tx.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.userId, userId)),
      ),
    );
  // Attempt counters are keyed by what was typed (email, pseudonym) or by the account's id.
  const subjects = [account.email, account.pseudonym, String(userId)].map((s) => s.toLowerCase());
  const rules = [...Object.values(rateLimitRules), exportRateLimit];
  const keys = rules.flatMap((rule) => subjects.map((s) => `${rule.name}:${s}`));
  await tx.delete(rateLimits).where(inArray(rateLimits.key, keys));

  await tx
    .update(contacts)
    .set({
      lastName: '',
      firstName: '',
      pseudonym: erasedPseudonym(contactId),
      phone: null,
      isPhoneVerified: false,
      isMinor: false,
    })
    .where(eq(contacts.id, contactId));
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      // No argon2 hash has this form: no password can ever match it.
      passwordHash: '!',
      roles: [],
      pinCode: null,
      isPaymentActive: false,
      acceptsMailings: false,
      needsAdaptedEquipment: false,
      avatarUrl: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  return withdrawal;
}

/**
 * Erases an account: refuses (409) while it owes money, cancels its card at the provider (503 when the
 * provider cannot be reached, nothing erased), then erases the person in one transaction, then mails the
 * organisers whose coming games lost an answer and the waiting lists that gained a place.
 *
 * @example await eraseAccount({ db, provider, mail }, caller.userId);
 */
export async function eraseAccount(deps: ErasureDeps, userId: number, now = new Date()): Promise<void> {
  const { db } = deps;
  const account = await findAccountById(db, userId);
  if (!account) return;
  const family = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.parentUserId, userId));
  // Checked before the provider too: a refused deletion must not cost the player their saved card.
  await refuseWhileOwing(db, { userId, contactIds: [account.contactId, ...family.map((f) => f.id)] }, now);
  await eraseAtProvider(db, deps.provider, account);
  const withdrawal = await db.transaction((tx) => eraseInTransaction(tx, account, now));
  if (withdrawal) await announceWithdrawal(db, deps.mail, withdrawal);
}
