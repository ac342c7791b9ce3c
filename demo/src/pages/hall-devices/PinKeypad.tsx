import { type FormEvent, useId, useState } from 'react';
import { hallDeviceMessages as text } from './messages.ts';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export interface PinKeypadProps {
  onSubmit: (pin: string) => void;
}

/**
 * « Code PIN »: the player's 6 digits, on a keypad of large keys (a finger on the tablet) or typed on a
 * keyboard in the field. Sent as the entry code; the field empties for the next person.
 */
export function PinKeypad({ onSubmit }: PinKeypadProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const type = (digits: string) => {
    setError(null);
    setPin(digits.replace(/\D/g, '').slice(0, 6));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.length !== 6) {
      setError(text.pinIncomplete);
      return;
    }
    setError(null);
    onSubmit(pin);
    setPin('');
  };

  return (
    <form className="pin-keypad" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <label id={`${id}-title`} className="pin-keypad__label" htmlFor={`${id}-pin`}>
        {text.pinLabel}
      </label>
      <input
        id={`${id}-pin`}
        className="pin-keypad__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        autoComplete="off"
        value={pin}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => type(event.target.value)}
      />
      <div className="pin-keypad__keys">
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className="pin-keypad__key" onClick={() => type(pin + digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="pin-keypad__key pin-keypad__key--clear"
          onClick={() => type(pin.slice(0, -1))}
        >
          {text.pinClear}
        </button>
        <button type="button" className="pin-keypad__key" onClick={() => type(`${pin}0`)}>
          0
        </button>
        <button type="submit" className="pin-keypad__key pin-keypad__key--submit">
          {text.pinSubmit}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="pin-keypad__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
