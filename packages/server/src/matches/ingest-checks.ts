import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { participantAnswers, reservationParticipants, reservations, zones } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import type { IngestMatch } from './ingest-schema.ts';

/** French messages of the ingest. */
export const ingestMessages = {
  badKey: 'La clé de la salle est absente ou invalide.',
  unknownReservation: 'Cette réservation est introuvable.',
  otherHall: "Cette réservation n'est pas une réservation de cette salle.",
  cancelled: 'Cette réservation a été annulée\u00a0: aucune partie ne peut y être enregistrée.',
  notParticipant: (id: number) => `Le contact ${id} ne participe pas à cette réservation.`,
  twice: (id: number) => `Le contact ${id} apparaît plusieurs fois dans la partie.`,
  eventPlayer: (id: number) => `Le contact ${id} d'un but ou d'une faute ne joue pas dans cette équipe.`,
  afterEnd: 'Un but, une faute ou un temps fort est daté après la fin de la partie.',
  changed: 'Cette partie a déjà été enregistrée avec un contenu différent.',
} as const;

const invalid = (description: string) => new Refusal('invalid', description);

/** Checks what zod cannot: who is where, and that every time falls inside the match. */
export function checkConsistency(match: IngestMatch): void {
  const teamOf = new Map<number, number | null>();
  const people = [
    ...match.equipes[0].joueurs.map((person) => ({ person, team: 1 })),
    ...match.equipes[1].joueurs.map((person) => ({ person, team: 2 })),
    ...match.nonJoueurs.map((person) => ({ person, team: null })),
  ];
  for (const { person, team } of people) {
    if (person.idContact === undefined) continue;
    if (teamOf.has(person.idContact)) throw invalid(ingestMessages.twice(person.idContact));
    teamOf.set(person.idContact, team);
  }
  for (const event of match.evenements) {
    if (event.idContact !== null && teamOf.get(event.idContact) !== event.nEquipe) {
      throw invalid(ingestMessages.eventPlayer(event.idContact));
    }
  }
  const seconds = [...match.evenements, ...match.tempsForts].map((item) => item.nSeconde);
  if (seconds.some((second) => second > match.nDureeSecondes)) throw invalid(ingestMessages.afterEnd);
}

/** The reservation's sport after checking it is this hall's, live, and that every contact took part. */
export async function reservationSport(db: Database, hallId: number, match: IngestMatch): Promise<number> {
  const [reservation] = await db
    .select({ sportId: reservations.sportId, status: reservations.status, hallId: zones.hallId })
    .from(reservations)
    .innerJoin(zones, eq(zones.id, reservations.zoneId))
    .where(eq(reservations.id, match.idReservation));
  if (!reservation) throw new Refusal('not-found', ingestMessages.unknownReservation);
  if (reservation.hallId !== hallId) throw new Refusal('forbidden', ingestMessages.otherHall);
  if (reservation.status === 'cancelled') throw invalid(ingestMessages.cancelled);

  const ids = [...match.equipes[0].joueurs, ...match.equipes[1].joueurs, ...match.nonJoueurs]
    .map((person) => person.idContact)
    .filter((id): id is number => id !== undefined);
  if (ids.length === 0) return reservation.sportId;
  const rows = await db
    .select({ contactId: reservationParticipants.contactId })
    .from(reservationParticipants)
    .where(
      and(
        eq(reservationParticipants.reservationId, match.idReservation),
        isNotNull(reservationParticipants.contactId),
        inArray(reservationParticipants.contactId, ids),
        or(
          eq(reservationParticipants.isOrganiser, true),
          eq(reservationParticipants.answer, participantAnswers.accepted),
        ),
      ),
    );
  const present = new Set(rows.map((row) => row.contactId));
  const missing = ids.find((id) => !present.has(id));
  if (missing !== undefined) throw invalid(ingestMessages.notParticipant(missing));
  return reservation.sportId;
}
