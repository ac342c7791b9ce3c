// The export's statistics: performances and level (the place in each sport's ranking) of the caller and of
// each family member, and the matches they played. Rankings name other players: only the contact's own
// place and the number of players ranked are kept; team names (free text from the tablets) are left out.
import type { Database } from '../db/client.ts';
import { contactPerformances, recentMatches } from '../matches/performances.ts';
import { sportRanking } from '../matches/rankings.ts';
import { performanceWire, recentMatchWire } from '../matches/stats-wire.ts';
import type { MyData } from './export-schema.ts';

/** Every match of a contact fits: nobody plays this many. */
const ALL_MATCHES = 10_000;

type Stats = MyData['statistiques']['vous'];

/** One contact's statistics. */
export async function collectStats(
  db: Database,
  contact: { contactId: number; pseudonym: string },
): Promise<Stats> {
  const { all, bySport } = await contactPerformances(db, contact.contactId);
  const parSport: Stats['parSport'] = [];
  for (const row of bySport) {
    const sportId = row.sportId ?? 0;
    const ranking = await sportRanking(db, contact.contactId, sportId);
    const own = ranking.find((line) => line.contactId === contact.contactId);
    parSport.push({
      idSport: sportId,
      sport: row.sportLabel ?? '',
      ...performanceWire(row),
      niveau: own ? { position: own.position, joueursClasses: ranking.length } : null,
    });
  }
  const played = await recentMatches(db, contact.contactId, ALL_MATCHES);
  return {
    idContact: contact.contactId,
    pseudo: contact.pseudonym,
    performances: performanceWire(all),
    parSport,
    parties: played.map((row) => {
      const wire = recentMatchWire(row);
      return {
        idPartie: wire.sIdPartie,
        debut: wire.dtDebut,
        sport: wire.libelleSport,
        salle: wire.libelleSalle,
        equipe: wire.nEquipe,
        scores: wire.scores,
        resultat: wire.resultat,
        dureeSecondes: wire.nDureeSecondes,
      };
    }),
  };
}
