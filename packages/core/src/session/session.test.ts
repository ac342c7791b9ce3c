import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig, type StorageLike } from '../config';
import { apiRequest } from '../http';
import { forgetPendingPick, keepPendingPick } from '../stores/pending-pick';
import { fakeJwt, fakeServer, v2Token, wireProfile } from '../testing';
import { onToast, type ToastMessage } from '../toasts';
import {
  $session,
  initSession,
  login,
  logout,
  onSessionEnded,
  postLoginTarget,
  setAfterLoginCheck,
  setPendingInvitationPath,
  setTokenCutoff,
} from './index';

let storage: StorageLike;
let toasts: ToastMessage[];
let ended: number;
let stops: (() => void)[];

beforeEach(() => {
  storage = createMemoryStorage();
  toasts = [];
  ended = 0;
  stops = [onToast((toast) => toasts.push(toast)), onSessionEnded(() => ended++)];
  configure({ storage, onLogout: () => void logout({ revoke: false }) });
});

afterEach(async () => {
  for (const stop of stops) stop();
  await logout({ revoke: false });
  setAfterLoginCheck();
  setPendingInvitationPath();
  setTokenCutoff();
  resetConfig();
});

const adminToken = fakeJwt({ nIdContact: 40, userId: 12, aud: 'admin', iat: Math.floor(Date.now() / 1000) });

describe('login (spec 1 section 4)', () => {
  it('runs the admin Connexion, then v2 auth, stores both tokens and loads the profile', async () => {
    const token = v2Token();
    const server = fakeServer({
      'POST /api/admin/Connexion': { status: 200, body: { bSucces: 1, szToken: adminToken } },
      'POST /api/v2/auth': { status: 200, body: { token } },
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
    });
    configure({ fetch: server.fetch });
    const order: string[] = [];
    setAfterLoginCheck(() => {
      order.push('check');
    });

    await expect(login('  lea@example.fr ', 'motdepasse1')).resolves.toBe(true);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/admin/Connexion',
      'POST /api/v2/auth',
      'GET /api/v2/users/12',
    ]);
    expect(server.requests[0]?.body).toEqual({
      szIdentifiant: 'lea@example.fr',
      szMotDePasse: 'motdepasse1',
    });
    expect(server.requests[1]?.body).toEqual({ email: 'lea@example.fr', password: 'motdepasse1' });
    expect(server.requests[2]?.authorization).toBe(`Bearer ${token}`);
    expect(storage.getItem('token')).toBe(token);
    expect(storage.getItem('fa-token')).toBe(adminToken);
    expect(order).toEqual(['check']);
    const session = $session.get();
    expect(session.user).toEqual({ userId: 12, contactId: 40 });
    expect(session.profile).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
      pseudonym: 'leam',
      pinCode: '4821',
    });
    expect(session.isLoading).toBe(false);
  });

  it('swallows an admin failure and toasts the v2 message on wrong credentials, storing nothing', async () => {
    const wrong = { status: 401, body: { sCodeErreur: 'CONNEXION-001', szErreur: 'bad' } };
    const server = fakeServer({
      'POST /api/admin/Connexion': wrong,
      'POST /api/v2/auth': { ...wrong, body: { sCodeErreur: 'CONNEXION-000' } },
    });
    configure({ fetch: server.fetch });

    await expect(login('lea@example.fr', 'faux')).resolves.toBe(false);

    expect(toasts.map((t) => t.message)).toEqual(['Identifiant ou mot de passe invalide.']);
    expect(storage.getItem('token')).toBeNull();
    expect($session.get().token).toBeNull();
    expect(ended).toBe(0);
  });

  it('shows the not-activated and rate-limit descriptions', async () => {
    const description = "Votre compte n'est pas encore activé\u00a0: cliquez sur le lien reçu par mail.";
    configure({ fetch: fakeServer({ 'POST /api/v2/auth': { status: 403, body: { description } } }).fetch });
    await login('lea@example.fr', 'motdepasse1');
    const tooMany = 'Trop de tentatives, veuillez réessayer dans quelques minutes.';
    configure({
      fetch: fakeServer({ 'POST /api/v2/auth': { status: 429, body: { description: tooMany } } }).fetch,
    });
    await login('lea@example.fr', 'motdepasse1');
    expect(toasts.map((t) => t.message)).toEqual([description, tooMany]);
  });

  it('step 3: goes back after a hall page, else to the stored invitation, else to /profile', () => {
    expect(postLoginTarget('/multisalle/padel-park')).toBe('back');
    expect(postLoginTarget('/multisalle/article/sport-entre-amis')).toBe('/profile');
    expect(postLoginTarget('/cart')).toBe('/profile');
    expect(postLoginTarget(null)).toBe('/profile');
    setPendingInvitationPath(() => '/invitation/42/jeton');
    expect(postLoginTarget('/cart')).toBe('/invitation/42/jeton');
    expect(postLoginTarget('/multisalle/padel-park')).toBe('back');
  });

  it('step 3: a slot picked on a partner page and waiting for the sign-in leads to /cart first', () => {
    setPendingInvitationPath(() => '/invitation/42/jeton');
    keepPendingPick({ hallKey: 'padel-park', sportId: 2, slotId: 906218731, zoneId: 3, returnUrl: null });
    expect(postLoginTarget('/multisalle/padel-park')).toBe('/cart');
    expect(postLoginTarget(null)).toBe('/cart');
    forgetPendingPick();
    expect(postLoginTarget(null)).toBe('/invitation/42/jeton');
    // A pick older than the activation link's 7 days no longer counts.
    keepPendingPick(
      { hallKey: 'padel-park', sportId: 2, slotId: 906218731, zoneId: 3, returnUrl: null },
      new Date(Date.now() - 8 * 24 * 3600 * 1000),
    );
    expect(postLoginTarget('/multisalle/padel-park')).toBe('back');
    expect(storage.getItem('choixEnAttente')).toBeNull();
  });
});

describe('session load and cut-off (spec 1 sections 4 and 9)', () => {
  it('loads the user and profile from a stored token issued after the cut-off', async () => {
    storage.setItem('token', v2Token());
    configure({ fetch: fakeServer({ 'GET /api/v2/users/12': { status: 200, body: wireProfile } }).fetch });
    await initSession();
    expect($session.get().profile?.email).toBe('lea@example.fr');
  });

  it('logs out a token issued before the mid-2024 cut-off (2024-06-30T00:00:00Z), without calling the server', async () => {
    storage.setItem('token', v2Token(new Date('2024-06-29T23:59:59Z')));
    storage.setItem('fa-token', adminToken);
    storage.setItem('cart', '{"id":1}');
    const server = fakeServer({});
    configure({ fetch: server.fetch });

    await initSession();

    expect(server.requests).toEqual([]);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('fa-token')).toBeNull();
    expect(storage.getItem('cart')).toBeNull();
    expect($session.get().user).toBeNull();
    expect(ended).toBe(1);
  });

  it('keeps a token issued right at the cut-off, and follows a configured cut-off', async () => {
    configure({ fetch: fakeServer({ 'GET /api/v2/users/12': { status: 200, body: wireProfile } }).fetch });
    const mayToken = v2Token(new Date('2025-05-01T00:00:00Z'));
    // Expired by now, so use a cut-off check without exp: only iat matters here.
    const { isTokenUsable } = await import('./token');
    expect(isTokenUsable(mayToken, Date.parse('2025-05-02T00:00:00Z'))).toBe(true);
    setTokenCutoff('2025-06-01T00:00:00Z');
    expect(isTokenUsable(mayToken, Date.parse('2025-05-02T00:00:00Z'))).toBe(false);
    expect(isTokenUsable(v2Token(new Date('2024-06-30T00:00:00Z')), Date.parse('2024-07-01T00:00:00Z'))).toBe(
      false,
    );
    setTokenCutoff();
    expect(isTokenUsable(v2Token(new Date('2024-06-30T00:00:00Z')), Date.parse('2024-07-01T00:00:00Z'))).toBe(
      true,
    );
  });

  it('logs out an expired or unreadable stored token', async () => {
    storage.setItem('token', 'pas-un-jwt');
    await initSession();
    expect(storage.getItem('token')).toBeNull();
  });
});

describe('logout (spec 1 sections 4 and 8)', () => {
  it('revokes the token on the server, clears token, fa-token, cart and user, and ends the session', async () => {
    const token = v2Token();
    storage.setItem('token', token);
    storage.setItem('fa-token', adminToken);
    storage.setItem('cart', '{}');
    const server = fakeServer({
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'POST /api/v2/logout': { status: 204 },
    });
    configure({ fetch: server.fetch });
    await initSession();

    await logout();

    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v2/logout',
      authorization: `Bearer ${token}`,
    });
    expect(['token', 'fa-token', 'cart'].map((key) => storage.getItem(key))).toEqual([null, null, null]);
    expect($session.get()).toEqual({ token: null, user: null, profile: null, isLoading: false });
    expect(ended).toBe(1);
  });

  it('a 401 on any secure call logs out with "Session expirée, veuillez vous reconnecter."', async () => {
    storage.setItem('token', v2Token());
    const expired = { status: 401, body: { description: 'Session expirée, veuillez vous reconnecter.' } };
    configure({
      fetch: fakeServer({
        'GET /api/v2/users/12': { status: 200, body: wireProfile },
        'GET /api/v2/user/12/liste_reservations': expired,
      }).fetch,
    });
    await initSession();
    expect($session.get().user).not.toBeNull();

    await expect(apiRequest('v2', '/user/12/liste_reservations', { secure: true })).rejects.toThrow();

    expect($session.get().user).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(ended).toBe(1);
    expect(toasts.map((t) => t.message)).toEqual(['Session expirée, veuillez vous reconnecter.']);
  });

  it('a 400 logs out too, and a visitor without session is not sent anywhere', async () => {
    configure({ fetch: fakeServer({ 'GET /api/v2/x': { status: 400, body: {} } }).fetch });
    await expect(apiRequest('v2', '/x')).rejects.toThrow();
    expect(ended).toBe(0);
  });
});
