import { configure, createMemoryStorage, resetConfig } from '@multisalle/core';
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
  it('renders the hall’s first sport in its shadow root, with its styles inside', async () => {
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
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('FOOT5 : 10 joueurs'));
  });

  it('takes hall and sport as properties too, reflected to the attributes (React 19 sets properties)', async () => {
    const element = document.createElement('multisalle-planning');
    element.hall = 'padel-park';
    element.sport = 5;
    document.body.append(element);
    expect(element.getAttribute('hall')).toBe('padel-park');
    expect(element.sport).toBe('5');
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('FOOT5 : 10 joueurs'));
  });

  it('says the hall is unknown', async () => {
    const element = mount({ hall: 'nulle-part' });
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Cette salle est introuvable.'));
  });

  it('dispatches multisalle:login-required, bubbling out of the shadow root, for a visitor', async () => {
    const element = mount({ hall: 'padel-park', 'login-url': '/connexion' });
    const heard = vi.fn();
    document.addEventListener('multisalle:login-required', (event) => heard(event.detail), { once: true });
    await waitFor(() => expect(inShadow(element, '[data-slot-id="11"]')).not.toBeNull());
    (inShadow(element, '[data-slot-id="11"]') as HTMLButtonElement).click();
    const detail = heard.mock.calls[0]?.[0] as LoginRequiredDetail;
    expect(detail).toMatchObject({
      hallKey: 'padel-park',
      sportId: 2,
      loginUrl: '/connexion',
      signupUrl: '/signup',
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
});
