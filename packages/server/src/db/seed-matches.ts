import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { ensureDevHallKeys } from '../matches/ingest-keys.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';
import { recordMatch } from '../matches/record-match.ts';
import { type SeasonCast, seasonMatches } from '../matches/seed-season.ts';
import { addDays, localDateOf, timeToMinutes, zonedInstant } from '../planning/local-time.ts';
import type { Database } from './client.ts';
import { contacts, matches, users } from './schema.ts';
import { seedPlayers } from './seed-accounts.ts';

const TIME_ZONE = 'Europe/Paris';
const FAMILY_PSEUDONYM = 'leo.martin';

/** What {@link seedMatches} did. */
export interface SeededMatches {
  /** The development keys it gave halls that had none, by hall `cle` (never in production). */
  devKeys: Record<string, string>;
  /** How many matches it recorded (0 when the season was already there). */
  matches: number;
}

/** The season's cast: the three demo players' contacts and Camille's family contact Léo (added once). */
async function seasonCast(
  db: Database,
): Promise<{ cast: SeasonCast; userIds: [number, number, number] } | undefined> {
  const emails = seedPlayers.map((player) => player.email);
  const rows = await db
    .select({ email: users.email, userId: users.id, contactId: contacts.id })
    .from(users)
    .innerJoin(contacts, eq(contacts.userId, users.id))
    .where(inArray(sql`lower(${users.email})`, emails));
  const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row]));
  const [camille, lucas, ines] = emails.map((email) => byEmail.get(email));
  if (!camille || !lucas || !ines) return undefined;
  await db
    .insert(contacts)
    .values({
      parentUserId: camille.userId,
      firstName: 'Léo',
      lastName: 'Martin',
      pseudonym: FAMILY_PSEUDONYM,
      isMinor: true,
    })
    .onConflictDoNothing();
  const [leo] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.parentUserId, camille.userId), eq(contacts.pseudonym, FAMILY_PSEUDONYM)));
  if (!leo) return undefined;
  return {
    cast: { camille: camille.contactId, lucas: lucas.contactId, ines: ines.contactId, leo: leo.id },
    userIds: [camille.userId, lucas.userId, ines.userId],
  };
}

/**
 * Gives each hall without a key its development ingest key (outside production), and records a season of
 * matches for the demo players through the same path as the tablets' ingest, once. Runs at every start,
 * after the demo players exist.
 *
 * @example
 * ```ts
 * const { matches } = await seedMatches(db);
 * ```
 */
export async function seedMatches(
  db: Database,
  { isProduction = process.env.NODE_ENV === 'production', now = new Date() } = {},
): Promise<SeededMatches> {
  const devKeys = isProduction ? {} : await ensureDevHallKeys(db);
  const [already] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(like(matches.externalId, 'seed-%'))
    .limit(1);
  if (already) return { devKeys, matches: 0 };
  const found = await seasonCast(db);
  if (!found) return { devKeys, matches: 0 };
  const { cast, userIds } = found;
  const others = [
    { userId: userIds[1], contactId: cast.lucas },
    { userId: userIds[2], contactId: cast.ines },
    { contactId: cast.leo },
  ];
  const today = localDateOf(now, TIME_ZONE);
  let recorded = 0;
  for (const match of seasonMatches(cast)) {
    const startsAt = zonedInstant(addDays(today, -match.daysAgo), timeToMinutes(match.start), TIME_ZONE);
    const { reservationId, hallId } = await insertPastReservation(db, {
      hallKey: match.hallKey,
      sportLabel: match.sportLabel,
      startsAt,
      minutes: match.minutes,
      organiser: { userId: userIds[0], contactId: cast.camille },
      others,
    });
    await recordMatch(db, hallId, match.body(reservationId, startsAt));
    recorded += 1;
  }
  return { devKeys, matches: recorded };
}
