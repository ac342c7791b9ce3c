import { configure, createMemoryStorage, resetConfig, resetPaymentAlias } from '@multisalle/core';
import { fakePaymentServer, rawCardAnswer, v2Token, wireSavedAlias } from '@multisalle/core/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureElements } from '../define';
import { expectNoSignInInTheApp, expectSignInAskedOfVisitor, shadowButton } from '../signed-out-test-helpers';
import {
  definePaymentMeansElement,
  type PaymentMeansClosedDetail,
  type PaymentMeansSavedDetail,
} from './payment-means-element';

let server: ReturnType<typeof fakePaymentServer>;

beforeEach(() => {
  server = fakePaymentServer({ clientEndpoint: `${location.origin}/sandbox-paiement` });
  configure({ storage: createMemoryStorage(), fetch: server.fetch, getToken: () => v2Token() });
  definePaymentMeansElement();
});

afterEach(() => {
  document.body.innerHTML = '';
  resetPaymentAlias();
  resetConfig();
});

describe('<multisalle-payment-means>', () => {
  it('renders the saved card in its shadow root with its styles, from the api-base attribute', async () => {
    server = fakePaymentServer({ alias: wireSavedAlias });
    configure({ fetch: server.fetch });
    document.body.innerHTML =
      '<multisalle-payment-means api-base="https://salle.example.fr/api/v2"></multisalle-payment-means>';
    const shadow = document.querySelector('multisalle-payment-means')?.shadowRoot;
    await waitFor(() => expect(shadow?.querySelector('.ms-card')).not.toBeNull());
    expect(shadow?.querySelector('.ms-card')?.getAttribute('aria-label')).toBe(
      'Carte enregistrée\u00a0: numéro 4970 10XX XXXX 0014, expire fin 12/2030',
    );
    expect(shadow?.querySelector('style')?.textContent).toContain(':host');
    expect(server.requests[0]?.path).toBe('/paiement/alias');
  });

  it('reloads the card with the token the host hands over through Multisalle.configure({ getToken })', async () => {
    configure({ getToken: () => null });
    document.body.innerHTML = '<multisalle-payment-means></multisalle-payment-means>';
    const element = document.querySelector('multisalle-payment-means');
    await waitFor(() =>
      expect(element?.shadowRoot?.textContent).toContain(
        'Connectez-vous pour voir et enregistrer votre moyen de paiement.',
      ),
    );
    expect(element?.shadowRoot?.textContent).not.toContain('Aucun moyen de paiement enregistré');
    expect(server.requests).toEqual([]);
    configureElements({ getToken: (base) => (base === 'v2' ? 'jeton-de-l-application' : null) });
    await waitFor(() =>
      expect(server.requests.map((request) => request.authorization)).toContain(
        'Bearer jeton-de-l-application',
      ),
    );
  });

  it("require-existing-alias: with no card the change action only warns, in the element's own toast", async () => {
    document.body.innerHTML = '<multisalle-payment-means require-existing-alias></multisalle-payment-means>';
    const element = document.querySelector('multisalle-payment-means');
    const toasts: string[] = [];
    document.addEventListener('multisalle:toast', (event) =>
      toasts.push((event as CustomEvent<{ message: string }>).detail.message),
    );
    const button = await waitFor(() => {
      const found = shadowButton(element, 'AJOUTER UN MOYEN DE PAIEMENT');
      if (!found || found.disabled) throw new Error('not ready');
      return found;
    });
    button.click();
    await waitFor(() =>
      expect(toasts).toEqual(['Veuillez faire une réservation pour pouvoir modifier votre carte']),
    );
    expect(element?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull();
  });

  it('the sandbox iframe works inside the shadow root: a PAID answer dispatches payment-means-saved, then -closed', async () => {
    document.body.innerHTML = '<multisalle-payment-means></multisalle-payment-means>';
    const element = document.querySelector('multisalle-payment-means');
    const saved: PaymentMeansSavedDetail[] = [];
    const closed: PaymentMeansClosedDetail[] = [];
    document.addEventListener('multisalle:payment-means-saved', (event) => saved.push(event.detail));
    document.addEventListener('multisalle:payment-means-closed', (event) => closed.push(event.detail));
    const button = await waitFor(() => {
      const found = shadowButton(element, 'AJOUTER UN MOYEN DE PAIEMENT');
      if (!found || found.disabled) throw new Error('not ready');
      return found;
    });
    button.click();
    const frame = await waitFor(() => {
      const found = element?.shadowRoot?.querySelector('iframe');
      if (!found) throw new Error('no iframe yet');
      return found;
    });
    expect(frame.title).toBe('Formulaire de carte bancaire sécurisé');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: location.origin,
        source: frame.contentWindow,
        data: {
          source: 'multisalle-sandbox',
          type: 'answer',
          'kr-answer': rawCardAnswer('PAID'),
          'kr-hash': 'f',
        },
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.alias?.maskedPan).toBe('497010XXXXXX0014');
    // The modal closes 4000 ms after the answer, then its 200 ms fade.
    await waitFor(() => expect(closed).toEqual([{ hasAlias: true }]), { timeout: 6000 });
  }, 10_000);

  it("asks a visitor not signed in to sign in: CONNEXION opens the planning's dialog, one event per press, no call", async () => {
    await expectSignInAskedOfVisitor('multisalle-payment-means');
    expect(server.requests).toEqual([]);
  });

  it("on the mobile app's page (its handshake present) asks no visitor to sign in: the app is asked instead", async () => {
    await expectNoSignInInTheApp('multisalle-payment-means', 'Aucun moyen de paiement enregistré');
  });
});
