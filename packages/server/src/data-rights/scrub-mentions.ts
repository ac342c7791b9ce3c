// Inside the erasure's transaction: the deleted person's messages go, and their name, pseudonym, address or
// number is blanked where it appears in what others keep (mails sent to others, the tablets' match sheets).
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { matches, matchPlayers, outbox } from '../db/schema.ts';
import type { Transaction } from '../reservations/waiting-lines.ts';
import { dataRightsMessages } from './messages.ts';

/** What identifies the person in free text: addresses and numbers, pseudonyms, full names. */
export interface Mentions {
  /** Where messages were sent to them: emails and phone numbers. */
  addresses: string[];
  /** What may appear inside a text sent to someone else, or typed on a tablet. */
  words: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Blanks every mention standing as a word of its own (« Léa » in « Bonjour Léa, », never inside « Léane »),
 * longest first so a full name goes before its first name.
 *
 * @example blankMentions('Léa Martin vous invite', ['Léa Martin']) // '[joueur supprimé] vous invite'
 */
export function blankMentions(text: string, words: readonly string[]): string {
  const wanted = [...new Set(words.map((word) => word.trim()).filter((word) => word.length > 0))];
  if (wanted.length === 0) return text;
  wanted.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, dataRightsMessages.erasedPerson);
}

/** Rows whose `columns` contain any of `words`, compared without case (strpos: no LIKE wildcards to escape). */
function mentioning(columns: SQL, words: readonly string[]): SQL | undefined {
  const lowered = words.map((word) => word.trim().toLowerCase()).filter((word) => word.length > 0);
  if (lowered.length === 0) return undefined;
  return or(...lowered.map((word) => sql`strpos(lower(${columns}), ${word}) > 0`));
}

/** Deletes the messages sent to the person and blanks their mentions in the messages sent to others. */
export async function scrubOutbox(tx: Transaction, mentions: Mentions): Promise<void> {
  const addresses = [...new Set(mentions.addresses.filter(Boolean).map((a) => a.toLowerCase()))];
  if (addresses.length > 0)
    await tx.delete(outbox).where(inArray(sql`lower(${outbox.recipient})`, addresses));
  const words = [...mentions.words, ...mentions.addresses];
  const where = mentioning(sql`coalesce(${outbox.subject}, '') || ' ' || ${outbox.body}`, words);
  if (!where) return;
  const rows = await tx.select().from(outbox).where(where);
  for (const row of rows) {
    await tx
      .update(outbox)
      .set({
        subject: row.subject === null ? null : blankMentions(row.subject, words),
        body: blankMentions(row.body, words),
        links: row.links.map((link) => blankMentions(link, words)),
      })
      .where(eq(outbox.id, row.id));
  }
}

/**
 * Blanks the person in the sheets of the matches their contacts played: the team names and the names the
 * tablet typed. A typed name beside the kept (anonymised) contact goes entirely; beside a family contact about
 * to be deleted it becomes the placeholder, since a sheet line must name someone once its contact is gone.
 */
export async function scrubMatchSheets(
  tx: Transaction,
  contacts: { kept: number; erased: readonly number[] },
  words: readonly string[],
): Promise<void> {
  const all = [contacts.kept, ...contacts.erased];
  const played = tx
    .select({ id: matchPlayers.matchId })
    .from(matchPlayers)
    .where(inArray(matchPlayers.contactId, all));
  const sheets = await tx.select().from(matches).where(inArray(matches.id, played));
  for (const match of sheets) {
    const team1Name = blankMentions(match.team1Name, words);
    const team2Name = blankMentions(match.team2Name, words);
    if (team1Name !== match.team1Name || team2Name !== match.team2Name)
      await tx.update(matches).set({ team1Name, team2Name }).where(eq(matches.id, match.id));
  }
  const typed = sheets.length
    ? await tx
        .select({ id: matchPlayers.id, name: matchPlayers.name })
        .from(matchPlayers)
        .where(
          inArray(
            matchPlayers.matchId,
            sheets.map((match) => match.id),
          ),
        )
    : [];
  for (const player of typed) {
    if (player.name === null) continue;
    const name = blankMentions(player.name, words);
    if (name !== player.name)
      await tx.update(matchPlayers).set({ name }).where(eq(matchPlayers.id, player.id));
  }
  await tx.update(matchPlayers).set({ name: null }).where(eq(matchPlayers.contactId, contacts.kept));
  if (contacts.erased.length > 0)
    await tx
      .update(matchPlayers)
      .set({ name: dataRightsMessages.erasedPerson })
      .where(inArray(matchPlayers.contactId, [...contacts.erased]));
}
