import type { WireReservationLine } from '@multisalle/core';
import { TEST_RESERVATION_ID, testParticipant, testWireReservation } from '@multisalle/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, v2Token, wireProfile } from '../account/test-support.tsx';

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(() => cleanup());

const ID = TEST_RESERVATION_ID;

/** A coming 4-place reservation user 12 (contact 40) accepted, with `left` places left. */
function line(left: number, extra: WireReservationLine['participants'] = []): WireReservationLine {
  const participants = [testParticipant(1, 'orga', true), testParticipant(40, 'leam'), ...extra];
  return {
    ...testWireReservation({ participants, reservation: { nbPlaceRestante: left } }),
    aVenir: true,
    organisateurMoi: false,
    maReponse: 2,
    jetonInvitation: 'f'.repeat(32),
    monCodePin: null,
    listeAttente: [],
  };
}

describe('MES RÉSERVATIONS: adding family members to a reservation (spec 1 sections 7 and 8)', () => {
  it('adds the chosen members, no more than the places left, and says so for several', async () => {
    localStorage.setItem('token', v2Token());
    let reservation = line(2);
    const sent: unknown[] = [];
    const members = ['jules', 'lina', 'zoe'].map((pseudo, i) => ({
      id: 5 + i,
      nom: 'Martin',
      prenom: pseudo,
      pseudo,
      mineur: true,
    }));
    const site = await renderSite(`/profile/${ID}?q=reservation`, {
      'GET /api/v2/users/12': { status: 200, body: wireProfile },
      'GET /api/v2/user/12/liste_reservations': () => ({
        status: 200,
        body: { reservations: [reservation] },
      }),
      'GET /api/v2/user/parent': { status: 200, body: { contacts: members } },
      'POST /api/v2/invitation/reponse': (body) => {
        sent.push(body);
        reservation = line(0, [
          {
            id: 5,
            pseudo: 'jules',
            nom: 'M',
            prenom: 'J',
            identifiant: 'jules',
            organisateur: false,
            reponse: 2,
            ajoutePar: 'leam',
          },
          {
            id: 6,
            pseudo: 'lina',
            nom: 'M',
            prenom: 'L',
            identifiant: 'lina',
            organisateur: false,
            reponse: 2,
            ajoutePar: 'leam',
          },
        ]);
        return { status: 200, body: { succes: true } };
      },
    });
    cleanup = site.cleanup;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'AJOUTER DES MEMBRES DE MA FAMILLE' }));
    const group = await screen.findByRole('group', { name: 'Membres de ma famille à ajouter' });
    await user.click(within(group).getByRole('checkbox', { name: 'jules' }));
    await user.click(within(group).getByRole('checkbox', { name: 'lina' }));
    // Two places were left: the third member cannot be chosen.
    expect(within(group).getByRole('checkbox', { name: 'zoe' })).toBeDisabled();
    await user.click(within(group).getByRole('button', { name: 'AJOUTER À LA RÉSERVATION' }));
    await expect.poll(() => site.messages()).toContain('Les contacts ont bien été ajoutés à la réservation');
    expect(sent).toEqual([
      {
        uuidReservation: ID,
        uuidInvitation: 'f'.repeat(32),
        reponses: [
          { idUser: 5, reponse: 2, discounts: [] },
          { idUser: 6, reponse: 2, discounts: [] },
        ],
      },
    ]);
    expect(await screen.findByText('jules : a accepté')).toBeInTheDocument();
  });
});
