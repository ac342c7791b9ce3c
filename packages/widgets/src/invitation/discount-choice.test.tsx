import { configure, createMemoryStorage, resetConfig } from '@multisalle/core';
import { fakeServer, TEST_ID, TEST_TOKEN, testInvitation, v2Token } from '@multisalle/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { discountTexts } from '../discounts/texts';
import { InvitationPanel } from './InvitationPanel';

// Spec 1 « Invitation page »: « A payment section and a discount choice appear only when paiementRequis is
// true and the user (or a family member) accepts »; the submit item carries `discounts`.

const student = { id: 7, label: 'Tarif étudiant', cumulative: true, codeCumulable: true, valeurPourcent: 20 };
const member = { id: 9, label: 'Membre 3 €', cumulative: true, codeCumulable: true, valeur: 300 };

function start(invitation = testInvitation({ players: ['orga'], reservation: { paiementRequis: true } })) {
  const server = fakeServer({
    'GET /api/v2/reservations/groupe/invitation': { status: 200, body: invitation },
    'GET /api/v2/user/12/discount/multisalle/1': {
      status: 200,
      body: { statusBasedDiscounts: [student, member] },
    },
    'POST /api/v2/invitation/reponse': { status: 200, body: { succes: true } },
  });
  configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
  render(<InvitationPanel reservationId={TEST_ID} token={TEST_TOKEN} hasVerifiedPhone />);
  return server;
}

afterEach(() => resetConfig());

describe('the discount choice of the invitation panel', () => {
  it("shows the player's discounts of the hall once they accept, and sends the chosen one with the accept", async () => {
    const server = start();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'ACCEPTER' }));
    const select = await screen.findByRole('combobox', { name: discountTexts.choose });
    expect(screen.getByRole('heading', { name: 'Réduction' })).toBeVisible();
    expect(select).toHaveAccessibleDescription(discountTexts.note);
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Sans réduction',
      'Tarif étudiant',
      'Membre 3 €',
    ]);
    await user.selectOptions(select, 'Tarif étudiant');
    await user.click(screen.getByRole('button', { name: 'VALIDER MA RÉPONSE' }));
    await waitForAnswer(server);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      uuidReservation: TEST_ID,
      uuidInvitation: TEST_TOKEN,
      reponses: [{ idUser: 40, reponse: 2, discounts: [7] }],
    });
  });

  it('hides the choice for a maybe or a refusal, and sends no discount with them', async () => {
    const server = start();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'ACCEPTER' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: discountTexts.choose }),
      'Membre 3 €',
    );
    await user.click(screen.getByRole('radio', { name: 'PEUT-ÊTRE' }));
    expect(screen.queryByRole('combobox', { name: discountTexts.choose })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'VALIDER MA RÉPONSE' }));
    await waitForAnswer(server);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      reponses: [{ idUser: 40, reponse: 0, discounts: [] }],
    });
  });

  it('says « Aucune réduction disponible » when the player has none in this hall', async () => {
    const server = fakeServer({
      'GET /api/v2/reservations/groupe/invitation': {
        status: 200,
        body: testInvitation({ players: ['orga'], reservation: { paiementRequis: true } }),
      },
      'GET /api/v2/user/12/discount/multisalle/1': { status: 200, body: { statusBasedDiscounts: [] } },
    });
    configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
    render(<InvitationPanel reservationId={TEST_ID} token={TEST_TOKEN} hasVerifiedPhone />);
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'ACCEPTER' }));
    expect(await screen.findByText(discountTexts.none)).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("shows the player's earlier choice again", async () => {
    start(
      testInvitation({
        players: ['orga'],
        reservation: { paiementRequis: true },
        me: { reponse: 2, reductions: [9] },
      }),
    );
    const select = await screen.findByRole('combobox', { name: discountTexts.choose });
    expect(await screen.findByRole('option', { name: 'Membre 3 €', selected: true })).toBeInTheDocument();
    expect(select).toHaveValue('9');
  });

  it('offers none without a payment, when the organiser pays alone, or to the organiser', async () => {
    for (const invitation of [
      testInvitation({ players: ['orga'], reservation: { paiementRequis: false } }),
      testInvitation({ players: ['orga'], reservation: { paiementRequis: true, partagePaiement: false } }),
      testInvitation({
        players: ['orga'],
        reservation: { paiementRequis: true },
        me: { idContact: 1, reponse: 2, organisateur: true },
      }),
    ]) {
      const view = renderPanel(invitation);
      const accept = await screen.findByRole('radio', { name: 'ACCEPTER' });
      if (!(accept as HTMLInputElement).checked) await userEvent.setup().click(accept);
      expect(screen.getByText('Votre réponse')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Réduction' })).toBeNull();
      view.unmount();
    }
  });
});

function renderPanel(invitation: ReturnType<typeof testInvitation>) {
  const server = fakeServer({
    'GET /api/v2/reservations/groupe/invitation': { status: 200, body: invitation },
  });
  configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
  return render(<InvitationPanel reservationId={TEST_ID} token={TEST_TOKEN} hasVerifiedPhone />);
}

/** Waits until the panel has sent its answer. */
async function waitForAnswer(server: ReturnType<typeof fakeServer>) {
  await expect.poll(() => server.requests.some((r) => r.method === 'POST')).toBe(true);
}
