import {
  configure,
  createMemoryStorage,
  formatTimeIn,
  invitationStorageKeys,
  onToast,
  resetConfig,
  type ToastMessage,
  type WireInvitation,
  waitingListTexts,
} from '@multisalle/core';
import { fakeServer, readText, TEST_ID, TEST_TOKEN, testInvitation, v2Token } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvitationPanel } from './InvitationPanel';

// Beyond the spec: the waiting list on a full reservation, as the invitation panel shows it.

const ID = TEST_ID;
const TOKEN = TEST_TOKEN;

/** A full 4-place reservation read by contact 40 (not on it); `spot` is their waiting-list spot. */
function fullInvitation(
  spot: Partial<WireInvitation['listeAttente']> = {},
  isSignedIn = true,
): WireInvitation {
  return testInvitation({
    isSignedIn,
    listeAttente: { enAttente: 0, position: null, placeReserveeJusqua: null, ...spot },
  });
}

let toasts: ToastMessage[];
let stopToasts: () => void;
beforeEach(() => {
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  resetConfig();
});

describe('the waiting list in the invitation panel', () => {
  it('on a full reservation, « Me prévenir si une place se libère » puts the player in line, then shows the position and lets them leave', async () => {
    let spot: Partial<WireInvitation['listeAttente']> = {};
    const server = fakeServer({
      'GET /api/v2/reservations/groupe/invitation': () => ({ status: 200, body: fullInvitation(spot) }),
      'POST /api/v2/reservation/liste_attente': () => {
        spot = { enAttente: 2, position: 2 };
        return { status: 200, body: { position: 2 } };
      },
      'DELETE /api/v2/reservation/liste_attente': () => {
        spot = { enAttente: 1 };
        return { status: 200, body: { succes: true } };
      },
    });
    configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
    render(<InvitationPanel reservationId={ID} token={TOKEN} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Cette réservation est complète.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'COMPLET' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: waitingListTexts.join }));
    expect(await screen.findByText("Vous êtes n° 2 sur la liste d'attente.")).toBeVisible();
    expect(toasts.map((t) => t.message)).toContain(waitingListTexts.joined);
    const joined = server.requests.find((r) => r.method === 'POST');
    expect(joined?.body).toEqual({ uuidReservation: ID, uuidInvitation: TOKEN });

    await user.click(screen.getByRole('button', { name: waitingListTexts.leave }));
    expect(await screen.findByRole('button', { name: waitingListTexts.join })).toBeEnabled();
    expect(toasts.map((t) => t.message)).toContain(waitingListTexts.left);
  });

  it('a place held for the player: its end time shows and ACCEPTER is open to them', async () => {
    const until = '2026-12-01T16:30:00.000Z';
    const held = fullInvitation({ placeReserveeJusqua: until });
    held.reservation.nbPlaceRestante = 1;
    const server = fakeServer({
      'GET /api/v2/reservations/groupe/invitation': { status: 200, body: held },
    });
    configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
    render(<InvitationPanel reservationId={ID} token={TOKEN} />);
    // « 17h30 » in the reader's time zone, written as the product writes times.
    const time = formatTimeIn(new Date(until), undefined);
    expect(time).toMatch(/^\d\dh\d\d$/);
    expect(await screen.findByText(readText(waitingListTexts.heldUntil(time)))).toBeVisible();
    expect(screen.getByRole('radio', { name: 'ACCEPTER' })).toBeEnabled();
    expect(screen.queryByText('Cette réservation est complète.')).toBeNull();
  });

  it('a visitor is asked to sign in; the invitation is kept so the sign-in brings them back', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer({
      'GET /api/v2/reservations/groupe/invitation': { status: 200, body: fullInvitation({}, false) },
    });
    configure({ fetch: server.fetch, storage, getToken: () => null });
    let signInAsked = 0;
    render(<InvitationPanel reservationId={ID} token={TOKEN} onSignInRequired={() => signInAsked++} />);
    const notice = (await screen.findByText('Cette réservation est complète.')).parentElement as HTMLElement;
    expect(within(notice).getByText(waitingListTexts.signIn)).toBeVisible();
    await userEvent.setup().click(within(notice).getByRole('button', { name: waitingListTexts.join }));
    expect(signInAsked).toBe(1);
    expect(storage.getItem(invitationStorageKeys.reservationId)).toBe(ID);
    expect(storage.getItem(invitationStorageKeys.toSave)).toBe('false');
  });
});
