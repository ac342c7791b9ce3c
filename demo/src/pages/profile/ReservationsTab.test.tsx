import type { WireReservationLine } from '@multisalle/core';
import { testParticipant, testWireReservation } from '@multisalle/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, v2Token, wireProfile } from '../account/test-support.tsx';

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(() => cleanup());

/** A coming game user 12 organises, on `date`, its invitation link shared. */
function organised(id: string, date: string): WireReservationLine {
  return {
    ...testWireReservation({ participants: [testParticipant(40, 'leam', true)], reservation: { date } }),
    id_reservation: id,
    aVenir: true,
    organisateurMoi: true,
    maReponse: 2,
    jetonInvitation: 'f'.repeat(32),
    monCodePin: null,
    listeAttente: [],
  };
}

const next = '00000000-0000-4000-8000-00000000000a';
const later = '00000000-0000-4000-8000-00000000000b';

describe('MES RÉSERVATIONS on a phone', () => {
  it('opens the next game, shows each game opens, and hands the whole invitation link with « Copier le lien »', async () => {
    localStorage.setItem('token', v2Token());
    const user = userEvent.setup();
    const site = await renderSite('/profile?q=reservation', {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'GET /api/v2/user/12/liste_reservations': {
        status: 200,
        body: { reservations: [organised(next, '2026-12-01'), organised(later, '2026-12-08')] },
      },
      'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: null } },
    });
    cleanup = site.cleanup;
    const coming = await screen.findByRole('region', { name: 'À VENIR' });
    const [first, second] = Array.from(coming.querySelectorAll('details'));
    // The next game is open by default, the others closed; every summary ends with its chevron.
    expect(first).toHaveAttribute('open');
    expect(second).not.toHaveAttribute('open');
    expect(coming.querySelectorAll('summary .reservation-item__chevron')).toHaveLength(2);

    // The sharing switch is a switch; the link is whole and readable, with its copy button.
    expect(
      within(first as HTMLElement).getByRole('switch', { name: "Autoriser le partage du lien d'invitation" }),
    ).toBeChecked();
    const shared = within(first as HTMLElement).getByRole('group', { name: "Lien d'invitation" });
    const url = `${location.origin}/invitation/${next}/${'f'.repeat(32)}`;
    expect(within(shared).getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(within(shared).queryByRole('textbox')).toBeNull();
    await user.click(within(shared).getByRole('button', { name: 'Copier le lien' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(site.messages()).toContain(
      "Le lien d'invitation est copié\u00a0: collez-le dans un message à vos amis.",
    );
    // No share sheet in this browser: no « Partager » button that would do nothing.
    expect(within(shared).queryByRole('button', { name: 'Partager' })).toBeNull();
  });
});

describe('MES RÉSERVATIONS: who has arrived', () => {
  it("shows « Arrivé à 18h32 » beside a participant the hall's door let in, and nothing beside the others", async () => {
    localStorage.setItem('token', v2Token());
    const line = organised(next, '2026-12-01');
    const game: WireReservationLine = {
      ...line,
      participants: [
        testParticipant(40, 'leam', true),
        testParticipant(41, 'camille'),
        testParticipant(42, 'noa'),
      ],
      arrivees: [{ idContact: 41, arriveLe: '2026-12-01T18:32:10+01:00' }],
    };
    const site = await renderSite('/profile?q=reservation', {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'GET /api/v2/user/12/liste_reservations': { status: 200, body: { reservations: [game] } },
      'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: null } },
    });
    cleanup = site.cleanup;
    const coming = await screen.findByRole('region', { name: 'À VENIR' });
    const people = within(coming).getAllByRole('listitem');
    const camille = people.find((item) => item.textContent?.startsWith('camille'));
    expect(camille).toHaveTextContent('Arrivé à 18h32');
    for (const other of people.filter((item) => item !== camille))
      expect(other).not.toHaveTextContent('Arrivé');
  });
});

describe('MES RÉSERVATIONS, live', () => {
  it("shows a friend who just accepted the organiser's game without a reload", async () => {
    localStorage.setItem('token', v2Token());
    const encoder = new TextEncoder();
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    let hasFriend = false;
    const game = () => ({
      ...organised(next, '2026-12-01'),
      participants: [testParticipant(40, 'leam', true), ...(hasFriend ? [testParticipant(41, 'samir')] : [])],
    });
    const site = await renderSite(
      '/profile?q=reservation',
      {
        'GET /api/v2/users/12': { status: 200, body: wireProfile },
        'GET /api/v2/user/12/liste_reservations': () => ({ status: 200, body: { reservations: [game()] } }),
        'GET /api/v2/paiement/alias': { status: 200, body: { bSucces: true, oReponse: null } },
      },
      {
        // The player's stream, which the test writes into as the server would.
        wrapFetch: (fetch) => async (input, init) =>
          String(input).endsWith('/user/12/reservations/flux')
            ? new Response(
                new ReadableStream<Uint8Array>({
                  start: (controller) => {
                    stream = controller;
                  },
                }),
                { headers: { 'content-type': 'text/event-stream' } },
              )
            : fetch(input, init),
      },
    );
    cleanup = site.cleanup;
    const coming = await screen.findByRole('region', { name: 'À VENIR' });
    expect(within(coming).getByText('leam (organisateur) : a accepté')).toBeVisible();
    expect(within(coming).queryByText(/samir/)).toBeNull();

    hasFriend = true;
    await vi.waitFor(() => expect(stream).toBeDefined());
    stream?.enqueue(encoder.encode(`event: reservation\ndata: {"idReservation":"${next}"}\n\n`));
    expect(await within(coming).findByText('samir : a accepté')).toBeVisible();
  });
});
