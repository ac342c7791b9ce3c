// The export's messages: the mails and SMS the outbox holds for the caller's addresses. Their links and
// codes are taken out: a downloaded file lying in a folder must not open the account (a reset link is valid
// an hour, an activation link a week).
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { MyData } from './export-schema.ts';
import { dataRightsMessages } from './messages.ts';

const iso = (at: Date) => at.toISOString();

/** A message's text without its links and, for an SMS, its verification code. */
export function withoutSecrets(text: string, channel: string): string {
  const withoutLinks = text.replace(/https?:\/\/\S+/g, dataRightsMessages.linkRemoved);
  return channel === 'sms'
    ? withoutLinks.replace(/\b\d{6}\b/g, dataRightsMessages.codeRemoved)
    : withoutLinks;
}

/**
 * The outbox messages sent to any of `addresses` (emails compared without case, phone numbers as stored),
 * oldest first.
 */
export async function collectNotices(db: Database, addresses: string[]): Promise<MyData['messages']> {
  const wanted = [...new Set(addresses.filter(Boolean).map((address) => address.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(outbox)
    .where(inArray(sql`lower(${outbox.recipient})`, wanted))
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({
    canal: row.channel === 'sms' ? 'sms' : 'mail',
    destinataire: row.recipient,
    objet: row.subject,
    texte: withoutSecrets(row.body, row.channel),
    creeLe: iso(row.createdAt),
    envoyeLe: row.sentAt ? iso(row.sentAt) : null,
  }));
}
