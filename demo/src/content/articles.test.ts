import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { productNames, sportArticleSlug, sportGrid } from '@multisalle/core';
import { describe, expect, it } from 'vitest';
import { type Article, type ArticleFamily, articlesOf, findArticle } from './index.ts';

// Vitest runs from the repository root (jsdom gives `import.meta.url` an http scheme).
const publicDir = resolve(process.cwd(), 'demo/public');
const families: ArticleFamily[] = ['news', 'sport', 'padel-park'];

/** The sport table of spec 2 section 2 (VOLLEY and VOLLEYBALL share one article). */
const sportTableLabels = [
  'FOOT5',
  'PADEL',
  'BASKET 3X3',
  'BADMINTON',
  'TENNIS',
  'PING PONG',
  'FUTSAL',
  'VOLLEYBALL',
  'BASKET 5X5',
  'HANDBALL',
  'YOGA',
  'FITNESS',
];

/** The news and padel-park slugs spec 2 section 2 names, `{product}` = `multisalle`. */
const specSlugs = [
  'six-mois-apres-ouverture-multisalle-padel-park',
  'la-rentree-occasion-de-faire-du-sport',
  'toutes-les-bonnes-raisons-pour-se-mettre-aux-sports-de-raquettes',
  'toutes-les-bonnes-raisons-pour-se-mettre-aux-sports',
  'pratiquer-un-sport-collectif-salle-multisalle',
  'le-sport-connecte-au-sein-de-votre-salle-multisports-multisalle',
  'sport-entre-amis',
  'pourquoi-choisir-multisalle',
  'genese-projet-padel-park',
  'prototype-multisalle-grandeur-nature',
  'creation-ajaccio-salle-de-sports-sable',
];

const allArticles = (): Article[] => families.flatMap((family) => articlesOf(family));
const bodyText = (article: Article) =>
  article.body.map((block) => (block.kind === 'list' ? block.items.join(' ') : block.text)).join(' ');

describe('articles (spec 2 section 2, "Articles")', () => {
  it('has exactly 12 sport articles, one per slug of the sport table, in its order', () => {
    const slugs = articlesOf('sport').map((article) => article.slug);
    expect(slugs).toEqual(sportTableLabels.map((label) => sportArticleSlug(label, 'multisalle')));
  });

  it('has an article for every sport of the home grid that links to one', () => {
    const slugs = new Set(articlesOf('sport').map((article) => article.slug));
    const gridSlugs = sportGrid('multisalle').flatMap((sport) => (sport.slug ? [sport.slug] : []));
    expect(gridSlugs).toHaveLength(11);
    for (const slug of gridSlugs) expect(slugs).toContain(slug);
  });

  it('has 9 news articles and 7 padel-park articles', () => {
    expect(articlesOf('news')).toHaveLength(9);
    expect(articlesOf('padel-park')).toHaveLength(7);
  });

  it('places every slug the spec names among the news and padel-park articles', () => {
    const slugs = [...articlesOf('news'), ...articlesOf('padel-park')].map((article) => article.slug);
    for (const slug of specSlugs) expect(slugs).toContain(slug);
  });

  it('gives every article all the spec fields, filled in, and a body', () => {
    for (const article of allArticles()) {
      for (const field of [
        'imageUrl',
        'link',
        'slug',
        'shortTitle',
        'title',
        'shortDescription',
        'metaTitle',
        'metaDescription',
        'imageAlt',
      ] as const) {
        expect(article[field], `${article.slug}.${field}`).toMatch(/\S/);
        expect(article[field], `${article.slug}.${field} has no placeholder left`).not.toMatch(/[{}]/);
      }
      expect(article.body.length, article.slug).toBeGreaterThanOrEqual(3);
      expect(bodyText(article)).not.toMatch(/[{}<>]/);
      // Search engines show about 160 characters of a description.
      expect(article.metaDescription.length, article.slug).toBeLessThanOrEqual(160);
    }
  });

  it('uses each slug once across the three families, with its family route as link', () => {
    const all = allArticles();
    expect(new Set(all.map((article) => article.slug)).size).toBe(all.length);
    expect(findArticle('sport', 'infos-padel')?.link).toBe('/multisalle/article-sport/infos-padel');
    expect(findArticle('news', 'sport-entre-amis')?.link).toBe('/multisalle/article/sport-entre-amis');
    expect(findArticle('padel-park', 'genese-projet-padel-park')?.link).toBe(
      '/multisalle/article-padel-park/genese-projet-padel-park',
    );
  });

  it('draws every article illustration in demo/public', () => {
    for (const article of allArticles()) {
      expect(article.imageUrl).toMatch(/^\/articles\/[a-z0-9-]+\.svg$/);
      expect(existsSync(`${publicDir}${article.imageUrl}`), article.imageUrl).toBe(true);
    }
  });

  it('states the padel hall hours, 7:15 to 23:15 every day, and its two courts', () => {
    const hours = findArticle('padel-park', 'horaires-et-terrains-padel-park');
    expect(hours).toBeDefined();
    const text = `${hours?.shortDescription} ${hours ? bodyText(hours) : ''}`;
    expect(text).toContain('de 07h15 à 23h15');
    expect(text).toContain('7 jours sur 7');
    expect(text).toContain('Deux terrains de padel');
  });

  it('has exactly one article that links to the home page /', () => {
    const linking = allArticles().filter((article) =>
      article.body.some((block) => block.kind === 'link' && block.to === '/'),
    );
    expect(linking.map((article) => article.slug)).toEqual(['pourquoi-choisir-multisalle']);
  });

  it('follows the configured product word and brand in slugs, links and texts', () => {
    const names = productNames('salle', 'Salle Connectée');
    const tennis = findArticle('sport', 'les-terrains-de-tennis-couvert-salle', names);
    expect(tennis?.link).toBe('/salle/article-sport/les-terrains-de-tennis-couvert-salle');
    expect(tennis?.title).toBe('Les terrains de tennis couverts Salle Connectée');
    expect(findArticle('news', 'pourquoi-choisir-salle', names)).toBeDefined();
  });

  it('finds nothing for an unknown slug or a slug of another family', () => {
    expect(findArticle('news', 'nexiste-pas')).toBeUndefined();
    expect(findArticle('news', 'infos-padel')).toBeUndefined();
  });
});
