import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteTable, type PageRoute } from './route-table.ts';

/**
 * Every route of spec 1 section 2 and spec 2 section 2, with the product word `multisalle`, and the
 * accessibility statement (RGAA).
 */
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
  '/accessibilite',
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

/** The hall's devices: the reception tablet and the screens, shown in the kiosk frame. */
const hallDevicePaths = [
  '/salle/:cle/controle',
  '/salle/:cle/ecran/accueil',
  '/salle/:cle/ecran/entree',
  '/salle/:cle/ecran/terrain/:terrain',
];

/** The hall's console, for its staff, in the site's bare frame. */
const consolePaths = [
  '/gestion/connexion',
  '/gestion/activation/:jeton',
  '/gestion',
  '/gestion/:cle',
  '/gestion/:cle/semaine',
  '/gestion/:cle/personnel',
  '/gestion/:cle/journal',
  '/gestion/:cle/horaires',
  '/gestion/:cle/tarifs',
  '/gestion/:cle/reductions',
  '/gestion/:cle/regles',
  '/gestion/:cle/rapports',
  '/gestion/:cle/remboursements',
  '/gestion/:cle/actualites',
  '/gestion/:cle/fiche',
];

describe('route table', () => {
  it("registers every route of both specs, the hall's devices and its console, each once", () => {
    const paths = createRouteTable().map((route) => route.path);
    expect([...paths].sort()).toEqual([...specPaths, ...hallDevicePaths, ...consolePaths].sort());
  });

  it("shows the hall's console in the bare frame, without the players' header", () => {
    const consoleRoutes = createRouteTable().filter((route) => consolePaths.includes(route.path));
    expect(consoleRoutes.map((route) => route.layout)).toEqual(consolePaths.map(() => 'blank'));
  });

  it("shows the hall's devices full screen, without the site around them (kiosk)", () => {
    const devices = createRouteTable().filter((route) => hallDevicePaths.includes(route.path));
    expect(devices.map((route) => route.layout)).toEqual(['kiosk', 'kiosk', 'kiosk', 'kiosk']);
  });

  it('gives home the footer layout with the sub-footer, and every route a layout', () => {
    const table = createRouteTable();
    expect(table.find((route) => route.path === '/')).toMatchObject({
      layout: 'footer',
      displaySubFooter: true,
    });
    for (const route of table) {
      expect(['blank', 'footer', 'container', 'kiosk']).toContain(route.layout);
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

/** The public share pages, with the `h1` each one shows. */
const sharePages: Record<string, string> = {
  '/share/partie/:code': 'MON MATCH',
  '/share/performance/:code': 'MES PERFORMANCES',
  '/share/replay/:infos': 'MON MATCH',
  '/miniature': 'MA VIDÉO',
};

/** The legal pages, with the `h1` each one shows. */
const legalPages: Record<string, string> = {
  '/rgpd': "CONDITIONS GÉNÉRALES D'UTILISATION ET RGPD",
  '/mentions-legales': 'MENTIONS LÉGALES',
  '/politique-de-confidentialite': 'POLITIQUE DE CONFIDENTIALITÉ',
  '/faq': 'FOIRE AUX QUESTIONS',
  '/accessibilite': "Déclaration d'accessibilité",
};

async function renderRoutePage(route: PageRoute) {
  const Page = route.page ?? (await route.load?.())?.default;
  if (!Page) throw new Error(`${route.path} has no page`);
  return render(createElement(MemoryRouter, null, createElement(Page)));
}

describe('every route has its own page', () => {
  it('the legal pages render their own text, never « en construction »', async () => {
    const table = createRouteTable();
    for (const [path, title] of Object.entries(legalPages)) {
      const route = table.find((candidate) => candidate.path === path);
      if (!route) throw new Error(`${path} is missing from the route table`);
      expect(route).toMatchObject({ layout: 'container', displaySubFooter: false });
      const { unmount } = await renderRoutePage(route);
      expect(screen.getByRole('heading', { level: 1, name: title }), path).toBeInTheDocument();
      expect(screen.queryByText(/en construction/), path).not.toBeInTheDocument();
      unmount();
    }
  });

  it('the share pages render their own page, and say in French that a missing code is invalid', async () => {
    const table = createRouteTable();
    for (const [path, title] of Object.entries(sharePages)) {
      const route = table.find((candidate) => candidate.path === path);
      if (!route) throw new Error(`${path} is missing from the route table`);
      const { unmount } = await renderRoutePage(route);
      expect(screen.getByRole('heading', { level: 1, name: title }), path).toBeInTheDocument();
      expect(screen.getByText('Ce lien de partage est invalide.'), path).toBeInTheDocument();
      expect(screen.queryByText(/en construction/), path).not.toBeInTheDocument();
      unmount();
    }
  });
});
