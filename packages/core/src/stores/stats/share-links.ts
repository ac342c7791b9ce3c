import { decodeShareCode, encodeShareCode, encodeShareUrl, fromBase64 } from './share-code';

/** What a match share link carries (`/share/partie/{code}`, and `/share/replay/{infos}` with `matchId`). */
export interface MatchShare {
  sportLabel: string;
  /** Local date of the match, `YYYY-MM-DD`. */
  date: string;
  hallName: string;
  team1: string;
  team2: string;
  /** Each period's score, team 1 first. */
  periods: Array<[number, number]>;
  /** The tablet's match id (`sIdPartie`): the replay page loads its highlights. */
  matchId?: string;
}

/** What a performance share link carries (`/share/performance/{code}`). */
export interface PerformanceShare {
  player: string;
  /** A sport's label, or `Tous sports`. */
  sportLabel: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  playingSeconds: number;
  goals: number;
  faults: number;
  /** The player's place in the sport's ranking (MON CLASSEMENT), when shared from it. */
  rank?: { position: number; of: number };
  /** The player's level in the sport (1 to 7, one decimal), unless they hid it. */
  level?: { value: number; isProvisional: boolean };
}

/** A video share (`/miniature?miniature=&video=`). */
export interface VideoShare {
  thumbnailUrl: string | null;
  videoUrl: string;
}

const MAX_TEXT = 80;
const isText = (value: string | undefined): value is string =>
  value !== undefined && value.trim().length > 0 && value.length <= MAX_TEXT;
const count = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d{1,7}$/.test(value) ? Number(value) : undefined;

/** Builds `/share/partie/{code}`, or `/share/replay/{code}` when `kind` is `replay`. */
export function matchSharePath(share: MatchShare, kind: 'partie' | 'replay' = 'partie'): string {
  const code = encodeShareCode({
    sport: share.sportLabel,
    date: share.date,
    salle: share.hallName,
    equipe1: share.team1,
    equipe2: share.team2,
    periodes: share.periods.map(([a, b]) => `${a}:${b}`).join(','),
    ...(kind === 'replay' && share.matchId ? { partie: share.matchId } : {}),
  });
  return `/share/${kind}/${code}`;
}

/** Reads a match code; `undefined` when it is broken, tampered or incomplete. */
export function parseMatchShare(code: string): MatchShare | undefined {
  const decoded = decodeShareCode(code);
  if (!decoded.isValid) return undefined;
  const { sport, date, salle, equipe1, equipe2, periodes, partie } = decoded.values;
  if (![sport, salle, equipe1, equipe2].every(isText)) return undefined;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`)))
    return undefined;
  if (!periodes || !/^\d{1,3}:\d{1,3}(,\d{1,3}:\d{1,3}){0,19}$/.test(periodes)) return undefined;
  if (partie !== undefined && !/^[A-Za-z0-9._:-]{1,100}$/.test(partie)) return undefined;
  return {
    sportLabel: sport as string,
    date,
    hallName: salle as string,
    team1: equipe1 as string,
    team2: equipe2 as string,
    periods: periodes.split(',').map((period) => {
      const [a, b] = period.split(':');
      return [Number(a), Number(b)] as [number, number];
    }),
    ...(partie ? { matchId: partie } : {}),
  };
}

/** Builds `/share/performance/{code}`. */
export function performanceSharePath(share: PerformanceShare): string {
  return `/share/performance/${encodeShareCode({
    joueur: share.player,
    sport: share.sportLabel,
    matchs: share.matches,
    victoires: share.wins,
    nuls: share.draws,
    defaites: share.losses,
    temps: share.playingSeconds,
    buts: share.goals,
    fautes: share.faults,
    ...(share.rank ? { rang: share.rank.position, sur: share.rank.of } : {}),
    ...(share.level
      ? { niveau: share.level.value.toFixed(1), provisoire: share.level.isProvisional ? 1 : 0 }
      : {}),
  })}`;
}

/** Reads a performance code; `undefined` when broken, tampered, incomplete or inconsistent. */
export function parsePerformanceShare(code: string): PerformanceShare | undefined {
  const decoded = decodeShareCode(code);
  if (!decoded.isValid) return undefined;
  const { joueur, sport } = decoded.values;
  const numbers = ['matchs', 'victoires', 'nuls', 'defaites', 'temps', 'buts', 'fautes'].map((key) =>
    count(decoded.values[key]),
  );
  if (!isText(joueur) || !isText(sport) || numbers.some((value) => value === undefined)) return undefined;
  const [matches, wins, draws, losses, playingSeconds, goals, faults] = numbers as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (wins + draws + losses !== matches) return undefined;
  const share = {
    player: joueur,
    sportLabel: sport,
    matches,
    wins,
    draws,
    losses,
    playingSeconds,
    goals,
    faults,
  };
  const level = shareLevel(decoded.values);
  if (level === null) return undefined;
  const withLevel = level ? { ...share, level } : share;
  const { rang, sur } = decoded.values;
  if (rang === undefined && sur === undefined) return withLevel;
  const [position, of] = [count(rang), count(sur)];
  if (!position || !of || position > of) return undefined;
  return { ...withLevel, rank: { position, of } };
}

/** A code's level: `undefined` without one, `null` when it is malformed (1 to 7, one decimal). */
function shareLevel(values: Record<string, string>): PerformanceShare['level'] | null {
  const { niveau, provisoire } = values;
  if (niveau === undefined && provisoire === undefined) return undefined;
  if (!niveau || !/^[1-7]\.\d$/.test(niveau) || Number(niveau) > 7) return null;
  if (provisoire !== '0' && provisoire !== '1') return null;
  return { value: Number(niveau), isProvisional: provisoire === '1' };
}

const isMediaUrl = (url: string) => /^(https?:\/\/[^\s<>"]+|\/(?!\/)[^\s<>"]*)$/.test(url);

/** Builds `/miniature?miniature=&video=` (base64 of each URL). */
export function videoSharePath(share: VideoShare): string {
  const params = new URLSearchParams();
  if (share.thumbnailUrl) params.set('miniature', encodeShareUrl(share.thumbnailUrl));
  params.set('video', encodeShareUrl(share.videoUrl));
  return `/miniature?${params.toString()}`;
}

/** Reads the `/miniature` params; `undefined` when the video is missing or either URL is not http(s). */
export function parseVideoShare(params: URLSearchParams): VideoShare | undefined {
  const video = fromBase64(params.get('video') ?? '');
  const thumbnailParam = params.get('miniature');
  const thumbnail = thumbnailParam === null ? null : fromBase64(thumbnailParam);
  if (!video || !isMediaUrl(video) || thumbnail === undefined) return undefined;
  if (thumbnail !== null && !isMediaUrl(thumbnail)) return undefined;
  return { videoUrl: video, thumbnailUrl: thumbnail };
}
