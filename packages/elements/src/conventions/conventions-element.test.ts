import { configure, onToast, resetConfig } from '@multisalle/core';
import { fakeV2Server } from '@multisalle/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureElements } from '../define';
import { CONVENTIONS_TAG, defineConventionsElement } from './conventions-element';

const convention = {
  id: 2,
  multisalle: '/api/v2/multisalle/7',
  titre: "Droit à l'image",
  contenu: '<p>Les caméras filment.</p><img src=x onerror="window.__pwned=1">',
  validations: [{ libelle: "J'accepte d'être filmé" }],
};

afterEach(() => {
  document.body.innerHTML = '';
  resetConfig();
});

function mount(attributes: Record<string, string>) {
  defineConventionsElement();
  const element = document.createElement(CONVENTIONS_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: string[] = [];
  element.addEventListener('multisalle:conventions-validated', (event) =>
    events.push(`${event.type} ${event.detail.hallId}`),
  );
  element.addEventListener('multisalle:conventions-cancelled', (event) =>
    events.push(`${event.type} ${event.detail.hallId}`),
  );
  element.addEventListener('multisalle:conventions-unavailable', (event) =>
    events.push(`${event.type} ${event.detail.hallId} ${event.detail.reason}`),
  );
  document.body.append(element);
  return { element, events };
}

/** Waits until the dialog's boxes and buttons count a pointer's press (its settle time). */
const settled = (shadow: ShadowRoot) =>
  waitFor(() => expect(shadow.querySelector('fieldset')).not.toHaveAttribute('aria-disabled'));

describe('<multisalle-conventions> (spec 2 section 4)', () => {
  it("shows the hall's conventions in its shadow root and tells the page once validated", async () => {
    const server = fakeV2Server({
      'GET /multisalle/7/conventions-a-valider?declencheur=reservation': { status: 200, body: [convention] },
      'POST /multisalle/7/convention/2/valider': { status: 204 },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    const { element, events } = mount({ hall: '7', trigger: 'reservation' });
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
    // The text comes once DOMPurify is loaded (fetched beside the script in the script-tag bundles).
    await waitFor(() =>
      expect(shadow.querySelector('.ms-conventions__content')?.innerHTML).toBe('<p>Les caméras filment.</p>'),
    );
    await settled(shadow);
    const user = userEvent.setup();
    await user.click(shadow.querySelector('input[type="checkbox"]') as HTMLInputElement);
    await user.click(
      [...shadow.querySelectorAll('button')].find(
        (button) => button.textContent === 'Valider',
      ) as HTMLButtonElement,
    );
    await waitFor(() => expect(events).toEqual(['multisalle:conventions-validated 7']));
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
  });

  it('waits for a signed-in player: no call, no toast, no event until the page hands over a token', async () => {
    const server = fakeV2Server({
      'GET /conventions-a-valider-connexion-gp': { status: 200, body: [convention] },
    });
    const toasts: string[] = [];
    const stop = onToast((toast) => toasts.push(toast.message));
    configure({ fetch: server.fetch, getToken: () => null });
    const { element, events } = mount({ trigger: 'connexion' });
    const shadow = element.shadowRoot as ShadowRoot;
    // Long enough for a check to have asked the server and failed, had it run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toEqual([]);
    expect(events).toEqual([]);
    expect(toasts).toEqual([]);

    configureElements({ getToken: (base) => (base === 'v2' ? 'jeton' : null) });
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
    expect(server.requests.map((call) => call.path)).toEqual(['/conventions-a-valider-connexion-gp']);
    expect(events).toEqual([]);

    // A refreshed token while the check is on screen: the check goes on, boxes ticked and all.
    const box = shadow.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await settled(shadow);
    await userEvent.setup().click(box as HTMLInputElement);
    configureElements({ getToken: (base) => (base === 'v2' ? 'jeton-rafraichi' : null) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow.querySelector<HTMLInputElement>('input[type="checkbox"]')).toBe(box);
    expect(box?.checked).toBe(true);
    expect(server.requests).toHaveLength(1);
    stop();
  });

  it('runs the general-public check without a hall and reports a cancel', async () => {
    const server = fakeV2Server({
      'GET /conventions-a-valider-connexion-gp': { status: 200, body: [convention] },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    const { element, events } = mount({});
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
    await settled(shadow);
    const user = userEvent.setup();
    await user.click(
      [...shadow.querySelectorAll('button')].find(
        (button) => button.textContent === 'ANNULER',
      ) as HTMLButtonElement,
    );
    await waitFor(() => expect(events).toEqual(['multisalle:conventions-cancelled null']));
  });

  it('a refused token is no cancel: conventions-unavailable (chargement), never conventions-cancelled', async () => {
    const server = fakeV2Server({
      'GET /multisalle/7/conventions-a-valider?declencheur=reservation': {
        status: 401,
        body: { description: 'Jeton invalide.' },
      },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton-expire' });
    const { events } = mount({ hall: '7', trigger: 'reservation' });
    await waitFor(() => expect(events).toEqual(['multisalle:conventions-unavailable 7 chargement']));
  });

  it('an unknown hall key is no cancel: conventions-unavailable (salle-inconnue)', async () => {
    const server = fakeV2Server({
      'GET /multisalle/detail?sCle=pas-une-salle': { status: 404, body: { description: 'Salle inconnue.' } },
    });
    configure({ fetch: server.fetch, getToken: () => 'jeton' });
    const { events } = mount({ hall: 'pas-une-salle', trigger: 'reservation' });
    await waitFor(() => expect(events).toEqual(['multisalle:conventions-unavailable null salle-inconnue']));
  });
});
