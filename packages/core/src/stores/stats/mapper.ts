import type {
  Performance,
  PlayerLevel,
  RankingLine,
  RecentMatch,
  WireLevelFields,
  WirePerformance,
  WireRankingAnswer,
  WireRecentMatch,
} from './types';

/** A wire performance block with plain names. */
export function mapPerformance(wire: WirePerformance): Performance {
  return {
    matches: wire.nbMatchs,
    wins: wire.nbVictoires,
    draws: wire.nbNuls,
    losses: wire.nbDefaites,
    playingSeconds: wire.tempsDeJeu,
    winPercent: wire.ratio,
    goals: wire.nbButs,
    goalsPerMatch: wire.moyenneButs,
    faults: wire.nbFautes,
    faultsPerMatch: wire.moyenneFautes,
    ...(wire.nbSetsGagnes === undefined
      ? {}
      : {
          sets: {
            won: wire.nbSetsGagnes,
            lost: wire.nbSetsPerdus ?? 0,
            gamesWon: wire.nbJeuxGagnes ?? 0,
            gamesLost: wire.nbJeuxPerdus ?? 0,
          },
        }),
  };
}

/** A wire recent match with plain names and numeric periods. */
export function mapRecentMatch(wire: WireRecentMatch): RecentMatch {
  return {
    matchId: wire.sIdPartie,
    startsAt: wire.dtDebut,
    sportId: wire.idSport,
    sportLabel: wire.libelleSport,
    hallName: wire.libelleSalle,
    team: wire.nEquipe,
    team1: wire.equipe1,
    team2: wire.equipe2,
    periods: wire.scores.map((score) => {
      const [a, b] = score.split(':');
      return [Number(a), Number(b)] as [number, number];
    }),
    team1Total: wire.nScoreEquipe1,
    team2Total: wire.nScoreEquipe2,
    result: wire.resultat,
    videoUrl: wire.sUrlVideo,
    thumbnailUrl: wire.sUrlMiniature,
  };
}

/** Wire ranking lines with plain names. */
export function mapRanking(wire: WireRankingAnswer): RankingLine[] {
  return wire.classement.map((line) => ({
    position: line.position,
    contactId: line.idContact,
    player: line.joueur,
    matches: line.nbMatchs,
    wins: line.nbVictoires,
    draws: line.nbNuls,
    losses: line.nbDefaites,
    winPercent: line.ratio,
    ...mapLevel(line),
  }));
}

/**
 * A wire level as `{ level }`, or nothing when the line has none (no match, hidden, older server).
 *
 * @example mapLevel({ niveau: 4.6, niveauProvisoire: true }) // { level: { value: 4.6, isProvisional: true } }
 */
export function mapLevel(wire: WireLevelFields): { level?: PlayerLevel } {
  if (typeof wire.niveau !== 'number') return {};
  return { level: { value: wire.niveau, isProvisional: wire.niveauProvisoire === true } };
}
