import { configure, createMemoryStorage, getConfig, resetConfig } from '@multisalle/core';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlanningElement } from '../define';
import type { LoginRequiredDetail } from './planning-element';

const NOW = new Date('2026-11-25T12:00:00+01:00');

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

const slot = {
  nIdCreneau: 11,
  nIdZone: 1,
  sLibelleZone: 'Court 1',
  dtDateHeureDebut: '2026-11-25T14:00:00+01:00',
  dtDateHeureFin: '2026-11-25T15:30:00+01:00',
  dureeCreneau: 90,
  sStatut: 'disponible',
  fTarif: 6000,
  tarifIndividuel: 1500,
  prixBarre: null,
  nbPersonneConseille: 4,
  nbParticipantMax: null,
  remplissage: null,
};

let urls: string[];

/** A stand-in for the outside server: the hall detail and the slots contract. */
function serve() {
  urls = [];
  configure({
    storage: createMemoryStorage(),
    fetch: (async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const body = url.includes('/detail')
        ? url.includes('sCle=padel-park')
          ? hall
          : { sCodeErreur: 'MULTISALLE-001', szErreur: 'Salle inconnue' }
        : { idMultisalle: 3, idSport: 2, dateStart: '2026-11-25', dateEnd: '2026-12-01', creneaux: [slot] };
      const status = 'sCodeErreur' in body ? 404 : 200;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
}

function mount(attributes: Record<string, string>) {
  const element = document.createElement('multisalle-planning');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const inShadow = (element: HTMLElement, selector: string) => element.shadowRoot?.querySelector(selector);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width'),
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  definePlanningElement();
  serve();
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  resetConfig();
});

describe('<multisalle-planning>', () => {
  it("renders the hall's first sport in its shadow root, with its styles inside", async () => {
    const element = mount({ hall: 'padel-park' });
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    expect(urls).toContain('/api/v2/creneaux/multisalle/3/debut/2026-11-25/duree/7?activite=2&gp=1');
    expect(inShadow(element, 'style')?.textContent).toContain('.ms-element{all:initial');
    expect(inShadow(element, '.ms-element')).toHaveAttribute('lang', 'fr');
    expect(document.querySelector('[data-slot-id]')).toBeNull();
  });

  it('loads the sport the sport attribute names, from the api-base attribute', async () => {
    const element = mount({ hall: 'padel-park', sport: '5', 'api-base': 'https://api.example.fr/api/v2' });
    await waitFor(() => expect(urls.some((url) => url.includes('activite=5'))).toBe(true));
    expect(urls[0]).toBe('https://api.example.fr/api/v2/multisalle/detail?sCle=padel-park');
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('FOOT5\u00a0: 10 joueurs'));
  });

  it('takes hall and sport as properties too, reflected to the attributes (React 19 sets properties)', async () => {
    const element = document.createElement('multisalle-planning');
    element.hall = 'padel-park';
    element.sport = 5;
    document.body.append(element);
    expect(element.getAttribute('hall')).toBe('padel-park');
    expect(element.sport).toBe('5');
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('FOOT5\u00a0: 10 joueurs'));
  });

  it('says the hall is unknown, keeps a link to our halls, and names the attribute in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount({ hall: 'nulle-part' });
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Cette salle est introuvable.'));
    expect(inShadow(element, 'a')?.textContent).toBe('Voir les salles et réserver');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('aucune salle « nulle-part »'));
    // A misspelt attribute (`hal=`) is no hall at all: the same message and link, never « erreur inconnue ».
    const misspelt = mount({ hal: 'padel-park' });
    await waitFor(() => expect(misspelt.shadowRoot?.textContent).toContain('Cette salle est introuvable.'));
    expect(misspelt.shadowRoot?.textContent).not.toContain('inconnue');
    expect(error).toHaveBeenCalledWith(
      'Multisalle\u00a0: <multisalle-planning> sans attribut hall\u00a0: donnez la clé de la salle (hall="…").',
    );
    error.mockRestore();
  });

  it('dispatches multisalle:login-required, bubbling out of the shadow root, for a visitor', async () => {
    const element = mount({ hall: 'padel-park', sport: 'padel', 'login-url': '/connexion' });
    const heard = vi.fn();
    document.addEventListener('multisalle:login-required', (event) => heard(event.detail), { once: true });
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    (inShadow(element, '[data-slot-id="11"]') as HTMLButtonElement).click();
    const detail = heard.mock.calls[0]?.[0] as LoginRequiredDetail;
    expect(detail).toMatchObject({
      hallKey: 'padel-park',
      sportId: 2,
      loginUrl: '/connexion',
    });
    // Without signup-url: our site's sign-up page (absolute: a partner's /signup is not ours), with the pick
    // and the page to come back to.
    const signup = new URL(detail.signupUrl);
    expect(signup.origin + signup.pathname).toBe(`${location.origin}/signup`);
    expect(Object.fromEntries(signup.searchParams)).toEqual({
      salle: 'padel-park',
      sport: '2',
      creneau: '11',
      zone: '1',
      retour: location.href,
    });
    expect(detail.slot.id).toBe(11);
    await waitFor(() => expect(inShadow(element, '[role="dialog"] a[href="/connexion"]')).not.toBeNull());
  });

  it('dispatches multisalle:slot-picked for a player the page logged in', async () => {
    const element = mount({ hall: 'padel-park' });
    element.getToken = () => 'jeton';
    const heard = vi.fn();
    element.addEventListener('multisalle:slot-picked', (event) => heard(event.detail));
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    (inShadow(element, '[data-slot-id="11"]') as HTMLButtonElement).click();
    expect(heard).toHaveBeenCalledWith(
      expect.objectContaining({ slot: expect.objectContaining({ id: 11 }) }),
    );
    expect(inShadow(element, '[role="dialog"]')).toBeNull();
  });

  it('slot-picked carries the hall id, the court (nIdZone) and its name, the sport key, ISO times with their offset and the price', async () => {
    const element = mount({ hall: 'padel-park' });
    element.getToken = () => 'jeton';
    const heard = vi.fn();
    element.addEventListener('multisalle:slot-picked', (event) => heard(event.detail));
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    (inShadow(element, '[data-slot-id="11"]') as HTMLButtonElement).click();
    expect(heard).toHaveBeenCalledWith(
      expect.objectContaining({
        hallId: 3,
        hallKey: 'padel-park',
        sportId: 2,
        sportKey: 'padel',
        courtId: 1,
        courtName: 'Court 1',
        startsAt: '2026-11-25T14:00:00+01:00',
        endsAt: '2026-11-25T15:30:00+01:00',
        priceCents: 6000,
        inCart: false,
      }),
    );
    // Nothing was put in the cart without add-to-cart.
    expect(urls.some((url) => url.includes('/panier/ajout'))).toBe(false);
  });

  it('with add-to-cart="true" the element puts the slot in the cart, then says inCart', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const plain = getConfig().fetch as typeof fetch;
    configure({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/panier/ajout')) {
          sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
          return new Response(JSON.stringify({ _type: 'succes', _message: 'Créneau ajouté au panier' }), {
            headers: { 'content-type': 'application/json' },
          });
        }
        return plain(input, init);
      }) as typeof fetch,
    });
    const element = mount({ hall: 'padel-park', 'add-to-cart': 'true' });
    element.getToken = () => 'jeton';
    const heard = vi.fn();
    element.addEventListener('multisalle:slot-picked', (event) => heard(event.detail));
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    (inShadow(element, '[data-slot-id="11"]') as HTMLButtonElement).click();
    await waitFor(() =>
      expect(heard).toHaveBeenCalledWith(expect.objectContaining({ courtId: 1, inCart: true })),
    );
    expect(sent).toEqual([
      { url: '/api/v2/panier/ajout', body: { nIdSport: 2, nIdCreneau: 11, nIdZone: 1 } },
    ]);
    // The player sees it: the slot itself marked in the cart (the slots call, which knows no player, would
    // answer it `reserve`), and the toast.
    await waitFor(() =>
      expect(inShadow(element, '[data-slot-id="11"]')?.textContent).toContain('Créneau ajouté au panier'),
    );
  });

  it("with add-to-cart, a refused slot is told with the server's code and French text, and no slot-picked", async () => {
    const plain = getConfig().fetch as typeof fetch;
    configure({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/panier/ajout'))
          return new Response(
            JSON.stringify({ sCodeErreur: 'CRENEAU-006', szErreur: 'Ce créneau est déjà réservé' }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          );
        return plain(input, init);
      }) as typeof fetch,
    });
    const element = mount({ hall: 'padel-park', 'add-to-cart': 'true' });
    element.getToken = () => 'jeton';
    const picked = vi.fn();
    const refused = vi.fn();
    element.addEventListener('multisalle:slot-picked', (event) => picked(event.detail));
    element.addEventListener('multisalle:cart-add-refused', (event) => refused(event.detail));
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    (inShadow(element, '[data-slot-id="11"]') as HTMLButtonElement).click();
    await waitFor(() =>
      expect(refused).toHaveBeenCalledWith(
        expect.objectContaining({ courtId: 1, code: 'CRENEAU-006', message: 'Ce créneau est déjà réservé' }),
      ),
    );
    expect(picked).not.toHaveBeenCalled();
  });

  it("asks nothing before the api-base the HTML gives, whatever the attributes' order", async () => {
    document.body.innerHTML =
      '<multisalle-planning sport="5" hall="padel-park" api-base="https://api.example.fr/api/v2"></multisalle-planning>';
    await waitFor(() => expect(urls.some((url) => url.includes('activite=5'))).toBe(true));
    expect(urls.every((url) => url.startsWith('https://api.example.fr/api/v2/'))).toBe(true);
  });

  it("takes the sport's readable key as well as its id", async () => {
    const element = mount({ hall: 'padel-park', sport: 'foot5' });
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('FOOT5\u00a0: 10 joueurs'));
    expect(element.shadowRoot?.querySelector('[role="group"][aria-label="Sport"]')).toBeNull();
  });

  it("offers the hall's sports when no sport attribute names one, and loads the one chosen", async () => {
    const element = mount({ hall: 'padel-park' });
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    const choice = inShadow(element, '[role="group"][aria-label="Sport"]') as HTMLElement;
    const [padel, foot] = [...choice.querySelectorAll('button')];
    expect(padel).toHaveTextContent('PADEL');
    expect(padel).toHaveAttribute('aria-pressed', 'true');
    expect(foot).toHaveAttribute('aria-pressed', 'false');
    foot?.click();
    await waitFor(() => expect(urls.some((url) => url.includes('activite=5'))).toBe(true));
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('FOOT5\u00a0: 10 joueurs'));
  });

  it("says in the console that a sport is unknown, and offers the hall's sports", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount({ hall: 'padel-park', sport: 'curling' });
    await waitFor(() => expect(inShadow(element, '[role="group"][aria-label="Sport"]')).not.toBeNull());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ne propose pas le sport « curling »'));
    expect(warn.mock.calls[0]?.[0]).toContain('padel ou 2');
  });

  it('says the planning could not be loaded (not that the hall is unknown), tells the console why, and retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const working = getConfig().fetch;
    let isDown = true;
    configure({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (isDown) return new Response('Bad gateway', { status: 502 });
        return (working as typeof fetch)(input, init);
      }) as typeof fetch,
    });
    const element = mount({ hall: 'padel-park' });
    await waitFor(() =>
      expect(element.shadowRoot?.textContent).toContain("Le planning n'a pas pu être chargé."),
    );
    expect(element.shadowRoot?.textContent).not.toContain('introuvable');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('/api/v2/multisalle/detail?sCle=padel-park\u00a0: réponse HTTP 502'),
    );
    isDown = false;
    (inShadow(element, 'button') as HTMLButtonElement).click();
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
  });

  it('takes the theme as attributes, set through CSSOM (a strict CSP refuses style attributes)', () => {
    const element = mount({ hall: 'padel-park', 'color-primary': '#0055a4', radius: '10' });
    expect(element.style.getPropertyValue('--multisalle-color-primary')).toBe('#0055a4');
    expect(element.style.getPropertyValue('--multisalle-radius')).toBe('10px');
    element.removeAttribute('color-primary');
    expect(element.style.getPropertyValue('--multisalle-color-primary')).toBe('');
  });
});
