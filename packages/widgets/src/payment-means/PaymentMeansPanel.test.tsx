import {
  configure,
  createMemoryStorage,
  onToast,
  resetConfig,
  resetPaymentAlias,
  type ToastMessage,
} from '@multisalle/core';
import { fakePaymentServer, rawCardAnswer, v2Token, wireSavedAlias } from '@multisalle/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentMeansPanel } from './PaymentMeansPanel';

let toasts: ToastMessage[];
let stopToasts: () => void;

function useServer(options: Parameters<typeof fakePaymentServer>[0] = {}) {
  const server = fakePaymentServer({ clientEndpoint: `${location.origin}/sandbox-paiement`, ...options });
  configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
  return server;
}

/** The sandbox iframe posting to its parent, as the contract says. */
function postFromFrame(frame: HTMLIFrameElement, data: unknown, origin = location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }));
  const dialog = await screen.findByRole('dialog', { name: 'MOYEN DE PAIEMENT' });
  const frame = (await within(dialog).findByTitle(
    'Formulaire de carte bancaire sécurisé',
  )) as HTMLIFrameElement;
  return { user, dialog, frame };
}

beforeEach(() => {
  toasts = [];
  stopToasts = onToast((toast) => toasts.push(toast));
});

afterEach(() => {
  stopToasts();
  vi.useRealTimers();
  resetPaymentAlias();
  resetConfig();
});

describe('PaymentMeansPanel (spec 1 "Payment means panel")', () => {
  it('a card that could not be loaded: the notice and Réessayer, never « no card » nor the add button; Réessayer shows the card', async () => {
    const saved = useServer({ alias: wireSavedAlias });
    let failures = 1;
    configure({
      fetch: (input, init) =>
        failures-- > 0 && String(input instanceof Request ? input.url : input).includes('/paiement/alias')
          ? Promise.resolve(new Response('{}', { status: 500 }))
          : saved.fetch(input, init),
    });
    const onLoadFailed = vi.fn();
    render(<PaymentMeansPanel onLoadFailed={onLoadFailed} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre moyen de paiement n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
    );
    expect(screen.queryByText('Aucun moyen de paiement enregistré')).toBeNull();
    expect(screen.queryByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' })).toBeNull();
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('img', { name: /^Carte enregistrée/ })).toBeInTheDocument();
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
  });

  it('shows the saved card: the number in 4 groups of 4, the expiry, a text alternative, MODIFIER', async () => {
    useServer({ alias: wireSavedAlias });
    render(<PaymentMeansPanel />);
    const card = await screen.findByRole('img', {
      name: 'Carte enregistrée\u00a0: numéro 4970 10XX XXXX 0014, expire fin 12/2030',
    });
    expect([...card.querySelectorAll('.ms-card__group')].map((group) => group.textContent)).toEqual([
      '4970',
      '10XX',
      'XXXX',
      '0014',
    ]);
    expect(card).toHaveTextContent('12/2030');
    expect(screen.getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' })).toBeEnabled();
  });

  it('no card: "Aucun moyen de paiement enregistré" and AJOUTER UN MOYEN DE PAIEMENT', async () => {
    const server = useServer();
    render(<PaymentMeansPanel host="https://site.example.fr" />);
    expect(await screen.findByText('Aucun moyen de paiement enregistré')).toBeVisible();
    expect(screen.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' })).toBeEnabled();
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/paiement/alias' });
  });

  it('the modal shows a spinner until the form token arrives, then the sandbox iframe with the token, key and origin', async () => {
    let answerToken: () => void = () => undefined;
    const server = useServer();
    const plain = server.fetch;
    configure({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/paiement/alias/etat')) {
          await new Promise<void>((resolve) => {
            answerToken = resolve;
          });
        }
        return plain(input, init);
      }) as typeof fetch,
    });
    const user = userEvent.setup();
    render(<PaymentMeansPanel />);
    await user.click(await screen.findByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'MOYEN DE PAIEMENT' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement du formulaire de paiement…');
    answerToken();
    const frame = (await within(dialog).findByTitle(
      'Formulaire de carte bancaire sécurisé',
    )) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/sandbox-paiement/formulaire');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      formToken: 'jeton-formulaire',
      publicKey: '12345678:testpublickey_abc',
      origin: location.origin,
    });
    expect(within(dialog).queryByText('Chargement du formulaire de paiement…')).toBeNull();
  });

  it('PAID: posts the answer as received, confirms and reloads the card, "Moyen de paiement enregistré" (a first card), and the saved card closes the modal itself with focus on the opener', async () => {
    const server = useServer();
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(<PaymentMeansPanel onSaved={onSaved} onClose={onClose} />);
    const { frame } = await openForm();
    const rawAnswer = rawCardAnswer('PAID');
    postFromFrame(frame, {
      source: 'multisalle-sandbox',
      type: 'answer',
      'kr-answer': rawAnswer,
      'kr-hash': 'f00d',
    });
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toEqual(['Moyen de paiement enregistré']),
    );
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(server.requests.find((request) => request.path === '/paiement/retour')?.body).toEqual({
      'kr-answer': rawAnswer,
      'kr-hash': 'f00d',
    });
    expect(
      server.requests.find((request) => request.method === 'POST' && request.path === '/paiement/alias')
        ?.body,
    ).toMatchObject({
      sJetonAlias: 'jeton-carte-1',
      sFournisseurAlias: 'sandbox',
      nIdContact: 40,
    });
    expect(
      await screen.findByRole('img', { name: /^Carte enregistrée\s: numéro 4970 10XX XXXX 0014/ }),
    ).toBeVisible();
    // No 4000 ms wait under the player's eyes: the saved card closes the modal (after its 200 ms fade).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' })).toHaveFocus();
  });

  it('UNPAID (a refused card): « Carte refusée », never « Erreur », in the modal (role alert, error colour), the modal kept open with a new form to correct it, the refusal told', async () => {
    const server = useServer();
    const onRefused = vi.fn();
    const onClose = vi.fn();
    render(<PaymentMeansPanel onRefused={onRefused} onClose={onClose} />);
    const { dialog, frame } = await openForm();
    postFromFrame(frame, {
      source: 'multisalle-sandbox',
      type: 'answer',
      'kr-answer': rawCardAnswer('UNPAID'),
      'kr-hash': 'f00d',
    });
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toEqual(['Carte refusée par votre banque']),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Carte refusée par votre banque');
    expect(alert).toHaveTextContent(
      'Carte refusée par votre banque. Vérifiez les informations de la carte ou essayez une autre carte.',
    );
    expect(alert).not.toHaveTextContent(/erreur/i);
    expect(alert).toHaveClass('ms-card-form__error');
    expect(onRefused).toHaveBeenCalledWith({
      code: 'UNPAID',
      message: 'Carte refusée par votre banque',
    });
    // A new form token for the new form: the provider answers once per token.
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === '/paiement/alias/etat')).toHaveLength(2),
    );
    expect(await within(dialog).findByTitle('Formulaire de carte bancaire sécurisé')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'MOYEN DE PAIEMENT' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(
      server.requests.some((request) => request.method === 'POST' && request.path === '/paiement/alias'),
    ).toBe(false);
    expect(screen.getByText('Aucun moyen de paiement enregistré')).toBeInTheDocument();
  });

  it("a card form the page's CSP blocks says so in French, offers « Réessayer », and tells the host", async () => {
    useServer();
    const onFormBlocked = vi.fn();
    render(<PaymentMeansPanel onFormBlocked={onFormBlocked} />);
    const { dialog } = await openForm();
    act(() => {
      const violation = new Event('securitypolicyviolation') as SecurityPolicyViolationEvent;
      Object.assign(violation, {
        effectiveDirective: 'frame-src',
        blockedURI: `${location.origin}/sandbox-paiement/formulaire`,
      });
      document.dispatchEvent(violation);
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Le formulaire de carte n'a pas pu s'afficher. Vérifiez votre connexion, puis réessayez.",
    );
    expect(onFormBlocked).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByTitle('Formulaire de carte bancaire sécurisé')).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByTitle('Formulaire de carte bancaire sécurisé')).toBeInTheDocument();
  });

  it('a forged answer refused by the server shows the failure toast', async () => {
    useServer({
      overrides: {
        'POST /paiement/retour': {
          status: 403,
          body: { description: 'La réponse du fournisseur de paiement est invalide.' },
        },
      },
    });
    render(<PaymentMeansPanel />);
    const { frame } = await openForm();
    postFromFrame(frame, {
      source: 'multisalle-sandbox',
      type: 'answer',
      'kr-answer': rawCardAnswer('PAID'),
      'kr-hash': 'faux',
    });
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toEqual([
        'Erreur lors de la validation du moyen de paiement',
      ]),
    );
  });

  it('ignores messages from another window or another origin, and a second answer', async () => {
    const server = useServer();
    render(<PaymentMeansPanel />);
    const { frame } = await openForm();
    const answer = {
      source: 'multisalle-sandbox',
      type: 'answer',
      'kr-answer': rawCardAnswer('PAID'),
      'kr-hash': 'f',
    };
    postFromFrame(frame, answer, 'https://pirate.example');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: answer, origin: location.origin, source: window }),
      );
    });
    expect(server.requests.filter((request) => request.path === '/paiement/retour')).toEqual([]);
    postFromFrame(frame, answer);
    postFromFrame(frame, answer);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(server.requests.filter((request) => request.path === '/paiement/retour')).toHaveLength(1);
  });

  it('keeps Tab inside the modal around the provider frame', async () => {
    useServer();
    render(<PaymentMeansPanel />);
    const { user, dialog, frame } = await openForm();
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    close.focus();
    // Shift+Tab from the first control wraps to the end, which leads into the frame.
    await user.tab({ shift: true });
    expect(frame).toHaveFocus();
    // Leaving the frame forwards wraps to the start.
    const sentinel = dialog.querySelector<HTMLElement>('.ms-card-form__wrap');
    act(() => sentinel?.focus());
    expect(close).toHaveFocus();
  });

  it('Escape closes the modal and focus goes back to the opener', async () => {
    useServer();
    const onClose = vi.fn();
    render(<PaymentMeansPanel onClose={onClose} />);
    const { user } = await openForm();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalled();
    // The focus comes back in the modal's unmount cleanup, which a loaded machine may run a tick later.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' })).toHaveFocus(),
    );
  });

  it('profile page: with no card the change action only warns "Veuillez faire une réservation pour pouvoir modifier votre carte"', async () => {
    const server = useServer();
    const user = userEvent.setup();
    render(<PaymentMeansPanel requireExistingAlias />);
    await user.click(await screen.findByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }));
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'warning',
        message: 'Veuillez faire une réservation pour pouvoir modifier votre carte',
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.some((request) => request.path === '/paiement/alias/etat')).toBe(false);
  });

  it('profile page: with a card the change action opens the form', async () => {
    useServer({ alias: wireSavedAlias });
    const user = userEvent.setup();
    render(<PaymentMeansPanel requireExistingAlias />);
    await user.click(await screen.findByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' }));
    expect(await screen.findByRole('dialog', { name: 'MOYEN DE PAIEMENT' })).toBeVisible();
    expect(toasts).toEqual([]);
  });
});
