/** A performance block as `GET stats/performances` sends it. */
export interface WirePerformance {
  nbMatchs: number;
  nbVictoires: number;
  nbNuls: number;
  nbDefaites: number;
  tempsDeJeu: number;
  ratio: number;
  nbButs: number;
  moyenneButs: number;
  nbFautes: number;
  moyenneFautes: number;
  /** Sets (periods) and games (points) won and lost by the player's team: the racket sports' measures. */
  nbSetsGagnes?: number;
  nbSetsPerdus?: number;
  nbJeuxGagnes?: number;
  nbJeuxPerdus?: number;
}

/** One of the latest matches in `GET stats/performances`. */
export interface WireRecentMatch {
  sIdPartie: string;
  dtDebut: string;
  idSport: number;
  libelleSport: string;
  libelleSalle: string;
  nEquipe: number;
  equipe1: string;
  equipe2: string;
  scores: string[];
  nScoreEquipe1: number;
  nScoreEquipe2: number;
  resultat: 'victoire' | 'nul' | 'defaite';
  nDureeSecondes: number;
  sUrlVideo: string | null;
  sUrlMiniature: string | null;
}

/**
 * A player's level in a sport, on the sport lines of the performances and the rankings: 1 to 7
 * with one decimal, `null` without recorded match or when the player hid it. Absent from older servers.
 */
export interface WireLevelFields {
  niveau?: number | null;
  niveauProvisoire?: boolean;
}

/** A level as shown: 1 to 7, one decimal; provisional below 5 recorded matches (« niveau provisoire »). */
export interface PlayerLevel {
  value: number;
  isProvisional: boolean;
}

/** `GET stats/performances` answer. */
export interface WirePerformancesAnswer {
  idContact: number;
  performances: WirePerformance;
  parSport: Array<WirePerformance & { idSport: number; libelle: string } & WireLevelFields>;
  dernieresParties: WireRecentMatch[];
  /** The sessions the hall's door let the contact in to; absent from a server without doors. */
  presence?: { nbSeances: number; derniereEntree: string | null };
}

/** `GET stats/classements` answer. */
export interface WireRankingAnswer {
  idSport: number;
  libelle: string;
  classement: Array<
    {
      position: number;
      idContact: number;
      joueur: string;
      nbMatchs: number;
      nbVictoires: number;
      nbNuls: number;
      nbDefaites: number;
      ratio: number;
    } & WireLevelFields
  >;
}

/** A player's figures over some matches, with plain names. */
export interface Performance {
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  playingSeconds: number;
  winPercent: number;
  goals: number;
  goalsPerMatch: number;
  faults: number;
  faultsPerMatch: number;
  /**
   * Sets and games won and lost (racket sports); absent where the figures come without them (a share link).
   */
  sets?: { won: number; lost: number; gamesWon: number; gamesLost: number };
}

/** A sport's performance line. */
export interface SportPerformance extends Performance {
  sportId: number;
  sportLabel: string;
  /** The player's level in this sport, when there is one. */
  level?: PlayerLevel;
}

/** One of the player's latest matches. */
export interface RecentMatch {
  matchId: string;
  startsAt: string;
  sportId: number;
  sportLabel: string;
  hallName: string;
  team: number;
  team1: string;
  team2: string;
  periods: Array<[number, number]>;
  team1Total: number;
  team2Total: number;
  result: 'victoire' | 'nul' | 'defaite';
  videoUrl: string | null;
  thumbnailUrl: string | null;
}

/** A ranking line. */
export interface RankingLine {
  position: number;
  contactId: number;
  player: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  winPercent: number;
  /** The player's level, unless they hid it or have none. */
  level?: PlayerLevel;
}

/** The statistics store's state. */
export interface StatsState {
  /** The contact the figures are about, once asked. */
  contactId: number | null;
  isLoading: boolean;
  isFetched: boolean;
  /** The load failed: the screen says so instead of showing zeros. */
  hasFailed: boolean;
  overall: Performance | null;
  bySport: SportPerformance[];
  recentMatches: RecentMatch[];
  /** Rankings loaded so far, by sport id. */
  rankings: Record<number, { lines: RankingLine[]; isLoading: boolean; hasFailed: boolean }>;
  /** Sessions attended (entered through the hall's door), each once; `null` when the server does not say. */
  attendedSessions: number | null;
}

/** A highlight as `GET parties/temps-fort` sends it. */
export interface WireHighlight {
  nSeconde: number;
  sLibelle: string;
  sUrlVideo: string | null;
  sUrlMiniature: string | null;
}
