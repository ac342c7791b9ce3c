import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinKeypad } from './PinKeypad.tsx';

function renderKeypad() {
  const onSubmit = vi.fn();
  render(<PinKeypad onSubmit={onSubmit} />);
  return { onSubmit, field: screen.getByRole('textbox', { name: 'Code PIN' }) };
}

describe('the « Code PIN » keypad', () => {
  it('sends the 6 digits tapped on its keys, then empties for the next person', async () => {
    const { onSubmit, field } = renderKeypad();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    for (const digit of ['0', '4', '2', '9', '1', '8']) {
      await userEvent.click(screen.getByRole('button', { name: digit }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    await userEvent.click(screen.getByRole('button', { name: '7' }));
    expect(field).toHaveValue('042917');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledWith('042917');
    expect(field).toHaveValue('');
  });

  it('takes a PIN typed on a keyboard, digits only, six at most, sent with Enter', async () => {
    const { onSubmit, field } = renderKeypad();
    await userEvent.type(field, '12a34567{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('says in French that the PIN is incomplete, and sends nothing', async () => {
    const { onSubmit, field } = renderKeypad();
    await userEvent.type(field, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez les 6 chiffres du code PIN.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
