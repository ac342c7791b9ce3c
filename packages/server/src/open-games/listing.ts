// The public list of open games (`GET parties-ouvertes`): games not started, not locked by the
// 15-minute rule, with places left to strangers, soonest first. Nothing personal: pseudonyms and levels
// (those players who hid their level show none).
import { and, asc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { halls, openGames, participantAnswers, reservations, sports, zones } from '../db/schema.ts';
import { readLevels } from '../levels/read-levels.ts';
import { formatZoned } from '../planning/local-time.ts';
import { participantsOf } from '../reservations/invitation-view.ts';
import { ANSWER_LOCK_MS } from '../reservations/lifecycle.ts';
import { openWaitingLines, placesHeldForOthers } from '../reservations/waiting-lines.ts';
import { joinedThroughLink, openPlacesLeft } from './places.ts';

/** The list's filters, all optional. */
export interface OpenGameFilters {
  hallId?: number;
  sportId?: number;
  /** A player's level: games whose range holds it (or without a range). */
  level?: number;
  startsFrom?: Date;
  startsBefore?: Date;
}

/** At most this many games in one answer (soonest first). */
export const OPEN_GAMES_PAGE = 100;

const levelFits = (level: number): SQL | undefined =>
  and(
    or(isNull(openGames.levelMin), sql`${openGames.levelMin} <= ${level}::numeric`),
    or(isNull(openGames.levelMax), sql`${openGames.levelMax} >= ${level}::numeric`),
  );

/** The open games of the filters at `now`, each as the public list shows it; `hallField` names the hall id. */
export async function listOpenGames(
  db: Database,
  filters: OpenGameFilters,
  hallField: string,
  now = new Date(),
) {
  const rows = await db
    .select({
      game: openGames,
      reservation: reservations,
      hall: { id: halls.id, name: halls.name, key: halls.key, city: halls.city, timezone: halls.timezone },
      sport: { id: sports.id, label: sports.label },
      courtLabel: zones.label,
    })
    .from(openGames)
    .innerJoin(reservations, eq(reservations.id, openGames.reservationId))
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .innerJoin(halls, eq(halls.id, zones.hallId))
    .innerJoin(sports, eq(sports.id, reservations.sportId))
    .where(
      and(
        isNull(openGames.closedAt),
        eq(reservations.status, 'validate'),
        // The 15-minute rule: answers lock before the start, so such a game takes nobody new.
        gt(reservations.startsAt, new Date(now.getTime() + ANSWER_LOCK_MS)),
        filters.hallId === undefined ? undefined : eq(halls.id, filters.hallId),
        filters.sportId === undefined ? undefined : eq(sports.id, filters.sportId),
        filters.level === undefined ? undefined : levelFits(filters.level),
        filters.startsFrom === undefined ? undefined : gte(reservations.startsAt, filters.startsFrom),
        filters.startsBefore === undefined ? undefined : lt(reservations.startsAt, filters.startsBefore),
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
    .limit(OPEN_GAMES_PAGE * 2);
  const ids = rows.map((r) => r.reservation.id);
  const participants = await participantsOf(db, ids);
  const waiting = await openWaitingLines(db, ids);
  const list = [];
  for (const { game, reservation, hall, sport, courtLabel } of rows) {
    const players = participants.filter(
      (p) => p.reservationId === reservation.id && p.answer === participantAnswers.accepted,
    );
    const held = placesHeldForOthers(
      waiting.filter((l) => l.reservationId === reservation.id),
      now,
    );
    const free = openPlacesLeft({
      offered: game.placesOffered,
      joined: await joinedThroughLink(db, reservation.id),
      reservationFree: reservation.maxPlaces - players.length - held,
    });
    if (free <= 0) continue;
    const levels = await readLevels(
      db,
      players.flatMap((p) => (p.userId === null ? [] : [String(p.userId)])),
      sport.id,
      { respectHidden: true },
    );
    const wirePlayer = (p: (typeof players)[number]) => {
      const level = p.userId === null ? undefined : levels.get(String(p.userId));
      return { pseudo: p.pseudonym, niveau: level?.niveau ?? null, provisoire: level?.provisoire ?? null };
    };
    const organiser = players.find((p) => p.isOrganiser);
    list.push({
      idReservation: reservation.id,
      jetonPartie: game.publicToken,
      lien: `/invitation/${reservation.id}/${game.publicToken}`,
      debut: formatZoned(reservation.startsAt, hall.timezone),
      fin: formatZoned(reservation.endsAt, hall.timezone),
      [hallField]: hall.id,
      salle: { libelle: hall.name, cle: hall.key, ville: hall.city },
      activite: { id: sport.id, libelle: sport.label },
      terrain: courtLabel,
      nbPlaceMax: reservation.maxPlaces,
      nbPlacesLibres: free,
      niveauMin: game.levelMin,
      niveauMax: game.levelMax,
      message: game.message,
      paiementRequis: reservation.isPaymentRequired,
      tarifParPersonne: reservation.pricePerPersonCents,
      organisateur: organiser ? wirePlayer(organiser) : null,
      joueurs: players.map(wirePlayer),
    });
    if (list.length >= OPEN_GAMES_PAGE) break;
  }
  return list;
}
