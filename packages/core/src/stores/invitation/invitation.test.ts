import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { clearSessionState } from '../../session/store';
import { fakeServer, type Reply, v2Token } from '../../session/test-server';
import { onToast, type ToastMessage } from '../../toasts';
import {
  $acceptStep,
  $invitation,
  ANSWER_LOCK_MINUTES,
  acceptDisabled,
  acceptStepOf,
  answerInvitation,
  canSubmit,
  clearAcceptStep,
  invitationStorageKeys,
  keepVisitorAnswer,
  keptAnswerFor,
  keptInvitation,
  keptInvitationPath,
  loadInvitation,
  stateTexts,
  submitKeptAnswer,
  takeKeptAnswer,
} from './index';

const id = '0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d';
const jeton = '9f1c2a7d4b3e4f5a8c6d7e8f9a0b1c2d';
let toasts: ToastMessage[];
let stopToasts: () => void;
let storage: ReturnType<typeof createMemoryStorage>;

function serve(routes: Record<string, Reply | ((body: unknown) => Reply)>, token: string | null = v2Token()) {
  const server = fakeServer(routes);
  configure({ storage, fetch: server.fetch, getToken: () => token });
  return server;
}

beforeEach(() => {
  toasts = [];
  storage = createMemoryStorage();
  stopToasts = onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  clearSessionState();
  clearAcceptStep();
  resetConfig();
});

describe('the state texts of the invitation page (spec 1 section 4)', () => {
  it("says each state in the spec's words, and « Réservation inexistante » for any other value", () => {
    expect(stateTexts('validate')).toBeNull();
    for (const state of ['finished', 'completed', 'closed'])
      expect(stateTexts(state)).toEqual({
        title: 'Réservation expirée',
        detail: 'La réservation est terminée.',
      });
    expect(stateTexts('on_going')?.title).toBe('Réservation en cours');
    expect(stateTexts('cancelled')).toEqual({
      title: 'Réservation supprimée',
      detail: "La réservation a été supprimée par l'organisateur.",
    });
    expect(stateTexts('autre chose')).toEqual({
      title: 'Réservation inexistante',
      detail: 'La réservation est introuvable.',
    });
    expect(ANSWER_LOCK_MINUTES).toBe(15);
    expect(stateTexts('finalisee')?.detail).toBe(
      'Dans les 15 minutes précédant la séance, vous ne pouvez plus modifier votre réponse.',
    );
  });
});

describe('COMPLET and the submit conditions', () => {
  const full = { reservation: { nbPlaceRestante: 0 } } as Parameters<typeof acceptDisabled>[0];
  const open = { reservation: { nbPlaceRestante: 1 } } as Parameters<typeof acceptDisabled>[0];

  it('disables ACCEPT when places left reach 0, except for who already accepted', () => {
    expect(acceptDisabled(full, null)).toBe(true);
    expect(acceptDisabled(full, 0)).toBe(true);
    expect(acceptDisabled(full, 2)).toBe(false);
    expect(acceptDisabled(open, null)).toBe(false);
  });

  it('needs an answer, then the phone and the card only when someone accepts in a paying hall', () => {
    const base = {
      answer: 2 as const,
      acceptingFamily: 0,
      paymentRequired: true,
      skipPaymentStep: false,
      hasVerifiedPhone: true,
      hasPaymentMeans: true,
    };
    expect(canSubmit({ ...base, answer: null })).toBe(false);
    expect(canSubmit(base)).toBe(true);
    expect(canSubmit({ ...base, hasPaymentMeans: false })).toBe(false);
    expect(canSubmit({ ...base, hasVerifiedPhone: false })).toBe(false);
    expect(canSubmit({ ...base, hasPaymentMeans: false, skipPaymentStep: true })).toBe(true);
    expect(canSubmit({ ...base, answer: 1, hasPaymentMeans: false, hasVerifiedPhone: false })).toBe(true);
    expect(canSubmit({ ...base, answer: 1, acceptingFamily: 1, hasPaymentMeans: false })).toBe(false);
    expect(canSubmit({ ...base, paymentRequired: false, hasPaymentMeans: false })).toBe(true);
  });
});

describe('loading an invitation', () => {
  it('is missing on a 404 (RESERVATION-001), ready with the data otherwise', async () => {
    serve(
      {
        'GET /api/v2/reservations/groupe/invitation': {
          status: 404,
          body: { sCodeErreur: 'RESERVATION-001', szErreur: 'La réservation est introuvable.' },
        },
      },
      null,
    );
    await loadInvitation(id, jeton);
    expect($invitation.get()).toEqual({ status: 'missing', invitation: null });
    expect(toasts).toEqual([]);
  });
});

describe("the visitor's answer kept across the sign-in (spec 1 « Invitation flow »)", () => {
  it("keeps it under the spec's storage keys, asks to sign in, and sends it after login with the contact id", async () => {
    serve({}, null);
    keepVisitorAnswer(id, jeton, 2);
    expect(storage.getItem(invitationStorageKeys.isInvited)).toBe('true');
    expect(storage.getItem('id_reservation')).toBe(id);
    expect(storage.getItem('jeton_invitation')).toBe(jeton);
    expect(JSON.parse(storage.getItem('response_data') ?? '')).toEqual([{ idUser: null, reponse: 2 }]);
    expect(storage.getItem('toSave')).toBe('true');
    expect(toasts.map((t) => t.kind)).toEqual(['info']);
    expect(keptInvitationPath()).toBe(`/invitation/${id}/${jeton}`);

    const server = serve({ 'POST /api/v2/invitation/reponse': { status: 200, body: { succes: true } } });
    expect(await submitKeptAnswer()).toBe(true);
    expect(server.requests.at(-1)?.body).toEqual({
      uuidReservation: id,
      uuidInvitation: jeton,
      reponses: [{ idUser: expect.any(Number), reponse: 2, discounts: [] }],
    });
    expect(toasts.at(-1)).toMatchObject({
      kind: 'success',
      message: "La réponse à l'invitation a bien été prise en compte",
    });
    expect(keptInvitation()).toBeNull();
  });

  it('keeps the invitation, without toSave, when the stored answer fails: no message', async () => {
    serve({}, null);
    keepVisitorAnswer(id, jeton, 2);
    toasts = [];
    serve({
      'POST /api/v2/invitation/reponse': {
        status: 409,
        body: { sCodeErreur: 'RESERVATION-019', szErreur: 'Complet' },
      },
    });
    expect(await submitKeptAnswer()).toBe(false);
    expect(toasts).toEqual([]);
    expect(keptInvitation()).toMatchObject({ reservationId: id, toSave: false });
  });
});

describe('an accept refused until a condition is met', () => {
  const refusal = (code: string): Reply => ({ status: 403, body: { sCodeErreur: code, szErreur: 'x' } });
  const accept = () => answerInvitation(id, jeton, [{ idUser: 40, reponse: 2 }]);

  it.each([
    ['MULTISALLE-003', 'conventions', 'Veuillez valider les conventions de la salle.'],
    ['MULTISALLE-004', 'phone', "Veuillez vérifier votre numéro de téléphone avant d'accepter l'invitation."],
    ['MULTISALLE-005', 'safetyVideo', 'Veuillez regarder la vidéo des consignes de sécurité.'],
    [
      'MULTISALLE-006',
      'card',
      "Veuillez enregistrer votre carte bancaire avant d'accepter\u00a0: cette salle demande un paiement par carte.",
    ],
  ])(
    'reads %s as the %s step, toasts its French message, and keeps it until an answer is recorded',
    async (code, step, message) => {
      serve({ 'POST /api/v2/invitation/reponse': refusal(code) });
      expect(await accept()).toBe(false);
      expect($acceptStep.get()).toEqual({ reservationId: id, step });
      expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message })]);

      serve({ 'POST /api/v2/invitation/reponse': { status: 200, body: { succes: true } } });
      expect(await accept()).toBe(true);
      expect($acceptStep.get()).toBeNull();
    },
  );

  it('reads no step from any other failure, and forgets the one asked before', async () => {
    serve({ 'POST /api/v2/invitation/reponse': refusal('MULTISALLE-006') });
    await accept();
    serve({ 'POST /api/v2/invitation/reponse': refusal('RESERVATION-019') });
    expect(await accept()).toBe(false);
    expect($acceptStep.get()).toBeNull();
    expect(acceptStepOf(new Error('MULTISALLE-006'))).toBeNull();
  });

  it('keeps a kept answer refused after login, chosen for its page, with the step to open: no message', async () => {
    serve({}, null);
    keepVisitorAnswer(id, jeton, 2);
    toasts = [];
    serve({ 'POST /api/v2/invitation/reponse': refusal('MULTISALLE-004') });
    expect(await submitKeptAnswer()).toBe(false);
    expect(toasts).toEqual([]);
    expect(keptAnswerFor(id, jeton)).toEqual({ reponse: 2, toSave: false });
    expect(keptAnswerFor(id, 'a'.repeat(32))).toBeNull();
    expect($acceptStep.get()).toEqual({ reservationId: id, step: 'phone' });
  });

  it('hands a kept answer still to send to the page once (takeKeptAnswer), then only shows it', () => {
    serve({}, null);
    keepVisitorAnswer(id, jeton, 0);
    expect(takeKeptAnswer(id, jeton)).toEqual({ reponse: 0, toSave: true });
    expect(takeKeptAnswer(id, jeton)).toBeNull();
    expect(keptAnswerFor(id, jeton)).toEqual({ reponse: 0, toSave: false });
  });
});
