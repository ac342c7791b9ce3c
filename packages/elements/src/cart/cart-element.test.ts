import { configure, createMemoryStorage, resetCart, resetConfig } from '@multisalle/core';
import { fakeCartServer, wireDiscount, wireLine } from '@multisalle/core/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureElements } from '../define';
import { expectNoSignInInTheApp, expectSignInAskedOfVisitor } from '../signed-out-test-helpers';
import {
  type CartRefusedDetail,
  type CartValidatedDetail,
  defineCartElement,
  type ValidateDetail,
} from './cart-element';

let server: ReturnType<typeof fakeCartServer>;

beforeEach(() => {
  server = fakeCartServer({ lines: [wireLine(1)] });
  configure({ storage: createMemoryStorage(), fetch: server.fetch, getToken: () => 'jeton' });
  defineCartElement();
});

afterEach(() => {
  document.body.innerHTML = '';
  resetCart();
  resetConfig();
});

describe('<multisalle-cart>', () => {
  it('renders the cart in its shadow root from the api-base attribute, with its styles', async () => {
    document.body.innerHTML =
      '<multisalle-cart api-base="https://salle.example.fr/api/v2" hall-url="/salle"></multisalle-cart>';
    const element = document.querySelector('multisalle-cart');
    const shadow = element?.shadowRoot;
    await waitFor(() => expect(shadow?.querySelector('.ms-cart-line')).not.toBeNull());
    expect(shadow?.textContent).toContain('PADEL PARK');
    expect(shadow?.querySelector('style')?.textContent).toContain(':host');
    expect(shadow?.querySelector('a.ms-cart__button')?.getAttribute('href')).toBe('/salle');
    expect(server.requests[0]?.path).toBe('/panier');
  });

  it('dispatches a cancelable multisalle:validate with the payment-url on VALIDER', async () => {
    document.body.innerHTML = '<multisalle-cart payment-url="/paiement"></multisalle-cart>';
    const element = document.querySelector('multisalle-cart');
    const seen: ValidateDetail[] = [];
    document.addEventListener(
      'multisalle:validate',
      (event) => {
        seen.push(event.detail);
        event.preventDefault();
      },
      { once: true },
    );
    const button = await waitFor(() => {
      const found = [...(element?.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'VALIDER',
      );
      if (!found) throw new Error('no VALIDER yet');
      return found;
    });
    button.click();
    expect(seen).toEqual([{ paymentUrl: '/paiement' }]);
  });

  it("without payment-url, VALIDER leads to our site's payment page, absolute, never the partner's /cart/payment", async () => {
    document.body.innerHTML = '<multisalle-cart></multisalle-cart>';
    const element = document.querySelector('multisalle-cart');
    const seen: ValidateDetail[] = [];
    document.addEventListener(
      'multisalle:validate',
      (event) => {
        seen.push(event.detail);
        event.preventDefault();
      },
      { once: true },
    );
    const button = await waitFor(() => {
      const found = [...(element?.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'VALIDER',
      );
      if (!found) throw new Error('no VALIDER yet');
      return found;
    });
    button.click();
    // No script tag in this test: the API's origin (jsdom's own here) is where our site lives.
    expect(seen).toEqual([{ paymentUrl: `${location.origin}/cart/payment` }]);
  });

  it('server-validation books on the server and tells cart-validated with the ids; AJOUTER DES CRÉNEAUX can be kept on the page', async () => {
    document.body.innerHTML =
      '<multisalle-cart server-validation="true" hall-url="/salle"></multisalle-cart>';
    const element = document.querySelector('multisalle-cart');
    const validated: CartValidatedDetail[] = [];
    element?.addEventListener('multisalle:cart-validated', (event) => validated.push(event.detail));
    const shadow = element?.shadowRoot;
    const button = await waitFor(() => {
      const found = [...(shadow?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'VALIDER');
      if (!found) throw new Error('no VALIDER yet');
      return found;
    });
    expect(shadow?.querySelector('fieldset legend')?.textContent).toBe('Qui paie la réservation\u00a0?');
    button.click();
    await waitFor(() => expect(validated).toHaveLength(1));
    expect(validated[0]).toMatchObject({ shareBill: true, reservationIds: [expect.any(String)] });
    expect(server.requests.find((request) => request.path === '/panier/valide')?.body).toEqual({
      partagePaiement: true,
    });

    const addSlots: string[] = [];
    document.addEventListener('multisalle:add-slots', (event) => {
      addSlots.push(event.detail.hallUrl);
      event.preventDefault();
    });
    const link = shadow?.querySelector<HTMLAnchorElement>('a.ms-cart__button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link?.dispatchEvent(click);
    expect(addSlots).toEqual(['/salle']);
    expect(click.defaultPrevented).toBe(true);
  });

  it("server-validation tells cart-refused with the server's code and keeps the reason shown", async () => {
    server = fakeCartServer({
      lines: [wireLine(1)],
      overrides: {
        'POST /panier/valide': { status: 410, body: { sCodeErreur: 'PANIER-005', szErreur: 'PANIER-005' } },
      },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    document.body.innerHTML = '<multisalle-cart server-validation="true"></multisalle-cart>';
    const element = document.querySelector('multisalle-cart');
    const refused: CartRefusedDetail[] = [];
    element?.addEventListener('multisalle:cart-refused', (event) => refused.push(event.detail));
    const validated = vi.fn();
    element?.addEventListener('multisalle:cart-validated', validated);
    const shadow = element?.shadowRoot;
    const button = await waitFor(() => {
      const found = [...(shadow?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'VALIDER');
      if (!found) throw new Error('no VALIDER yet');
      return found;
    });
    button.click();
    await waitFor(() =>
      expect(refused).toEqual([{ code: 'PANIER-005', message: "Le panier n'est pas payable." }]),
    );
    expect(shadow?.querySelector('[role="alert"]')?.textContent).toBe("Le panier n'est pas payable.");
    expect(validated).not.toHaveBeenCalled();
  });

  it("offers AJOUTER UNE RÉDUCTION to the token's player and lists their discounts for the cart's hall", async () => {
    // A v2 token as the server signs it: the element reads the player's ids from its payload.
    const payload = btoa(JSON.stringify({ userId: 12, nIdContact: 40 })).replace(/=+$/, '');
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
    server = fakeCartServer({
      lines: [wireLine(1)],
      overrides: {
        'GET /user/12/discount/multisalle/1': {
          status: 200,
          body: {
            statusBasedDiscounts: [wireDiscount()],
          },
        },
      },
    });
    configure({ fetch: server.fetch, getToken: () => token });
    document.body.innerHTML = '<multisalle-cart></multisalle-cart>';
    const shadow = document.querySelector('multisalle-cart')?.shadowRoot;
    const button = await waitFor(() => {
      const found = [...(shadow?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'AJOUTER UNE RÉDUCTION',
      );
      if (!found) throw new Error('no AJOUTER UNE RÉDUCTION yet');
      return found;
    });
    button.click();
    await waitFor(() =>
      expect(shadow?.querySelector('[role="dialog"]')?.textContent).toContain('AJOUT RÉDUCTION'),
    );
    await waitFor(() => expect(shadow?.querySelector('select')?.textContent).toContain('Bienvenue -10 %'));
    expect(server.requests.map((request) => [request.path, request.authorization])).toContainEqual([
      '/user/12/discount/multisalle/1',
      `Bearer ${token}`,
    ]);
  });

  it('shows no AJOUTER UNE RÉDUCTION when the token does not say who the player is', async () => {
    document.body.innerHTML = '<multisalle-cart></multisalle-cart>';
    const shadow = document.querySelector('multisalle-cart')?.shadowRoot;
    await waitFor(() => expect(shadow?.querySelector('.ms-cart-line')).not.toBeNull());
    const labels = [...(shadow?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
    expect(labels).toContain('AJOUTER UN CODE RÉDUCTION');
    expect(labels).not.toContain('AJOUTER UNE RÉDUCTION');
  });

  it('reloads the cart when the page says who is logged in with Multisalle.configure({ getToken })', async () => {
    configure({ getToken: () => null });
    document.body.innerHTML = '<multisalle-cart></multisalle-cart>';
    const shadow = document.querySelector('multisalle-cart')?.shadowRoot;
    await waitFor(() => expect(shadow?.textContent).toContain('Connectez-vous pour voir votre panier'));
    expect(server.requests).toEqual([]);

    configureElements({ getToken: (base) => (base === 'v2' ? 'jeton-du-partenaire' : null) });
    await waitFor(() => expect(shadow?.querySelector('.ms-cart-line')).not.toBeNull());
    expect(shadow?.textContent).toContain('PADEL PARK');
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/panier', 'Bearer jeton-du-partenaire'],
    ]);
  });

  it("asks a visitor who is not signed in to sign in: CONNEXION opens the planning's dialog, one event per press", async () => {
    await expectSignInAskedOfVisitor('multisalle-cart', (shadow) =>
      expect(shadow.textContent).not.toContain('Aucune réservation dans votre panier'),
    );
    expect(server.requests).toEqual([]);
  });

  it("on the mobile app's page (its handshake present) asks no visitor to sign in: the app is asked instead", async () => {
    await expectNoSignInInTheApp('multisalle-cart', 'Aucune réservation dans votre panier');
  });
});
