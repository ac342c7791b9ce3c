import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_CLOSED_EVENT, DIALOG_OPENED_EVENT, type DialogEventDetail } from './dialog-events';
import { Modal } from './Modal';

function Opener({ onClose }: { onClose: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Ouvrir
      </button>
      {isOpen && (
        <Modal
          title="AJOUT RÉDUCTION"
          onClose={() => {
            setIsOpen(false);
            onClose();
          }}
          actions={(close) => (
            <button type="button" onClick={close}>
              OK
            </button>
          )}
        >
          <input aria-label="Saisir un code" />
        </Modal>
      )}
    </>
  );
}

describe('Modal (RGAA 7 and 12, spec 2 section 9)', () => {
  it('is a modal dialog named by its title that takes focus', async () => {
    const user = userEvent.setup();
    render(<Opener onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'AJOUT RÉDUCTION' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Saisir un code' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('closes on Escape 200 ms later and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const started = Date.now();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog').parentElement).toHaveAttribute('data-state', 'closing');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The focus comes back in the unmount's cleanup, which a loaded machine may run a tick after onClose.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus());
  });

  it("tells the page it opened and closed, with a close the page can call (the app's back button)", async () => {
    const user = userEvent.setup();
    const heard: { type: string; title: string; close: () => void }[] = [];
    const listen = (event: CustomEvent<DialogEventDetail>) =>
      heard.push({ type: event.type, ...event.detail });
    document.addEventListener(DIALOG_OPENED_EVENT, listen);
    document.addEventListener(DIALOG_CLOSED_EVENT, listen);
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(heard.map((event) => [event.type, event.title])).toEqual([
      ['multisalle:dialog-opened', 'AJOUT RÉDUCTION'],
    ]);
    act(() => heard[0]?.close());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(heard.map((event) => [event.type, event.title])).toEqual([
      ['multisalle:dialog-opened', 'AJOUT RÉDUCTION'],
      ['multisalle:dialog-closed', 'AJOUT RÉDUCTION'],
    ]);
    document.removeEventListener(DIALOG_OPENED_EVENT, listen);
    document.removeEventListener(DIALOG_CLOSED_EVENT, listen);
  });
});
