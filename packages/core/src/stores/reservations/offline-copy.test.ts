import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { initSession, logout } from '../../session/login';
import { clearSessionState } from '../../session/store';
import { fakeServer, type Reply, v2Token, wireProfile } from '../../session/test-server';
import { offlineDatabaseName } from '../../storage/offline-vault';
import { testParticipant, testWireReservation } from '../invitation/test-wire';
import { $reservations, loadQrCode, loadReservations } from './index';
import { readOfflineCopy } from './offline-copy';
import type { WireReservationLine } from './types';

// A real IndexedDB (fake-indexeddb runs the W3C API in memory): the copy is written, read and deleted
// the way a browser does it.

const coming = '00000000-0000-4000-8000-00000000000a';
const past = '00000000-0000-4000-8000-00000000000b';
const leaToken = v2Token();
const tomToken = v2Token(new Date(), { userId: 13, nIdContact: 41 });

/** User 12 (contact 40, « leam ») on a coming game with a family member and another player, and a past one. */
function leaReservations(): WireReservationLine[] {
  const line = (id: string, aVenir: boolean): WireReservationLine => ({
    ...testWireReservation({
      participants: [
        testParticipant(1, 'orga', true),
        testParticipant(40, 'leam'),
        { ...testParticipant(50, 'lou'), ajoutePar: 'leam' },
        { ...testParticipant(60, 'max'), reponse: 0 },
      ],
    }),
    id_reservation: id,
    aVenir,
    organisateurMoi: false,
    maReponse: 2,
    jetonInvitation: 'f'.repeat(32),
    monCodePin: null,
    listeAttente: [],
  });
  return [line(coming, true), line(past, false)];
}

const qrSvg = (reservationId: string, contactId: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><title>${reservationId}/${contactId}</title></svg>`;
const asDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

let storage: ReturnType<typeof createMemoryStorage>;
let isOnline: boolean;
let qrRequests: string[];

/** The API: JSON routes, and the QR codes as SVG text like the server's route; offline, every call throws. */
function serve(routes: Record<string, Reply>, { keep = true } = {}) {
  const json = fakeServer({ 'GET /api/v2/users/12': { status: 200, body: wireProfile }, ...routes });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isOnline) throw new TypeError('Failed to fetch');
    const match = String(input).match(/\/qrcode\/participant\/([^/]+)\/(\d+)$/);
    if (!match) return json.fetch(input, init);
    qrRequests.push(`${match[1]}/${match[2]}`);
    return new Response(qrSvg(match[1] ?? '', Number(match[2])), {
      headers: { 'content-type': 'image/svg+xml' },
    });
  }) as typeof globalThis.fetch;
  configure({ storage, fetch, keepReservationsOffline: keep });
}

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name);

/** Signs Léa in, loads MES RÉSERVATIONS online and waits until the copy is on the device. */
async function leaLoadsOnline() {
  storage.setItem('token', leaToken);
  serve({
    'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations: leaReservations() } },
  });
  await initSession();
  await loadReservations();
  await vi.waitFor(async () => expect(await readOfflineCopy(12)).not.toBeNull());
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  isOnline = true;
  qrRequests = [];
  vi.stubGlobal('navigator', {
    get onLine() {
      return isOnline;
    },
  });
  storage = createMemoryStorage();
});
afterEach(() => {
  clearSessionState();
  resetConfig();
  vi.unstubAllGlobals();
});

describe('the offline copy of MES RÉSERVATIONS', () => {
  it('keeps the coming games and the codes of the player and their family, in a database named after the player', async () => {
    await leaLoadsOnline();
    expect(await databaseNames()).toEqual([offlineDatabaseName(12)]);
    expect(offlineDatabaseName(12)).toBe('multisalle-hors-ligne-12');
    const copy = await readOfflineCopy(12);
    expect(copy?.reservations.map((r) => r.id_reservation)).toEqual([coming]);
    // Léa's code and the one of Lou, whom she added; never the organiser's or another player's.
    expect(Object.keys(copy?.qrCodes ?? {}).sort()).toEqual([`${coming}/40`, `${coming}/50`]);
    expect(copy?.qrCodes[`${coming}/40`]).toBe(asDataUrl(qrSvg(coming, 40)));
    // What the page shows of the others is kept (pseudonym, answer), not their names.
    const people = copy?.reservations[0]?.participants ?? [];
    expect(people.map((p) => p.pseudo)).toEqual(['orga', 'leam', 'lou', 'max']);
    expect(people.every((p) => p.nom === '' && p.prenom === '' && p.identifiant === '')).toBe(true);
    expect(Date.parse(copy?.updatedAt ?? '')).toBe(Date.parse($reservations.get().updatedAt ?? ''));
    // The tab and the copy asked for the same codes at the same time: one request each.
    expect(qrRequests.sort()).toEqual([`${coming}/40`, `${coming}/50`]);
  });

  it('shows the copy offline, with the time of the last update, and its QR codes', async () => {
    await leaLoadsOnline();
    const { updatedAt } = $reservations.get();
    isOnline = false;
    await loadReservations();
    const shown = $reservations.get();
    expect(shown).toMatchObject({ isFetched: true, isOffline: true, updatedAt });
    expect(shown.reservations.map((r) => r.id_reservation)).toEqual([coming]);
    expect(await loadQrCode(coming, 50)).toBe(asDataUrl(qrSvg(coming, 50)));
    // A code never kept stays unknown.
    expect(await loadQrCode(coming, 60)).toBeNull();
  });

  it('falls back on the copy when the network fails while the browser thinks it is online', async () => {
    await leaLoadsOnline();
    serve({ 'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations: [] } } });
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    configure({ fetch: failing });
    await loadReservations();
    expect($reservations.get().isOffline).toBe(true);
    expect($reservations.get().reservations).toHaveLength(1);
    expect(await loadQrCode(coming, 40)).toBe(asDataUrl(qrSvg(coming, 40)));
  });

  it('deletes the copy on logout: offline afterwards, nothing of the player is left', async () => {
    await leaLoadsOnline();
    await logout();
    await vi.waitFor(async () => expect(await databaseNames()).toEqual([]));
    isOnline = false;
    storage.setItem('token', leaToken);
    await initSession();
    await loadReservations();
    expect($reservations.get()).toMatchObject({ isOffline: true, reservations: [], updatedAt: null });
    // Reading found nothing and created nothing.
    expect(await databaseNames()).toEqual([]);
  });

  it('deletes the copy when the server ends the session (401) and when the stored token has expired', async () => {
    await leaLoadsOnline();
    serve({ 'GET /api/v2/user/12/liste_reservations': { status: 401, body: { description: 'Expiré' } } });
    await loadReservations();
    await vi.waitFor(async () => expect(await databaseNames()).toEqual([]));

    await leaLoadsOnline();
    clearSessionState();
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    storage.setItem('token', v2Token(weekAgo));
    await initSession();
    await vi.waitFor(async () => expect(await databaseNames()).toEqual([]));
  });

  it("keeps nothing of another player: Léa's copy goes when Tom signs in, and Tom sees none of it", async () => {
    await leaLoadsOnline();
    storage.setItem('token', tomToken);
    serve({ 'GET /api/v2/users/13': { status: 200, body: wireProfile } });
    await initSession();
    await vi.waitFor(async () => expect(await databaseNames()).toEqual([]));
    isOnline = false;
    await loadReservations();
    expect($reservations.get()).toMatchObject({ isOffline: true, reservations: [] });
    expect(await loadQrCode(coming, 40)).toBeNull();
  });

  it('writes nothing when a logout comes while the copy is being made', async () => {
    storage.setItem('token', leaToken);
    serve({
      'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations: leaReservations() } },
    });
    await initSession();
    await loadReservations();
    // The QR codes are still on their way: the player signs out now.
    await logout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await databaseNames()).toEqual([]);
  });

  it('keeps nothing for a host that did not ask (a partner page)', async () => {
    storage.setItem('token', leaToken);
    serve(
      {
        'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations: leaReservations() } },
      },
      { keep: false },
    );
    await initSession();
    await loadReservations();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await databaseNames()).toEqual([]);
  });
});
