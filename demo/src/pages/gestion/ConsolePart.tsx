import { type ReactNode, useId, useState } from 'react';
import { asStaffError } from './staff-session.ts';

export interface ConsolePartProps {
  title: string;
  intro: string;
  /** The server's refusal of the last change, read out at once (role alert). */
  refusal: string | null;
  /** What the last change did, read out politely (role status). */
  said: string;
  children: ReactNode;
}

/**
 * One part of a console page (a `section` named by its `h2`): its introduction, the refusal of the last
 * change and what the last change did, then its content.
 *
 * @example <ConsolePart title="Photos de la galerie" intro="…" refusal={refusal} said={said}>…</ConsolePart>
 */
export function ConsolePart({ title, intro, refusal, said, children }: ConsolePartProps) {
  const id = useId();
  return (
    <section className="gestion-rules__part" aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className="gestion-subtitle">
        {title}
      </h2>
      <p className="gestion-muted">{intro}</p>
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <p className="gestion-form-status" role="status">
        {said}
      </p>
      {children}
    </section>
  );
}

/**
 * The changes of a console part whose every call answers the whole new state (the hall's sheet): `run`
 * sends one, hands the answer to `onChanged` and says `done`, or shows the server's refusal; it resolves
 * whether the change went through. `start` clears both messages before a change run another way.
 *
 * @example const { refusal, said, run } = useConsoleChanges(onChanged);
 */
export function useConsoleChanges<T>(onChanged: (state: T) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const start = () => {
    setRefusal(null);
    setSaid('');
  };
  const run = async (change: () => Promise<T>, done: string) => {
    start();
    try {
      onChanged(await change());
      setSaid(done);
      return true;
    } catch (caught) {
      setRefusal(asStaffError(caught).message);
      return false;
    }
  };
  return { refusal, said, setRefusal, setSaid, start, run };
}
