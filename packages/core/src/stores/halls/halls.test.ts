import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, createMemoryStorage, resetConfig, type StorageLike } from '../../config';
import { answering } from '../../http/test-fetch';
import {
  $halls,
  $visibleHalls,
  fetchHallByKey,
  fetchHallPage,
  HALL_SHARE_MS,
  loadHalls,
  resetHalls,
} from './index';
import type { WireHall } from './types';

function wireHall(id: number, overrides: Partial<WireHall> = {}, idField = 'idMultisalle'): WireHall {
  return {
    [idField]: id,
    cle: `salle-${id}`,
    libelleSalle: `Salle ${id}`,
    legende: 'Padel et foot',
    sports: [{ idSport: 1, libelle: 'PADEL', icone: null, NbPersonnePayante: 4, nbPersonneConseille: 4 }],
    active: true,
    urlEcusson: '/media/ecusson.png',
    urlBandeau: null,
    adresse: { rue: '1 rue du Stade', complement: null, codePostal: '36000', commune: 'Châteauroux' },
    services: [{ libelle: 'Vestiaires', urlIcone: '/media/vestiaires.svg' }],
    ignorerEtapePaiement: false,
    nbJoursVisiblesReservationCreneaux: 14,
    coordonnees: { latitude: 46.8103, longitude: 1.6911 },
    ...overrides,
  };
}

let storage: StorageLike;

beforeEach(() => {
  storage = createMemoryStorage();
  configure({ storage });
});
afterEach(() => {
  resetHalls();
  resetConfig();
});

describe('hall list (spec 2 sections 2, 3 and 7)', () => {
  it('loads from GET v2 /multisalle and maps the wire names', async () => {
    const server = answering({ status: 200, body: { multisalleListe: [wireHall(1)] } });
    configure({ fetch: server.fetch });
    await loadHalls();
    expect(server.requests[0]?.url).toBe('/api/v2/multisalle');
    expect($halls.get().list).toEqual([
      {
        id: 1,
        key: 'salle-1',
        name: 'Salle 1',
        caption: 'Padel et foot',
        sports: [{ id: 1, label: 'PADEL', iconUrl: null, payingPlayers: 4, recommendedPlayers: 4 }],
        isActive: true,
        badgeUrl: '/media/ecusson.png',
        bannerUrl: null,
        address: { street: '1 rue du Stade', complement: null, postalCode: '36000', city: 'Châteauroux' },
        services: [{ label: 'Vestiaires', iconUrl: '/media/vestiaires.svg' }],
        skipPaymentStep: false,
        visibleDays: 14,
        coordinates: { latitude: 46.8103, longitude: 1.6911 },
      },
    ]);
  });

  it('maps coordonnees to coordinates, null when absent, null, half given or off the globe', async () => {
    const halls = [
      wireHall(1, { coordonnees: { latitude: 41.9267, longitude: 8.7369 } }),
      wireHall(2, { coordonnees: null }),
      wireHall(3, { coordonnees: { latitude: 46.8103 } }),
      wireHall(4, { coordonnees: { latitude: 91, longitude: 2 } }),
      wireHall(5, { coordonnees: { latitude: 46, longitude: -181 } }),
      wireHall(6),
    ];
    delete halls[5]?.coordonnees;
    configure({ fetch: answering({ status: 200, body: { multisalleListe: halls } }).fetch });
    await loadHalls();
    expect($halls.get().list.map((hall) => hall.coordinates)).toEqual([
      { latitude: 41.9267, longitude: 8.7369 },
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows 7 days of slots when the hall does not say', async () => {
    const hall = wireHall(1);
    delete hall.nbJoursVisiblesReservationCreneaux;
    configure({ fetch: answering({ status: 200, body: { multisalleListe: [hall] } }).fetch });
    await loadHalls();
    expect($halls.get().list[0]?.visibleDays).toBe(7);
  });

  it('keeps only active halls outside the blacklist, re-reading it on each load', async () => {
    const list = [wireHall(1), wireHall(2, { active: false }), wireHall(3), wireHall(4, { active: 1 })];
    configure({ fetch: answering({ status: 200, body: { multisalleListe: list } }).fetch });
    storage.setItem('multisalleListeNoire', JSON.stringify([{ id_multisalle: 3 }]));
    await loadHalls();
    expect($visibleHalls.get().map((hall) => hall.id)).toEqual([1, 4]);
    storage.setItem('multisalleListeNoire', '{broken');
    await loadHalls();
    expect($visibleHalls.get().map((hall) => hall.id)).toEqual([1, 3, 4]);
  });

  it('marks isFetched false while loading and true afterwards', async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    configure({ fetch: answering(() => pending).fetch });
    const loading = loadHalls();
    expect($halls.get()).toMatchObject({ isFetched: false, isLoading: true });
    release(new Response(JSON.stringify({ multisalleListe: [] }), { status: 200 }));
    await loading;
    expect($halls.get()).toMatchObject({ isFetched: true, isLoading: false, error: null });
    resetHalls();
    expect($halls.get()).toEqual({ list: [], isFetched: false, isLoading: false, error: null });
  });

  it('marks isFetched true with the error message after a failure, without rejecting', async () => {
    configure({ fetch: answering({ status: 500, body: { sCodeErreur: 'MULTISALLE-001' } }).fetch });
    await expect(loadHalls()).resolves.toBeUndefined();
    expect($halls.get()).toMatchObject({
      isFetched: true,
      isLoading: false,
      error: 'Cette salle est introuvable.',
    });
  });

  it('follows another product word in the path and the field names', async () => {
    configure({ productKey: 'salle' });
    const server = answering({ status: 200, body: { salleListe: [wireHall(5, {}, 'idSalle')] } });
    configure({ fetch: server.fetch });
    storage.setItem('salleListeNoire', JSON.stringify([{ id_salle: 9 }]));
    await loadHalls();
    expect(server.requests[0]?.url).toBe('/api/v2/salle');
    expect($visibleHalls.get().map((hall) => hall.id)).toEqual([5]);
  });
});

describe('hall by key (spec 2 section 7)', () => {
  it('calls GET v2 /multisalle/detail?sCle= and maps the hall', async () => {
    const server = answering({ status: 200, body: wireHall(2, { cle: 'padel-park' }) });
    configure({ fetch: server.fetch });
    const hall = await fetchHallByKey('padel-park');
    expect(server.requests[0]?.url).toBe('/api/v2/multisalle/detail?sCle=padel-park');
    expect(hall).toMatchObject({ id: 2, key: 'padel-park' });
  });

  it('gives the hall page the description, gallery photos and own safety video of the detail (fetchHallPage)', async () => {
    const body = wireHall(4, {
      cle: 'avec-fiche',
      description: 'Deux terrains couverts.\n\nParking gratuit.',
      photos: [{ url: '/media/hall-photos/7/0123456789abcdef.jpg', texteAlternatif: 'Les deux terrains' }],
      urlVideoSecurite: 'https://videos.exemple.fr/consignes.mp4',
    });
    const server = answering({ status: 200, body });
    configure({ fetch: server.fetch });
    expect(await fetchHallPage('avec-fiche')).toMatchObject({
      description: 'Deux terrains couverts.\n\nParking gratuit.',
      photos: [{ url: '/media/hall-photos/7/0123456789abcdef.jpg', alt: 'Les deux terrains' }],
      safetyVideoUrl: 'https://videos.exemple.fr/consignes.mp4',
    });
    expect(server.requests[0]?.url).toBe('/api/v2/multisalle/detail?sCle=avec-fiche');
    // The elements' shared hall leaves them out: the script-tag bundles never show them.
    expect(await fetchHallByKey('avec-fiche')).not.toHaveProperty('photos');
  });

  it('accepts the hall wrapped under the product word', async () => {
    configure({ fetch: answering({ status: 200, body: { multisalle: wireHall(3) } }).fetch });
    expect((await fetchHallByKey('salle-3'))?.id).toBe(3);
  });

  it('resolves undefined for an unknown key', async () => {
    configure({ fetch: answering({ status: 404, body: { sCodeErreur: 'MULTISALLE-001' } }).fetch });
    await expect(fetchHallByKey('nope')).resolves.toBeUndefined();
  });

  it(`makes one request for the elements of a page asking the same hall within ${HALL_SHARE_MS / 1000} s`, async () => {
    const server = answering({ status: 200, body: wireHall(4, { cle: 'partage' }) });
    configure({ fetch: server.fetch });
    const [first, second] = await Promise.all([fetchHallByKey('partage'), fetchHallByKey('partage')]);
    expect(await fetchHallByKey('partage')).toBe(first);
    expect(second).toBe(first);
    expect(server.requests).toHaveLength(1);
    // Once the time has passed, the hall is asked again (a changed description shows).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HALL_SHARE_MS + 1 });
    await fetchHallByKey('partage');
    vi.useRealTimers();
    expect(server.requests).toHaveLength(2);
  });

  it('does not keep a failure: the next element asks again', async () => {
    let isDown = true;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const server = answering(async () => (isDown ? json(502, {}) : json(200, wireHall(6, { cle: 'panne' }))));
    configure({ fetch: server.fetch });
    await expect(fetchHallByKey('panne', { silent: true })).rejects.toThrow();
    isDown = false;
    expect((await fetchHallByKey('panne'))?.id).toBe(6);
    expect(server.requests).toHaveLength(2);
  });
});
