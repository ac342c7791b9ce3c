import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { matchEvents, matches, matchHighlights, matchPeriods, matchPlayers } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { applyMatchToLevels } from '../levels/apply-match.ts';
import { checkConsistency, ingestMessages, reservationSport } from './ingest-checks.ts';
import type { IngestMatch } from './ingest-schema.ts';

export { ingestMessages } from './ingest-checks.ts';

/** The id of an already recorded match with this id, or `undefined`; a 409 when its content differs. */
async function replayedMatchId(
  db: Database,
  hallId: number,
  externalId: string,
  digest: string,
): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: matches.id, digest: matches.payloadDigest, hallId: matches.hallId })
    .from(matches)
    .where(eq(matches.externalId, externalId));
  if (!existing) return undefined;
  if (existing.digest !== digest || existing.hallId !== hallId)
    throw new Refusal('conflict', ingestMessages.changed);
  return existing.id;
}

/**
 * Records a match once. A replay of the same `sIdPartie` with the same content answers the first
 * recording's id and writes nothing; with other content it is a 409. Concurrent replays wait on the
 * unique `external_id` and end the same way.
 *
 * @returns the match's id.
 * @example const id = await recordMatch(db, hallId, parsedBody);
 */
export async function recordMatch(db: Database, hallId: number, match: IngestMatch): Promise<number> {
  checkConsistency(match);
  const digest = createHash('sha256').update(JSON.stringify(match)).digest('hex');
  return db.transaction(async (tx) => {
    const replayed = await replayedMatchId(tx, hallId, match.sIdPartie, digest);
    if (replayed !== undefined) return replayed;
    const sportId = await reservationSport(tx, hallId, match);
    const [created] = await tx
      .insert(matches)
      .values({
        externalId: match.sIdPartie,
        hallId,
        reservationId: match.idReservation,
        sportId,
        startedAt: new Date(match.dtDebut),
        durationSeconds: match.nDureeSecondes,
        team1Name: match.equipes[0].sNom,
        team2Name: match.equipes[1].sNom,
        payloadDigest: digest,
      })
      .onConflictDoNothing({ target: matches.externalId })
      .returning({ id: matches.id });
    // A concurrent replay inserted it first: this insert waited for it, so it is there now.
    if (!created) {
      const replayedLate = await replayedMatchId(tx, hallId, match.sIdPartie, digest);
      if (replayedLate === undefined) throw new Refusal('conflict', ingestMessages.changed);
      return replayedLate;
    }
    const matchId = created.id;
    const person = (team: number | null) => (who: { idContact?: number; sNom?: string }) => ({
      matchId,
      team,
      contactId: who.idContact ?? null,
      name: who.sNom ?? null,
    });
    await tx
      .insert(matchPlayers)
      .values([
        ...match.equipes[0].joueurs.map(person(1)),
        ...match.equipes[1].joueurs.map(person(2)),
        ...match.nonJoueurs.map(person(null)),
      ]);
    await tx.insert(matchPeriods).values(
      match.periodes.map((period, index) => ({
        matchId,
        number: index + 1,
        team1Score: period.nScoreEquipe1,
        team2Score: period.nScoreEquipe2,
      })),
    );
    if (match.evenements.length > 0) {
      await tx.insert(matchEvents).values(
        match.evenements.map((event) => ({
          matchId,
          kind: event.sType,
          team: event.nEquipe,
          contactId: event.idContact,
          second: event.nSeconde,
        })),
      );
    }
    if (match.tempsForts.length > 0) {
      await tx.insert(matchHighlights).values(
        match.tempsForts.map((highlight) => ({
          matchId,
          second: highlight.nSeconde,
          label: highlight.sLibelle,
          videoUrl: highlight.sUrlVideo,
          thumbnailUrl: highlight.sUrlMiniature,
        })),
      );
    }
    // The players' levels move in the same transaction: a recorded match is never missing from them.
    await applyMatchToLevels(tx, matchId);
    return matchId;
  });
}
