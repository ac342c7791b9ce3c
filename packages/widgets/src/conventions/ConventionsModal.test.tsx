import { configure, resetConfig } from '@multisalle/core';
import { fakeV2Server } from '@multisalle/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONVENTION_SETTLE_MS, ConventionsModal } from './ConventionsModal';

const list = [
  {
    id: 1,
    multisalle: '/api/v2/multisalle/7',
    titre: 'Règlement intérieur',
    contenu:
      '<p>Respectez le matériel.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>',
    validations: [{ libelle: "J'accepte le règlement" }, { libelle: 'Je porte des chaussures propres' }],
  },
  {
    id: 2,
    multisalle: '/api/v2/multisalle/7',
    titre: "Droit à l'image",
    contenu: '<p>Les caméras filment.</p>',
    validations: [{ libelle: "J'accepte d'être filmé" }],
  },
];

function serve(conventions: unknown[], validation = { status: 204 }) {
  const server = fakeV2Server({
    'GET /multisalle/7/conventions-a-valider?declencheur=reservation': { status: 200, body: conventions },
    'GET /conventions-a-valider-connexion-gp': { status: 200, body: conventions },
    'POST /multisalle/7/convention/1/valider': validation,
    'POST /multisalle/7/convention/2/valider': validation,
  });
  configure({ fetch: server.fetch, getToken: () => 'jeton' });
  return server;
}

afterEach(() => resetConfig());

/** Waits until the dialog's controls count a pointer's press: the convention has shown for the settle time. */
const settled = () =>
  waitFor(
    () => expect(screen.getByRole('button', { name: 'ANNULER' })).not.toHaveAttribute('aria-disabled'),
    {
      timeout: 3000,
    },
  );

describe('ConventionsModal (spec 2 sections 4 and 5)', () => {
  it("a box ignores a pointer's click whose press began before the convention showed; the keyboard and a whole tap tick it", async () => {
    const user = userEvent.setup();
    serve(list);
    render(<ConventionsModal hallId={7} onSuccess={vi.fn()} onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    const box = screen.getByRole('checkbox', { name: 'Je porte des chaussures propres' });
    // The end of the tap that opened the dialog: a click (detail 1) with no press on the boxes.
    box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(box).not.toBeChecked();
    // Space clicks with detail 0: always the player's choice.
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await settled();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it("a double tap's second tap, 60 ms after the dialog showed, ticks and presses nothing; a tap once it has shown for the settle time does", async () => {
    // The test's clock drives the settle time. Testing Library drains its waits with a 0 ms timer, which it
    // advances itself when it sees Jest's fake timers: it is shown Vitest's under that name.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scope = globalThis as { jest?: unknown };
    scope.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      serve(list);
      const onClose = vi.fn();
      render(<ConventionsModal hallId={7} onSuccess={vi.fn()} onClose={onClose} />);
      const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
      const box = screen.getByRole('checkbox', { name: 'Je porte des chaussures propres' });
      const cancel = screen.getByRole('button', { name: 'ANNULER' });
      expect(box.closest('fieldset')).toHaveAttribute('aria-disabled', 'true');
      expect(cancel).toHaveAttribute('aria-disabled', 'true');
      // The second tap, with its own press, 60 ms after the first opened the dialog: on a box, on ANNULER.
      act(() => vi.advanceTimersByTime(60));
      await user.pointer({ keys: '[TouchA]', target: box });
      expect(box).not.toBeChecked();
      await user.pointer({ keys: '[TouchA]', target: screen.getByText('Je porte des chaussures propres') });
      expect(box).not.toBeChecked();
      await user.pointer({ keys: '[TouchA]', target: cancel });
      expect(onClose).not.toHaveBeenCalled();
      expect(dialog).toBeInTheDocument();
      // Space counts at once.
      const read = screen.getByRole('checkbox', { name: "J'accepte le règlement" });
      read.focus();
      await user.keyboard(' ');
      expect(read).toBeChecked();
      // Once it has shown for the settle time, the player's tap ticks the box.
      act(() => vi.advanceTimersByTime(CONVENTION_SETTLE_MS - 60));
      expect(box.closest('fieldset')).not.toHaveAttribute('aria-disabled');
      expect(cancel).not.toHaveAttribute('aria-disabled');
      await user.pointer({ keys: '[TouchA]', target: box });
      expect(box).toBeChecked();
      // The next convention settles again: a tap at once on its box ticks nothing.
      await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Suivant' }) });
      await screen.findByRole('dialog', { name: "Droit à l'image" });
      const filmed = screen.getByRole('checkbox', { name: "J'accepte d'être filmé" });
      await user.pointer({ keys: '[TouchA]', target: filmed });
      expect(filmed).not.toBeChecked();
      act(() => vi.advanceTimersByTime(CONVENTION_SETTLE_MS));
      await user.pointer({ keys: '[TouchA]', target: filmed });
      expect(filmed).toBeChecked();
    } finally {
      delete scope.jest;
      vi.useRealTimers();
    }
  });

  it('section 4: shows one convention at a time, Suivant enabled only once every box is ticked', async () => {
    const user = userEvent.setup();
    const server = serve(list);
    const onSuccess = vi.fn();
    render(<ConventionsModal hallId={7} onSuccess={onSuccess} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    expect(dialog).toHaveTextContent('Convention 1 sur 2');
    // The step takes the focus in an effect that may run a tick after the dialog shows.
    await waitFor(() => expect(screen.getByText('Convention 1 sur 2')).toHaveFocus());
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(next).toBeDisabled();
    await settled();
    await user.click(screen.getByRole('checkbox', { name: "J'accepte le règlement" }));
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Je porte des chaussures propres' }));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(
      await screen.findByRole('dialog', { name: "Droit à l'image" }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(server.requests.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/multisalle/7/convention/1/valider',
    ]);
    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(validate).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: "J'accepte d'être filmé" })).not.toBeChecked();
    await settled();
    await user.click(screen.getByRole('checkbox', { name: "J'accepte d'être filmé" }));
    await user.click(validate);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(server.requests.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(server.requests[1]?.body).toBeUndefined();
  });

  it('opens at its top, title in view: the dialog and its text scrolled to their start, focus on the step', async () => {
    const scrolled = new Map<Element, number>();
    const scrollTop = vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation(function (
      this: HTMLElement,
      value: number,
    ) {
      scrolled.set(this, value);
    });
    serve([
      { ...list[0], contenu: '<p>Début.</p><p><a href="https://exemple.fr/reglement">Règlement</a></p>' },
    ]);
    render(<ConventionsModal hallId={7} onSuccess={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    await waitFor(() => expect(screen.getByText('Convention 1 sur 1')).toHaveFocus());
    expect(scrolled.get(dialog)).toBe(0);
    expect(scrolled.get(screen.getByText('Début.').parentElement as Element)).toBe(0);
    scrollTop.mockRestore();
  });

  it('section 5: renders the content only after sanitising it', async () => {
    serve(list);
    render(<ConventionsModal hallId={7} onSuccess={vi.fn()} onClose={vi.fn()} />);
    await screen.findByRole('dialog');
    expect(screen.getByText('Respectez le matériel.')).toBeInTheDocument();
    expect(
      document.querySelector('.ms-conventions__content img, .ms-conventions__content script'),
    ).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('section 4: an empty list runs the success callback directly', async () => {
    serve([]);
    const onSuccess = vi.fn();
    render(<ConventionsModal hallId={7} onSuccess={onSuccess} onClose={vi.fn()} />);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('section 4: ANNULER closes and runs the close callback', async () => {
    const user = userEvent.setup();
    serve(list);
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    render(<ConventionsModal hallId={7} onSuccess={onSuccess} onClose={onClose} />);
    await screen.findByRole('button', { name: 'ANNULER' });
    await settled();
    await user.click(screen.getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("section 4: the login check runs without a hall id and validates on the convention's own hall", async () => {
    const user = userEvent.setup();
    const server = serve([list[1]]);
    const onSuccess = vi.fn();
    render(<ConventionsModal onSuccess={onSuccess} onClose={vi.fn()} />);
    await screen.findByRole('checkbox', { name: "J'accepte d'être filmé" });
    await settled();
    await user.click(screen.getByRole('checkbox', { name: "J'accepte d'être filmé" }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(server.requests.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /conventions-a-valider-connexion-gp',
      'POST /multisalle/7/convention/2/valider',
    ]);
  });

  it("section 8: a failed validation stays on the step with the spec's toast", async () => {
    const user = userEvent.setup();
    serve([list[1]], { status: 500 });
    const onSuccess = vi.fn();
    render(<ConventionsModal hallId={7} onSuccess={onSuccess} onClose={vi.fn()} />);
    await screen.findByRole('checkbox', { name: "J'accepte d'être filmé" });
    await settled();
    await user.click(screen.getByRole('checkbox', { name: "J'accepte d'être filmé" }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled());
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
