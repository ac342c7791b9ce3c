import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAfterRender } from './use-after-render.ts';

/** A button that, after an awaited call, shows a message and moves the focus to it. */
function Sender({ seen }: { seen: string[] }) {
  const [sent, setSent] = useState(0);
  const said = useRef<HTMLParagraphElement>(null);
  const afterRender = useAfterRender();
  const send = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    setSent((count) => count + 1);
    afterRender(() => {
      seen.push(said.current?.textContent ?? 'rien');
      said.current?.focus();
    });
  };
  return (
    <>
      <button type="button" onClick={send}>
        Envoyer
      </button>
      {sent > 0 && (
        <p ref={said} tabIndex={-1}>
          Envoyé {sent} fois
        </p>
      )}
    </>
  );
}

describe('useAfterRender (a task after the render asked for beside it)', () => {
  it('runs the task once the new element is drawn, once a call, and it takes the focus', async () => {
    const seen: string[] = [];
    render(<Sender seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByText('Envoyé 1 fois')).toHaveFocus());
    expect(seen).toEqual(['Envoyé 1 fois']);

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByText('Envoyé 2 fois')).toHaveFocus());
    expect(seen).toEqual(['Envoyé 1 fois', 'Envoyé 2 fois']);
  });
});
