import type { IngestMatch } from './ingest-schema.ts';

/** The contacts of the seed's season: the three demo players and Camille's son Léo (a family contact). */
export interface SeasonCast {
  camille: number;
  lucas: number;
  ines: number;
  leo: number;
}

/** One match of the season, before its reservation exists. */
export interface SeasonMatch {
  hallKey: string;
  sportLabel: string;
  daysAgo: number;
  /** Local start, `HH:mm` (Paris). */
  start: string;
  minutes: number;
  body: (reservationId: string, startsAt: Date) => IngestMatch;
}

// A fixed generator (mulberry32): the same season on every machine, so the demo is reproducible.
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const padelSets = (random: () => number) =>
  Array.from({ length: random() < 0.5 ? 2 : 3 }, () => {
    const loser = Math.floor(random() * 5);
    return random() < 0.5
      ? { nScoreEquipe1: 6, nScoreEquipe2: loser }
      : { nScoreEquipe1: loser, nScoreEquipe2: 6 };
  });

function padel(cast: SeasonCast, index: number, random: () => number): SeasonMatch {
  const swap = index % 3 === 0;
  const team1 = swap ? [cast.camille, cast.ines] : [cast.camille, cast.lucas];
  const team2 = swap ? [cast.lucas, cast.leo] : [cast.ines, cast.leo];
  const minutes = 90;
  return {
    hallKey: 'padel-park',
    sportLabel: 'PADEL',
    daysAgo: 4 + index * 9,
    start: '18:30',
    minutes,
    body: (reservationId, startsAt) => {
      const sets = padelSets(random);
      return {
        sIdPartie: `seed-padel-${String(index + 1).padStart(2, '0')}`,
        idReservation: reservationId,
        dtDebut: startsAt.toISOString(),
        nDureeSecondes: minutes * 60 - 300,
        equipes: [
          {
            sNom: swap ? 'Camille & Inès' : 'Camille & Lucas',
            joueurs: team1.map((id) => ({ idContact: id })),
          },
          { sNom: swap ? 'Lucas & Léo' : 'Inès & Léo', joueurs: team2.map((id) => ({ idContact: id })) },
        ],
        nonJoueurs: [],
        periodes: sets,
        evenements: [
          { sType: 'faute', nEquipe: 1, idContact: team1[index % 2] ?? null, nSeconde: 1200 + index * 60 },
          { sType: 'faute', nEquipe: 2, idContact: team2[(index + 1) % 2] ?? null, nSeconde: 2400 },
        ],
        tempsForts: [
          {
            nSeconde: 905,
            sLibelle: 'Smash gagnant',
            sUrlVideo: null,
            sUrlMiniature: '/gallery/padel-park/match.svg',
          },
          { nSeconde: 4210, sLibelle: 'Balle de match', sUrlVideo: null, sUrlMiniature: null },
        ],
      };
    },
  };
}

function foot(cast: SeasonCast, index: number, random: () => number): SeasonMatch {
  const minutes = 60;
  const blue = [cast.camille, cast.ines];
  const red = [cast.lucas, cast.leo];
  return {
    hallKey: 'multisalle-chateauroux',
    sportLabel: 'FOOT5',
    daysAgo: 7 + index * 11,
    start: '20:00',
    minutes,
    body: (reservationId, startsAt) => {
      const halves = [0, 1].map(() => ({
        nScoreEquipe1: Math.floor(random() * 4),
        nScoreEquipe2: Math.floor(random() * 4),
      }));
      // Each goal by a contact of the scoring team, or by a guest (no contact) one time in three.
      const goals = halves.flatMap((half, halfIndex) =>
        ([1, 2] as const).flatMap((team) =>
          Array.from({ length: team === 1 ? half.nScoreEquipe1 : half.nScoreEquipe2 }, (_, goal) => {
            const squad = team === 1 ? blue : red;
            const scorer = random() < 0.33 ? null : (squad[goal % 2] ?? null);
            return {
              sType: 'but' as const,
              nEquipe: team,
              idContact: scorer,
              nSeconde: halfIndex * 1500 + 120 + goal * 300,
            };
          }),
        ),
      );
      return {
        sIdPartie: `seed-foot5-${String(index + 1).padStart(2, '0')}`,
        idReservation: reservationId,
        dtDebut: startsAt.toISOString(),
        nDureeSecondes: 3000,
        equipes: [
          {
            sNom: 'Les Bleus',
            joueurs: [...blue.map((id) => ({ idContact: id })), { sNom: 'Hugo' }, { sNom: 'Sarah' }],
          },
          {
            sNom: 'Les Rouges',
            joueurs: [...red.map((id) => ({ idContact: id })), { sNom: 'Nathan' }, { sNom: 'Jade' }],
          },
        ],
        nonJoueurs: [{ sNom: 'Arbitre\u00a0: M. Durand' }],
        periodes: halves,
        evenements: [...goals, { sType: 'faute', nEquipe: 2, idContact: cast.lucas, nSeconde: 1800 }],
        tempsForts: [
          { nSeconde: 640, sLibelle: 'Frappe en lucarne', sUrlVideo: null, sUrlMiniature: null },
          { nSeconde: 2710, sLibelle: 'Arrêt décisif', sUrlVideo: null, sUrlMiniature: null },
        ],
      };
    },
  };
}

/**
 * The seed's season: eight padel matches at Padel Park and five five-a-side matches at Châteauroux over
 * the last four months, between the demo players and a family contact.
 */
export function seasonMatches(cast: SeasonCast): SeasonMatch[] {
  const random = generator(2026);
  return [
    ...Array.from({ length: 8 }, (_, index) => padel(cast, index, random)),
    ...Array.from({ length: 5 }, (_, index) => foot(cast, index, random)),
  ];
}
