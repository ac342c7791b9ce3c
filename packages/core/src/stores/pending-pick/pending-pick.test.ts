import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig, type StorageLike } from '../../config';
import { onToast, type ToastMessage } from '../../toasts';
import type { WireHall } from '../halls/types';
import type { WireSlot } from '../planning/types';
import {
  $placedPick,
  clearPlacedPick,
  describePendingPick,
  forgetPendingPick,
  keepPendingPick,
  type PendingPick,
  pickSearch,
  pickSummary,
  placePendingPick,
  readPendingPick,
  readPickParams,
} from './index';

const partnerPage = 'https://www.padel-club-tilleuls.fr/reserver?terrain=2';
const pick: PendingPick = {
  hallKey: 'padel-park',
  sportId: 2,
  slotId: 906218731,
  zoneId: 3,
  returnUrl: partnerPage,
};
const search = `?salle=padel-park&sport=2&creneau=906218731&zone=3&retour=${encodeURIComponent(partnerPage)}`;

type Reply = { status: number; body?: unknown };

/** A stand-in for the v2 API answering by "METHOD /path" (query left out), recording full addresses. */
function fakeApi(routes: Record<string, Reply>) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = routes[`${method} ${url.pathname}`] ?? {
      status: 404,
      body: { description: 'Introuvable' },
    };
    return reply.body === undefined
      ? new Response(null, { status: reply.status })
      : new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

let storage: StorageLike;
let toasts: ToastMessage[];
let stopToasts: () => void;

beforeEach(() => {
  storage = createMemoryStorage();
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
  configure({ storage, getToken: () => 'jeton' });
});
afterEach(() => {
  stopToasts();
  clearPlacedPick();
  resetConfig();
});

describe('the pick a /signin or /signup address carries', () => {
  it('reads the hall key, sport, slot, court and partner page', () => {
    expect(readPickParams(search)).toEqual(pick);
    expect(readPickParams(new URLSearchParams(search))).toEqual(pick);
  });

  it('is no pick when a part is missing or is not what it should be', () => {
    const base = { salle: 'padel-park', sport: '2', creneau: '906218731', zone: '3' };
    const variants: Record<string, string>[] = [
      {},
      { salle: '' },
      { salle: 'Padel Park' },
      { salle: '../admin' },
      { sport: '0' },
      { sport: '-2' },
      { sport: '2.5' },
      { sport: '1e3' },
      { sport: '02' },
      { zone: '2147483648' },
      { creneau: '9007199254740993' },
      { creneau: '12abc' },
    ];
    for (const change of variants) {
      const params = new URLSearchParams({ ...base, ...change });
      const isMissing = Object.keys(change).length === 0;
      if (isMissing) params.delete('zone');
      expect(readPickParams(params), params.toString()).toBeNull();
    }
  });

  it('keeps the pick but drops a return address that is not a web page', () => {
    for (const retour of [
      'javascript:alert(1)',
      '//evil.com',
      'data:text/html,x',
      'https://a:b@evil.com/',
      '',
    ]) {
      const params = new URLSearchParams({
        salle: 'padel-park',
        sport: '2',
        creneau: '7',
        zone: '3',
        retour,
      });
      expect(readPickParams(params)?.returnUrl, retour).toBeNull();
    }
  });

  it('carries the same parameters from one page to the next', () => {
    expect(readPickParams(pickSearch(pick))).toEqual(pick);
    expect(pickSearch({ ...pick, returnUrl: null })).toBe(
      '?salle=padel-park&sport=2&creneau=906218731&zone=3',
    );
    expect(pickSearch(null)).toBe('');
  });
});

describe('the pick kept in storage (choixEnAttente)', () => {
  it('waits there until it is forgotten', () => {
    expect(readPendingPick()).toBeNull();
    keepPendingPick(pick);
    expect(JSON.parse(storage.getItem('choixEnAttente') ?? '')).toMatchObject({ hallKey: 'padel-park' });
    expect(readPendingPick()).toEqual(pick);
    forgetPendingPick();
    expect(readPendingPick()).toBeNull();
  });

  it('survives 7 days, then is dropped, as is an unreadable or tampered value', () => {
    const keptAt = new Date('2026-11-23T10:00:00Z');
    keepPendingPick(pick, keptAt);
    expect(readPendingPick(new Date('2026-11-30T09:00:00Z'))).toEqual(pick);
    expect(readPendingPick(new Date('2026-11-30T11:00:00Z'))).toBeNull();
    expect(storage.getItem('choixEnAttente')).toBeNull();
    for (const raw of ['{', 'null', '[]', JSON.stringify({ ...pick, slotId: 'x', keptAtMs: Date.now() })]) {
      storage.setItem('choixEnAttente', raw);
      expect(readPendingPick(), raw).toBeNull();
    }
    storage.setItem(
      'choixEnAttente',
      JSON.stringify({ ...pick, returnUrl: 'javascript:x', keptAtMs: Date.now() }),
    );
    expect(readPendingPick()?.returnUrl).toBeNull();
  });
});

describe('placePendingPick, after the sign-in', () => {
  const added = { status: 200, body: { _type: 'succes', _message: 'Créneau ajouté au panier' } };

  it('puts the slot in the cart, forgets the pick, and offers the way back the server allows', async () => {
    const api = fakeApi({
      'POST /api/v2/panier/ajout': added,
      'GET /api/v2/multisalle/retour': { status: 200, body: { url: partnerPage } },
    });
    configure({ fetch: api.fetch });
    keepPendingPick(pick);

    const placed = await placePendingPick();

    expect(placed).toEqual({
      outcome: 'added',
      message: 'Votre créneau est dans votre panier.',
      hallKey: 'padel-park',
      returnUrl: partnerPage,
      returnHost: 'www.padel-club-tilleuls.fr',
    });
    expect($placedPick.get()).toEqual(placed);
    expect(readPendingPick()).toBeNull();
    const add = api.requests.find((request) => request.method === 'POST');
    expect(add?.body).toEqual({ nIdSport: 2, nIdCreneau: 906218731, nIdZone: 3 });
    const check = api.requests.find((request) => request.url.pathname.endsWith('/retour'));
    expect(Object.fromEntries(check?.url.searchParams ?? [])).toEqual({
      sCle: 'padel-park',
      url: partnerPage,
    });
    expect(toasts).toEqual([]);
  });

  it('says the slot is gone when it was taken meanwhile, and still offers the way back', async () => {
    configure({
      fetch: fakeApi({
        'POST /api/v2/panier/ajout': { status: 409, body: { sCodeErreur: 'CRENEAU-006', szErreur: 'x' } },
        'GET /api/v2/multisalle/retour': { status: 200, body: { url: partnerPage } },
      }).fetch,
    });
    keepPendingPick(pick);
    expect(await placePendingPick()).toMatchObject({
      outcome: 'unavailable',
      message: "Ce créneau n'est plus disponible. Choisissez-en un autre sur le planning de la salle.",
      returnHost: 'www.padel-club-tilleuls.fr',
    });
    expect(readPendingPick()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('drops the way back the server does not allow, or cannot check', async () => {
    for (const retour of [
      { status: 200, body: { url: null } },
      { status: 200, body: { url: 'javascript:alert(1)' } },
      { status: 422, body: { detail: "L'adresse de retour est invalide." } },
      { status: 500, body: { description: 'Erreur' } },
    ]) {
      configure({
        fetch: fakeApi({ 'POST /api/v2/panier/ajout': added, 'GET /api/v2/multisalle/retour': retour }).fetch,
      });
      keepPendingPick(pick);
      expect(await placePendingPick(), JSON.stringify(retour)).toMatchObject({
        outcome: 'added',
        returnUrl: null,
        returnHost: null,
      });
    }
    expect(toasts).toEqual([]);
  });

  it('asks nothing about a way back when the pick has none', async () => {
    const api = fakeApi({ 'POST /api/v2/panier/ajout': added });
    configure({ fetch: api.fetch });
    keepPendingPick({ ...pick, returnUrl: null });
    expect(await placePendingPick()).toMatchObject({ outcome: 'added', returnUrl: null });
    expect(api.requests.map((request) => request.url.pathname)).toEqual(['/api/v2/panier/ajout']);
  });

  it('passes on another refusal in French (a members-only hall)', async () => {
    configure({
      fetch: fakeApi({
        'POST /api/v2/panier/ajout': {
          status: 403,
          body: { sCodeErreur: 'MULTISALLE-002', szErreur: 'Cette salle est réservée à ses membres.' },
        },
      }).fetch,
    });
    keepPendingPick({ ...pick, returnUrl: null });
    const placed = await placePendingPick();
    expect(placed?.outcome).toBe('refused');
    expect(placed?.message).toBe("Vous n'êtes pas autorisé à réserver dans cette multisalle");
  });

  it('keeps the pick for the next sign-in when the session ended under the call', async () => {
    configure({
      fetch: fakeApi({ 'POST /api/v2/panier/ajout': { status: 401, body: { description: 'x' } } }).fetch,
      onLogout: () => undefined,
    });
    keepPendingPick(pick);
    expect((await placePendingPick())?.outcome).toBe('refused');
    expect(readPendingPick()).toEqual(pick);
  });

  it('does nothing when no pick waits', async () => {
    const api = fakeApi({});
    configure({ fetch: api.fetch });
    expect(await placePendingPick()).toBeNull();
    expect(api.requests).toEqual([]);
    expect($placedPick.get()).toBeNull();
  });
});

describe('what the sign-in page shows of the pick', () => {
  const wireHall: WireHall = {
    idMultisalle: 1,
    cle: 'padel-park',
    libelleSalle: 'PADEL PARK',
    legende: 'Deux terrains',
    sports: [{ idSport: 2, libelle: 'PADEL', icone: null, NbPersonnePayante: 4, nbPersonneConseille: 4 }],
    active: true,
    urlEcusson: null,
    urlBandeau: null,
    adresse: { rue: '14 allée du Parc', complement: null, codePostal: '36130', commune: 'Déols' },
    services: [],
    ignorerEtapePaiement: false,
    nbJoursVisiblesReservationCreneaux: 14,
  };
  const wireSlot: WireSlot = {
    nIdCreneau: 906218731,
    nIdZone: 3,
    sLibelleZone: 'Terrain 2',
    dtDateHeureDebut: '2026-11-28T17:45:00+01:00',
    dtDateHeureFin: '2026-11-28T19:15:00+01:00',
    dureeCreneau: 90,
    sStatut: 'disponible',
    fTarif: 4800,
    tarifIndividuel: 1200,
    prixBarre: null,
    nbPersonneConseille: 4,
    nbParticipantMax: null,
    remplissage: null,
  };

  it('names the hall, the sport, the day and hours in French usage, and the court', async () => {
    const api = fakeApi({
      'GET /api/v2/multisalle/detail': { status: 200, body: wireHall },
      'GET /api/v2/creneaux/multisalle/1/debut/2026-11-23/duree/14': {
        status: 200,
        body: { idSport: 2, dateStart: '2026-11-23', dateEnd: '2026-12-06', creneaux: [wireSlot] },
      },
    });
    configure({ fetch: api.fetch });
    const description = await describePendingPick(pick, new Date('2026-11-23T09:00:00+01:00'));
    expect(pickSummary(pick, description)).toBe(
      'PADEL PARK, PADEL, samedi 28 novembre, de 17h45 à 19h15, Terrain 2',
    );
    expect(api.requests[1]?.url.search).toBe('?activite=2&gp=1');
  });

  it('says a slot waits at the hall when the slot is no longer listed, and never toasts', async () => {
    configure({
      fetch: fakeApi({ 'GET /api/v2/multisalle/detail': { status: 200, body: wireHall } }).fetch,
    });
    const description = await describePendingPick(pick);
    expect(pickSummary(pick, description)).toBe('PADEL PARK, PADEL');
    configure({ fetch: fakeApi({}).fetch });
    expect(pickSummary(pick, await describePendingPick(pick))).toBe('un créneau vous attend (padel-park)');
    expect(pickSummary(pick, null)).toBe('un créneau vous attend (padel-park)');
    expect(toasts).toEqual([]);
  });
});
