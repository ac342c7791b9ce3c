import { describe, expect, it } from 'vitest';
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
