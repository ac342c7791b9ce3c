import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The site's own link builders: the server must read exactly what the profile writes.
import {
  matchSharePath,
  parsePerformanceShare,
  performanceSharePath,
  videoSharePath,
} from '@multisalle/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountSite } from '../http/static-site.ts';
import { sharePreview } from './share-preview.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'h6-site-'));
writeFileSync(
  join(siteDir, 'index.html'),
  '<!doctype html><html><head><title>Multisalle</title></head><body></body></html>',
);
const app = new Hono();
mountSite(app, siteDir, { siteUrl: 'https://multisalle.exemple.fr' });

const matchPath = matchSharePath({
  sportLabel: 'PADEL',
  date: '2026-11-22',
  hallName: 'Padel Park',
  team1: 'Les "Bleus" <script>',
  team2: 'Les Rouges',
  periods: [
    [6, 4],
    [3, 6],
    [7, 5],
  ],
});
const performancePath = performanceSharePath({
  player: 'joueur',
  sportLabel: 'Tous sports',
  matches: 1200,
  wins: 700,
  draws: 100,
  losses: 400,
  playingSeconds: 3600,
  goals: 3,
  faults: 1,
});

describe('share page previews', () => {
  it('describe a match and a performance from the links the profile builds', () => {
    const [path, search] = [matchPath, new URLSearchParams()];
    expect(sharePreview(path, search)).toEqual({
      title: 'MON MATCH\u00a0: Les "Bleus" <script> 16 – 15 Les Rouges',
      description: 'PADEL à Padel Park, le 22 novembre 2026. Manches\u00a0: 6:4, 3:6, 7:5.',
    });
    // Intl's group and unit spaces differ between ICU versions: compare them as spaces.
    expect(sharePreview(performancePath, search)?.description?.replace(/\s/g, ' ')).toBe(
      'Tous sports : 1 200 matchs, 700 victoires, 100 nuls, 400 défaites, 58 % de victoires.',
    );
    expect(sharePreview('/share/performance/YWJj', search)?.title).toBe('Lien de partage invalide');
    expect(sharePreview('/profile', search)).toBeUndefined();
  });

  it('add the level a performance link carries, and refuse a level outside 1 to 7 (rule 1–7 scale)', () => {
    const share = { player: 'joueur', sportLabel: 'PADEL', matches: 4, wins: 3, draws: 0, losses: 1 };
    const figures = { ...share, playingSeconds: 3600, goals: 0, faults: 0 };
    const search = new URLSearchParams();
    const provisional = performanceSharePath({ ...figures, level: { value: 4.6, isProvisional: true } });
    expect(sharePreview(provisional, search)?.description?.replace(/\s/g, ' ')).toBe(
      'PADEL : 4 matchs, 3 victoires, 0 nuls, 1 défaites, 75 % de victoires. Niveau 4,6 sur 7 (niveau provisoire).',
    );
    const settled = performanceSharePath({ ...figures, level: { value: 7, isProvisional: false } });
    expect(sharePreview(settled, search)?.description).toMatch(/ Niveau 7,0 sur 7\.$/);
    const tooHigh = performanceSharePath({ ...figures, level: { value: 7.5, isProvisional: false } });
    expect(sharePreview(tooHigh, search)?.title).toBe('Lien de partage invalide');
    expect(parsePerformanceShare(tooHigh.split('/').pop() ?? '')).toBeUndefined();
    expect(parsePerformanceShare(provisional.split('/').pop() ?? '')?.level).toEqual({
      value: 4.6,
      isProvisional: true,
    });
  });

  it('puts escaped Open Graph tags in the HTML of share pages, with the picture of a video', async () => {
    const html = await (await app.request(matchPath)).text();
    expect(html).toContain(
      '<meta property="og:title" content="MON MATCH\u00a0: Les &#34;Bleus&#34; &#60;script&#62; 16 – 15 Les Rouges" />',
    );
    expect(html).toContain(`<meta property="og:url" content="https://multisalle.exemple.fr${matchPath}" />`);
    expect(html).not.toContain('<script>');
    const video = videoSharePath({
      thumbnailUrl: '/gallery/padel-park/match.svg',
      videoUrl: 'https://v.exemple.fr/a.mp4',
    });
    const videoHtml = await (await app.request(video)).text();
    expect(videoHtml).toContain(
      '<meta property="og:image" content="https://multisalle.exemple.fr/gallery/padel-park/match.svg" />',
    );
    expect(videoHtml).toContain('<meta property="og:title" content="MA VIDÉO" />');
    const other = await (await app.request('/faq')).text();
    expect(other).not.toContain('og:title');
  });
});
