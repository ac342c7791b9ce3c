// Gathers « mes données » for one account: always the caller's own id, taken from the session token.
import { eq } from 'drizzle-orm';
import type { Account } from '../accounts/user-repository.ts';
import type { Database } from '../db/client.ts';
import { smsCodes } from '../db/schema.ts';
import { collectAccount, collectFamily, collectSecurity } from './collect-account.ts';
import { collectConsents } from './collect-consents.ts';
import { collectEntries } from './collect-entries.ts';
import { collectLevels } from './collect-levels.ts';
import { collectNotices } from './collect-notices.ts';
import { collectPayments } from './collect-payments.ts';
import { collectPreferences } from './collect-preferences.ts';
import { collectCarts, collectReservations, collectWaitingLines } from './collect-reservations.ts';
import { collectStats } from './collect-stats.ts';
import type { MyData } from './export-schema.ts';
import { summarise } from './summary.ts';

/**
 * Everything the database holds about an account, as {@link MyData}.
 *
 * @example const data = await buildExport(db, await callerAccount(db, caller.userId), 'Multisalle');
 */
export async function buildExport(
  db: Database,
  account: Account,
  brand: string,
  now = new Date(),
): Promise<MyData> {
  const famille = await collectFamily(db, account.userId);
  const subject = {
    userId: account.userId,
    contactId: account.contactId,
    familyContactIds: famille.map((member) => member.idContact),
  };
  // SMS went to every number the account verified, not only the current one.
  const phones = await db
    .selectDistinct({ phone: smsCodes.phone })
    .from(smsCodes)
    .where(eq(smsCodes.userId, account.userId));
  const statsOf = (contactId: number, pseudonym: string) => collectStats(db, { contactId, pseudonym });
  const familyStats: MyData['statistiques']['famille'] = [];
  for (const member of famille) familyStats.push(await statsOf(member.idContact, member.pseudo));
  const data: Omit<MyData, 'resume'> = {
    version: 1,
    compte: await collectAccount(db, account),
    famille,
    reservations: await collectReservations(db, subject, now),
    listeAttente: await collectWaitingLines(db, account.userId),
    paniers: await collectCarts(db, account.userId),
    entrees: await collectEntries(db, subject),
    paiements: await collectPayments(db, account.userId),
    messages: await collectNotices(db, [
      account.email,
      account.phone ?? '',
      ...phones.map((row) => row.phone),
    ]),
    notifications: await collectPreferences(db, account.userId),
    consentements: await collectConsents(db, account.userId, account.acceptsMailings),
    statistiques: {
      vous: await statsOf(account.contactId, account.pseudonym),
      famille: familyStats,
    },
    niveaux: await collectLevels(db, account.userId, now),
    securite: await collectSecurity(db, account.userId),
  };
  return { resume: summarise(data, now, brand), ...data };
}
