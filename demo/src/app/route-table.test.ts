import { describe, expect, it } from 'vitest';
import { createRouteTable } from './route-table.ts';

/** Every route of spec 1 section 2 and spec 2 section 2, with the product word `multisalle`. */
const specPaths = [
  '/',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reinitialisation/:token',
  '/utilisateur/:sJeton/:nIdGrandPublic/validation-inscription.html',
  '/profile/:sIdReservation?',
  '/invitation/:sIdReservation/:sJetonInvitation/:sReponse?/:nIdContact?',
  '/cart',
  '/cart/payment',
  '/rgpd',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/faq',
  '/404',
  '/multisalle/:multisalleName',
  '/multisalle/article/:indexArticle',
  '/multisalle/article-sport/:indexArticle',
  '/multisalle/article-padel-park/:indexArticle',
  '/mon-parcours-dans-la-salle',
  '/share/partie/:code',
  '/share/performance/:code',
  '/share/replay/:infos',
  '/miniature',
];

describe('route table', () => {
  it('registers every route of both specs, each once', () => {
    const paths = createRouteTable().map((route) => route.path);
    expect([...paths].sort()).toEqual([...specPaths].sort());
  });

  it('gives home the footer layout with the sub-footer, and every route a layout', () => {
    const table = createRouteTable();
    expect(table.find((route) => route.path === '/')).toMatchObject({
      layout: 'footer',
      displaySubFooter: true,
    });
    for (const route of table) {
      expect(['blank', 'footer', 'container']).toContain(route.layout);
      expect(Boolean(route.page) !== Boolean(route.load)).toBe(true);
    }
  });

  it('loads every page except home lazily', () => {
    const eager = createRouteTable().filter((route) => route.page);
    expect(eager.map((route) => route.path)).toEqual(['/']);
  });

  it('follows the configured product word in hall and article routes', () => {
    const paths = createRouteTable('salle').map((route) => route.path);
    expect(paths).toContain('/salle/:salleName');
    expect(paths).toContain('/salle/article-sport/:indexArticle');
  });
});
