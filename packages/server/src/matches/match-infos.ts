import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, matchEvents, matches, matchHighlights, matchPeriods, matchPlayers } from '../db/schema.ts';

/** A highlight as `parties/temps-fort` answers it. */
export interface HighlightRow {
  second: number;
  label: string;
  videoUrl: string | null;
  thumbnailUrl: string | null;
}

/** Someone at a match, with their goals and faults counted from the events. */
export interface MatchPersonRow {
  contactId: number | null;
  name: string;
  team: number | null;
  goals: number;
  faults: number;
}

/** The match's id and teams, or `undefined` for an unknown `sIdPartie`. */
export async function findMatch(db: Database, externalId: string) {
  const [match] = await db.select().from(matches).where(eq(matches.externalId, externalId));
  return match;
}

/** A match's highlights, in time order. */
export async function matchHighlightsOf(db: Database, matchId: number): Promise<HighlightRow[]> {
  return db
    .select({
      second: matchHighlights.second,
      label: matchHighlights.label,
      videoUrl: matchHighlights.videoUrl,
      thumbnailUrl: matchHighlights.thumbnailUrl,
    })
    .from(matchHighlights)
    .where(eq(matchHighlights.matchId, matchId))
    .orderBy(asc(matchHighlights.second), asc(matchHighlights.id));
}

/** Everyone at a match (players and non-players), with goals and faults aggregated from the events. */
export async function matchPeople(db: Database, matchId: number): Promise<MatchPersonRow[]> {
  const goals = sql<number>`(select count(*)::int from ${matchEvents} e
    where e.match_id = ${matchPlayers.matchId} and e.contact_id = ${matchPlayers.contactId} and e.kind = 'but')`;
  const faults = sql<number>`(select count(*)::int from ${matchEvents} e
    where e.match_id = ${matchPlayers.matchId} and e.contact_id = ${matchPlayers.contactId} and e.kind = 'faute')`;
  return db
    .select({
      contactId: matchPlayers.contactId,
      name: sql<string>`coalesce(${contacts.pseudonym}, ${matchPlayers.name}, '')`,
      team: matchPlayers.team,
      goals,
      faults,
    })
    .from(matchPlayers)
    .leftJoin(contacts, eq(contacts.id, matchPlayers.contactId))
    .where(eq(matchPlayers.matchId, matchId))
    .orderBy(asc(matchPlayers.id));
}

/** Each team's total score and goals and faults, summed from the periods and the events. */
export async function matchTotals(db: Database, matchId: number) {
  const [scores] = await db
    .select({
      team1: sql<number>`coalesce(sum(${matchPeriods.team1Score}), 0)::int`,
      team2: sql<number>`coalesce(sum(${matchPeriods.team2Score}), 0)::int`,
      periods: sql<string>`coalesce(string_agg(${matchPeriods.team1Score} || ':' || ${matchPeriods.team2Score}, ',' order by ${matchPeriods.number}), '')`,
    })
    .from(matchPeriods)
    .where(eq(matchPeriods.matchId, matchId));
  const events = await db
    .select({
      team: matchEvents.team,
      goals: sql<number>`count(*) filter (where ${matchEvents.kind} = 'but')::int`,
      faults: sql<number>`count(*) filter (where ${matchEvents.kind} = 'faute')::int`,
    })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .groupBy(matchEvents.team);
  const byTeam = (team: number) => events.find((row) => row.team === team) ?? { goals: 0, faults: 0 };
  return { scores: scores ?? { team1: 0, team2: 0, periods: '' }, team1: byTeam(1), team2: byTeam(2) };
}

/**
 * Whether an account may read a match's teams: one of its contacts (its own or a family contact) was
 * there, as a player or not.
 */
export async function isAtMatch(db: Database, matchId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: matchPlayers.id })
    .from(matchPlayers)
    .innerJoin(contacts, eq(contacts.id, matchPlayers.contactId))
    .where(
      and(
        eq(matchPlayers.matchId, matchId),
        or(eq(contacts.userId, userId), eq(contacts.parentUserId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `contactId` is the account's own contact or one of its family contacts (`parent_user_id`).
 */
export async function isOwnOrFamilyContact(
  db: Database,
  userId: number,
  contactId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(eq(contacts.id, contactId), or(eq(contacts.userId, userId), eq(contacts.parentUserId, userId))),
    );
  return row !== undefined;
}
