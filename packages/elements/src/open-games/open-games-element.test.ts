import { configure, createMemoryStorage, resetConfig } from '@multisalle/core';
import { wireOpenGame } from '@multisalle/core/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOpenGamesElement, OPEN_GAMES_TAG } from './open-games-element';

const hall = {
  idMultisalle: 3,
  cle: 'padel-park',
  libelleSalle: 'Padel Park',
  legende: '',
  sports: [
    { idSport: 2, libelle: 'PADEL', icone: null, NbPersonnePayante: 4, nbPersonneConseille: 4 },
    { idSport: 5, libelle: 'FOOT5', icone: null, NbPersonnePayante: 10, nbPersonneConseille: 10 },
  ],
  active: true,
  urlEcusson: null,
  urlBandeau: null,
  adresse: { rue: '', complement: null, codePostal: '', commune: '' },
  services: [],
  ignorerEtapePaiement: false,
  nbJoursVisiblesReservationCreneaux: 7,
};

let urls: string[];

/** The outside server: the hall detail and the open games list. */
function serve() {
  urls = [];
  configure({
    apiBase: 'https://api.example.fr/api/v2',
    storage: createMemoryStorage(),
    fetch: (async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const [status, body] = url.includes('/detail')
        ? url.includes('sCle=padel-park')
          ? [200, hall]
          : [404, { sCodeErreur: 'MULTISALLE-001', szErreur: 'Salle inconnue' }]
        : [200, { partiesOuvertes: [wireOpenGame()] }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
}

function mount(attributes: Record<string, string>) {
  defineOpenGamesElement();
  const element = document.createElement(OPEN_GAMES_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  resetConfig();
  vi.restoreAllMocks();
});

describe('<multisalle-open-games>', () => {
  it('resolves the hall and sport keys, asks the list with the level and links to our site', async () => {
    serve();
    const element = mount({ hall: 'padel-park', sport: 'padel', level: '4' });
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(shadow.querySelector('[part="open-game"]')).not.toBeNull());
    expect(urls).toEqual([
      'https://api.example.fr/api/v2/multisalle/detail?sCle=padel-park',
      'https://api.example.fr/api/v2/parties-ouvertes?multisalle=3&activite=2&niveau=4',
    ]);
    const game = shadow.querySelector('[part="open-game"]') as HTMLElement;
    expect(game.textContent).toContain('Niveaux 3 à 5 · 2 places libres');
    expect(game.querySelector('b')).toBeNull();
    const join = shadow.querySelector('a[part="join"]');
    expect(join?.getAttribute('href')).toBe(`https://api.example.fr${wireOpenGame().lien}`);
    expect(join?.getAttribute('aria-label')).toBe('Rejoindre la partie de PADEL, samedi 5 décembre à 18:00');
  });

  it('says in French when the hall is unknown, and tells the webmaster in the console', async () => {
    serve();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount({ hall: 'nulle-part' });
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() =>
      expect(shadow.querySelector('[role="alert"]')?.textContent).toBe('Cette salle est introuvable.'),
    );
    expect(logged.mock.calls[0]?.[0]).toContain('Multisalle\u00a0: aucune salle « nulle-part »');
    expect(urls.some((url) => url.includes('parties-ouvertes'))).toBe(false);
  });

  it('an unknown sport shows no game rather than every sport; theming attributes set the custom properties', async () => {
    serve();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount({ hall: 'padel-park', sport: 'curling', 'color-primary': '#0055a4', radius: '10' });
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() =>
      expect(shadow.querySelector('p')?.textContent).toBe('Aucune partie ouverte pour le moment.'),
    );
    expect(urls.some((url) => url.includes('parties-ouvertes'))).toBe(false);
    expect(warned.mock.calls[0]?.[0]).toContain('ne propose pas le sport « curling »');
    expect(element.style.getPropertyValue('--multisalle-color-primary')).toBe('#0055a4');
    expect(element.style.getPropertyValue('--multisalle-radius')).toBe('10px');
  });
});
