import { configure, createMemoryStorage, resetConfig } from '@multisalle/core';
import { fakeServer, TEST_ID, TEST_TOKEN, testInvitation, v2Token } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InvitationPanel } from './InvitationPanel';

// Spec 1 « Invitation page », « Phone verification »: a player whose number is not verified checks it by an
// SMS code in the « VALIDATION TÉLÉPHONE » modal before accepting. Here as in an element: no session, only
// the token the host handed over, so the phone comes from the invitation's read.

afterEach(() => resetConfig());

describe('the phone step of the invitation panel without a session', () => {
  it('asks for the SMS code before an accept, then reads the invitation again and lets the answer go', async () => {
    let isVerified = false;
    const server = fakeServer({
      'GET /api/v2/reservations/groupe/invitation': () => ({
        status: 200,
        body: testInvitation({
          players: ['orga'],
          ignorerEtapePaiement: false,
          me: isVerified
            ? { portable: '0612345678', portableVerifie: true }
            : { portable: '', portableVerifie: false },
        }),
      }),
      'POST /api/v2/portable/enregistrement_portable': { status: 200, body: { bSucces: true } },
      'POST /api/v2/portable/controle_portable': () => {
        isVerified = true;
        return { status: 200, body: { bSucces: true } };
      },
      'POST /api/v2/invitation/reponse': { status: 200, body: { succes: true } },
    });
    configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
    render(<InvitationPanel reservationId={TEST_ID} token={TEST_TOKEN} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: 'ACCEPTER' }));
    expect(screen.getByText("Vous n'avez pas encore de numéro vérifié.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'VALIDER MA RÉPONSE' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const dialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    // The number must have 10 digits (spec 1 section 5).
    await user.type(within(dialog).getByLabelText('Numéro de portable'), '061234567');
    await user.click(within(dialog).getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }));
    expect(within(dialog).getByLabelText('Numéro de portable')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Numéro de portable'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }));
    expect(await within(dialog).findByRole('button', { name: 'RENVOYER LE CODE' })).toBeVisible();
    await user.type(within(dialog).getByLabelText('Code de validation'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDER' }));

    await expect.poll(() => screen.queryByRole('button', { name: 'VÉRIFIER MON NUMÉRO' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'VALIDER MA RÉPONSE' });
    await expect.poll(() => (submit as HTMLButtonElement).disabled).toBe(false);
    expect(server.requests.find((r) => r.path.endsWith('/controle_portable'))?.body).toEqual({
      portable: '0612345678',
      code: '123456',
    });
    await user.click(submit);
    await expect.poll(() => server.requests.some((r) => r.path.endsWith('/invitation/reponse'))).toBe(true);
  });
});
