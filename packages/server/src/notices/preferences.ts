// « Mes notifications »: the player's choices by kind and channel, with defaults when none are stored.
// Payments and cancellations are always sent by mail: they cannot be turned off.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { noticePreferences } from '../db/schema.ts';

/** The kinds a player may turn on or off, as the wire names them. */
export const choosableKinds = ['rappels', 'reponses', 'actualites'] as const;
export type ChoosableKind = (typeof choosableKinds)[number];

/** A kind's channels. */
export interface Channels {
  mail: boolean;
  sms: boolean;
}

/** All of a player's choices. */
export type NoticeChoices = Record<ChoosableKind, Channels>;

/** The defaults: reminders by mail and SMS, answers by mail, no news of the halls. */
export const DEFAULT_CHOICES: NoticeChoices = {
  rappels: { mail: true, sms: true },
  reponses: { mail: true, sms: false },
  actualites: { mail: false, sms: false },
};

const columns = {
  rappels: { mail: 'remindersMail', sms: 'remindersSms' },
  reponses: { mail: 'answersMail', sms: 'answersSms' },
  actualites: { mail: 'newsMail', sms: 'newsSms' },
} as const;

/**
 * A player's choices (the defaults when they never chose).
 *
 * @example const { rappels } = await readChoices(db, userId);
 */
export async function readChoices(db: Database, userId: number): Promise<NoticeChoices> {
  const [row] = await db.select().from(noticePreferences).where(eq(noticePreferences.userId, userId));
  if (!row) return structuredClone(DEFAULT_CHOICES);
  const choices = {} as NoticeChoices;
  for (const kind of choosableKinds) {
    choices[kind] = { mail: row[columns[kind].mail], sms: row[columns[kind].sms] };
  }
  return choices;
}

/**
 * Changes some of a player's choices; what is not given stays as it was. Returns them all.
 *
 * @example await changeChoices(db, userId, { rappels: { sms: false } });
 */
export async function changeChoices(
  db: Database,
  userId: number,
  changes: Partial<Record<ChoosableKind, Partial<Channels>>>,
): Promise<NoticeChoices> {
  const next = await readChoices(db, userId);
  for (const kind of choosableKinds) next[kind] = { ...next[kind], ...changes[kind] };
  const values = {
    remindersMail: next.rappels.mail,
    remindersSms: next.rappels.sms,
    answersMail: next.reponses.mail,
    answersSms: next.reponses.sms,
    newsMail: next.actualites.mail,
    newsSms: next.actualites.sms,
    updatedAt: new Date(),
  };
  await db
    .insert(noticePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: noticePreferences.userId, set: values });
  return next;
}
