import { describe, expect, it } from 'vitest';
import { formatLevel } from './level-visibility';
import { mapLevel } from './mapper';
import { decodeShareCode, encodeShareCode, encodeShareUrl } from './share-code';
import {
  matchSharePath,
  parseMatchShare,
  parsePerformanceShare,
  parseVideoShare,
  performanceSharePath,
  videoSharePath,
} from './share-links';

const match = {
  sportLabel: 'PADEL',
  date: '2026-11-22',
  hallName: 'Padel Park',
  team1: 'Camille & Léo <3',
  team2: 'Les = Rouges',
  periods: [
    [6, 4],
    [3, 6],
  ] as Array<[number, number]>,
  matchId: 'seed-padel-01',
};
const performance = {
  player: 'joueur',
  sportLabel: 'Tous sports',
  matches: 13,
  wins: 7,
  draws: 2,
  losses: 4,
  playingSeconds: 64_800,
  goals: 9,
  faults: 3,
};
const codeOf = (path: string) => path.split('/').pop() ?? '';

describe('share codes', () => {
  it('are base64 of &-separated key=value pairs that any base64 decoder reads', () => {
    const code = encodeShareCode({ equipe1: 'A & B', score: 3 });
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    const text = Buffer.from(code, 'base64url').toString('utf8');
    expect(text).toMatch(/^equipe1=A%20%26%20B&score=3&c=[0-9a-f]{8}$/);
    expect(decodeShareCode(code)).toEqual({ isValid: true, values: { equipe1: 'A & B', score: '3' } });
  });

  it('round-trip a match, its replay and a performance, texts kept exactly', () => {
    expect(parseMatchShare(codeOf(matchSharePath(match)))).toEqual({ ...match, matchId: undefined });
    expect(parseMatchShare(codeOf(matchSharePath(match, 'replay')))).toEqual(match);
    expect(parsePerformanceShare(codeOf(performanceSharePath(performance)))).toEqual(performance);
    const ranked = { ...performance, rank: { position: 2, of: 5 } };
    expect(parsePerformanceShare(codeOf(performanceSharePath(ranked)))).toEqual(ranked);
  });

  it('refuse broken, tampered and inconsistent codes', () => {
    const code = codeOf(performanceSharePath(performance));
    const text = Buffer.from(code, 'base64url').toString('utf8');
    const tampered = Buffer.from(text.replace('victoires=7', 'victoires=9'), 'utf8').toString('base64url');
    expect(parsePerformanceShare(tampered)).toBeUndefined();
    expect(parsePerformanceShare(code.slice(0, -6))).toBeUndefined();
    expect(parsePerformanceShare('%%%')).toBeUndefined();
    expect(parsePerformanceShare('YWJj')).toBeUndefined();
    expect(parseMatchShare(code)).toBeUndefined();
    const impossible = encodeShareCode({ ...Object.fromEntries(Object.entries(performance)), matchs: 2 });
    expect(parsePerformanceShare(impossible)).toBeUndefined();
  });

  it('carry the video share URLs in base64 and refuse other schemes', () => {
    const path = videoSharePath({
      thumbnailUrl: '/gallery/padel-park/match.svg',
      videoUrl: 'https://v.exemple.fr/a.mp4',
    });
    const params = new URLSearchParams(path.split('?')[1]);
    expect(parseVideoShare(params)).toEqual({
      thumbnailUrl: '/gallery/padel-park/match.svg',
      videoUrl: 'https://v.exemple.fr/a.mp4',
    });
    expect(
      parseVideoShare(new URLSearchParams({ video: encodeShareUrl('javascript:alert(1)') })),
    ).toBeUndefined();
    expect(parseVideoShare(new URLSearchParams())).toBeUndefined();
  });
});

describe('levels', () => {
  it('map a wire level, and nothing for a line without one or from an older server', () => {
    expect(mapLevel({ niveau: 4.6, niveauProvisoire: true })).toEqual({
      level: { value: 4.6, isProvisional: true },
    });
    expect(mapLevel({ niveau: 5, niveauProvisoire: false })).toEqual({
      level: { value: 5, isProvisional: false },
    });
    expect(mapLevel({ niveau: null, niveauProvisoire: false })).toEqual({});
    expect(mapLevel({})).toEqual({});
  });

  it('write a level as French text with one decimal (rule 1–7 scale)', () => {
    expect(formatLevel(4)).toBe('4,0');
    expect(formatLevel(4.6)).toBe('4,6');
    expect(formatLevel(7)).toBe('7,0');
  });

  it('carry the level in a performance link, and refuse one outside 1 to 7', () => {
    const share = {
      player: 'joueur',
      sportLabel: 'PADEL',
      matches: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      playingSeconds: 60,
      goals: 0,
      faults: 0,
    };
    const code = (level: { value: number; isProvisional: boolean }) =>
      performanceSharePath({ ...share, level })
        .split('/')
        .pop() ?? '';
    expect(parsePerformanceShare(code({ value: 1, isProvisional: false }))?.level).toEqual({
      value: 1,
      isProvisional: false,
    });
    expect(parsePerformanceShare(code({ value: 0.5, isProvisional: false }))).toBeUndefined();
    expect(parsePerformanceShare(code({ value: 8, isProvisional: true }))).toBeUndefined();
    expect(parsePerformanceShare(performanceSharePath(share).split('/').pop() ?? '')?.level).toBeUndefined();
  });
});
