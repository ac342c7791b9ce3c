import {
  clearAcceptStep,
  configure,
  createMemoryStorage,
  keptInvitation,
  onToast,
  resetConfig,
  resetPaymentAlias,
  type ToastMessage,
  type WireInvitation,
} from '@multisalle/core';
import {
  fakePaymentServer,
  fakeServer,
  keepInvitation,
  type Reply,
  rawCardAnswer,
  TEST_ID,
  TEST_TOKEN,
  testInvitation,
  v2Token,
  wireHall,
} from '@multisalle/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvitationPanel } from './InvitationPanel';

// The server refuses an accept while the player lacks one of the hall's conditions, with a code
// the panel reads to open the matching step (the hall's conventions, the safety video, the phone check, the
// card form), the answer kept chosen; once the step is done the same answer goes again.

const refusal = (code: string): Reply => ({ status: 403, body: { sCodeErreur: code, szErreur: 'x' } });
const answered: Reply = { status: 200, body: { succes: true } };

let toasts: ToastMessage[];
let stopToasts: () => void;
beforeEach(() => {
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  clearAcceptStep();
  resetPaymentAlias();
  resetConfig();
});

/** Answers the invitation read with `invitation`, the answer with `answers` in turn (the last one stays). */
function serve(invitation: WireInvitation, answers: Reply[], more: Record<string, Reply> = {}) {
  const sent: unknown[] = [];
  const server = fakeServer({
    'GET /api/v2/reservations/groupe/invitation': { status: 200, body: invitation },
    'POST /api/v2/invitation/reponse': (body) => {
      sent.push(body);
      return answers[Math.min(sent.length, answers.length) - 1] ?? answered;
    },
    ...more,
  });
  configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
  return { server, sent };
}

/** Renders the panel, chooses ACCEPTER and sends it. */
async function acceptIn(onAnswered = vi.fn()) {
  render(<InvitationPanel reservationId={TEST_ID} token={TEST_TOKEN} onAnswered={onAnswered} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'ACCEPTER' }));
  await user.click(screen.getByRole('button', { name: 'VALIDER MA RÉPONSE' }));
  return { user, onAnswered };
}

const acceptOf = { idUser: 40, reponse: 2, discounts: [] };

describe('the invitation panel opens the step an accept was refused for', () => {
  it("MULTISALLE-003: the hall's conventions open with ACCEPTER kept; once validated, the answer goes again", async () => {
    const { server, sent } = serve(
      testInvitation({ players: ['orga'] }),
      [refusal('MULTISALLE-003'), answered],
      {
        'GET /api/v2/multisalle/1/conventions-a-valider': {
          status: 200,
          body: [
            {
              id: 5,
              multisalle: '/api/v2/multisalle/1',
              titre: 'Règlement intérieur',
              contenu: '<p>Respectez le matériel.</p>',
              validations: [{ libelle: "J'accepte le règlement" }],
            },
          ],
        },
        'POST /api/v2/multisalle/1/convention/5/valider': { status: 204 },
      },
    );
    const { user, onAnswered } = await acceptIn();

    const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    // The dialog is the answer: no toast over its title (at the top of a phone's screen) says it again.
    expect(toasts.map((toast) => toast.message)).not.toContain(
      'Veuillez valider les conventions de la salle.',
    );
    expect(screen.getByRole('radio', { name: 'ACCEPTER' })).toBeChecked();
    expect(sent).toHaveLength(1);
    // A press counts once the convention has shown for its settle time.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'ANNULER' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: "J'accepte le règlement" }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      expect.objectContaining({ reponses: [acceptOf] }),
      expect.objectContaining({ reponses: [acceptOf] }),
    ]);
    expect(server.requests.some((r) => r.path.endsWith('/convention/5/valider'))).toBe(true);
  });

  it('MULTISALLE-005: the safety video opens; once it has ended and is recorded, the answer goes again', async () => {
    const { server, sent } = serve(
      testInvitation({ players: ['orga'] }),
      [refusal('MULTISALLE-005'), answered],
      {
        'POST /api/v2/video/securite': { status: 201, body: { bSucces: true } },
      },
    );
    const { onAnswered } = await acceptIn();

    const dialog = await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(new URL(video.src).pathname).toBe('/videos/consignes-securite.webm');
    fireEvent.ended(video);

    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(server.requests.find((r) => r.path === '/api/v2/video/securite')?.body).toMatchObject({
      videoRegardee: true,
      idMultisalle: 1,
    });
    expect(sent).toHaveLength(2);
  });

  it('a step asked again right after it was done is not opened again: that refusal is toasted', async () => {
    const videoMissing = 'Veuillez regarder la vidéo des consignes de sécurité.';
    const { sent } = serve(testInvitation({ players: ['orga'] }), [refusal('MULTISALLE-005')], {
      'POST /api/v2/video/securite': { status: 201, body: { bSucces: true } },
    });
    const { onAnswered } = await acceptIn();

    const dialog = await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
    // The first refusal opens the video, without a toast over it.
    expect(toasts.map((toast) => toast.message)).not.toContain(videoMissing);
    fireEvent.ended(dialog.querySelector('video') as HTMLVideoElement);

    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(toasts.map((toast) => toast.message)).toContain(videoMissing));
    expect(screen.queryByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' })).not.toBeInTheDocument();
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it("MULTISALLE-005 in a hall with its own safety video: that one plays, not the site's", async () => {
    const own = 'https://videos.exemple.fr/consignes-ajaccio.mp4';
    const { server, sent } = serve(
      testInvitation({ players: ['orga'] }),
      [refusal('MULTISALLE-005'), answered],
      {
        // The halls' public sheets: the invitation's hall (1) has its own video, another has none.
        'GET /api/v2/multisalle': {
          status: 200,
          body: {
            multisalleListe: [
              wireHall(1, 'ajaccio', 'AJACCIO', { videoSecuriteRequise: true, urlVideoSecurite: own }),
              wireHall(2, 'bourges', 'BOURGES', { videoSecuriteRequise: true }),
            ],
          },
        },
        'POST /api/v2/video/securite': { status: 201, body: { bSucces: true } },
      },
    );
    const { onAnswered } = await acceptIn();

    const dialog = await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', own);
    // The hall's own video carries its captions itself.
    expect(video.querySelector('track')).toBeNull();
    fireEvent.ended(video);
    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(server.requests.find((r) => r.path === '/api/v2/video/securite')?.body).toMatchObject({
      idMultisalle: 1,
    });
    expect(sent).toHaveLength(2);
  });

  it('MULTISALLE-004: the phone step shows with its alert; once the number is verified, the answer goes again', async () => {
    // The page believed the number verified (a read from before): the server knows better.
    const { sent } = serve(
      testInvitation({ players: ['orga'], me: { portable: '', portableVerifie: true } }),
      [refusal('MULTISALLE-004'), answered],
      {
        'POST /api/v2/portable/enregistrement_portable': { status: 200, body: { bSucces: true } },
        'POST /api/v2/portable/controle_portable': { status: 200, body: { bSucces: true } },
      },
    );
    const { user, onAnswered } = await acceptIn();

    expect(
      await screen.findByText("Votre numéro de portable doit être vérifié par un code SMS avant d'accepter."),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('radio', { name: 'ACCEPTER' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const dialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    await user.type(within(dialog).getByLabelText('Numéro de portable'), '0612345678');
    await user.click(within(dialog).getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }));
    await user.type(await within(dialog).findByLabelText('Code de validation'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDER' }));

    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(2);
  });

  it('the answer kept before sign-in waits for the card the page lists (no refusal shown), then goes once, by itself, when the card is saved', async () => {
    const invitation = testInvitation({
      players: ['orga'],
      ignorerEtapePaiement: false,
      reservation: { paiementRequis: true },
    });
    const sent: unknown[] = [];
    let alias = false;
    const server = fakePaymentServer({
      clientEndpoint: `${location.origin}/sandbox-paiement`,
      other: (call, body) => {
        const json = (status: number, value: unknown) =>
          new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
        if (call === 'GET /reservations/groupe/invitation') return json(200, invitation);
        if (call !== 'POST /invitation/reponse') return undefined;
        sent.push(body);
        // Sent before the card, the server refused it (MULTISALLE-006).
        return alias
          ? json(200, { succes: true })
          : json(403, { sCodeErreur: 'MULTISALLE-006', szErreur: 'x' });
      },
    });
    const storage = createMemoryStorage();
    configure({ fetch: server.fetch, storage, getToken: () => v2Token() });
    // What the visitor chose before signing in (spec 1 « Invitation flow »), still to send.
    keepInvitation({
      reservationId: TEST_ID,
      token: TEST_TOKEN,
      responses: [{ idUser: null, reponse: 2 }],
      toSave: true,
    });
    const onAnswered = vi.fn();
    render(<InvitationPanel reservationId={TEST_ID} token={TEST_TOKEN} onAnswered={onAnswered} />);

    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' });
    expect(screen.getByRole('radio', { name: 'ACCEPTER' })).toBeChecked();
    expect(keptInvitation()).toMatchObject({ toSave: false });
    // The page lists the card: nothing is sent before it, so no refusal to show.
    expect(sent).toEqual([]);
    const cardRefusal =
      "Veuillez enregistrer votre carte bancaire avant d'accepter : cette salle demande un paiement par carte.";
    expect(toasts.map((toast) => toast.message)).not.toContain(cardRefusal);

    alias = true;
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'MOYEN DE PAIEMENT' });
    const frame = (await within(dialog).findByTitle(
      'Formulaire de carte bancaire sécurisé',
    )) as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            source: 'multisalle-sandbox',
            type: 'answer',
            'kr-answer': rawCardAnswer('PAID'),
            'kr-hash': 'f00d',
          },
          origin: location.origin,
          source: frame.contentWindow,
        }),
      );
    });

    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([expect.objectContaining({ reponses: [acceptOf] })]);
    expect(toasts.map((toast) => toast.message)).not.toContain(cardRefusal);
    expect(keptInvitation()).toBeNull();
  });

  it('closing the step keeps the answer chosen and sends nothing more', async () => {
    const { sent } = serve(testInvitation({ players: ['orga'] }), [refusal('MULTISALLE-005')]);
    const { user, onAnswered } = await acceptIn();
    const dialog = await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'ACCEPTER' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'VALIDER MA RÉPONSE' })).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(onAnswered).not.toHaveBeenCalled();
  });
});
