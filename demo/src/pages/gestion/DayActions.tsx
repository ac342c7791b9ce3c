import { lazy, Suspense } from 'react';
import { actionMessages as t } from './action-messages.ts';
import { Loading } from './ConsoleFrame.tsx';
import type { HallDay } from './staff-api.ts';
import { useInlineForm } from './use-inline-form.ts';

// Loaded when opened: most of a day at the desk is reading it.
const ClosureForm = lazy(() =>
  import('./ClosureForm.tsx').then((module) => ({ default: module.ClosureForm })),
);
const DeskBookingForm = lazy(() =>
  import('./DeskBookingForm.tsx').then((module) => ({ default: module.DeskBookingForm })),
);

export interface DayActionsProps {
  hallKey: string;
  day: HallDay;
  /** May close courts (managers and owners). */
  canManage: boolean;
  /** May book at the desk (every role). */
  canBook: boolean;
  /** Runs after a change of the day, with the news to say. */
  onChanged: (news: string) => void;
}

/**
 * The day's buttons, « Réserver au guichet » and « Fermer un terrain », each opening its form under them;
 * the focus comes back to the button when the form closes (done, « Retour » or Escape).
 */
export function DayActions({ hallKey, day, canManage, canBook, onChanged }: DayActionsProps) {
  const booking = useInlineForm();
  const closing = useInlineForm();
  if (!canBook && !canManage) return null;
  const done = (form: { close: () => void }) => (news: string) => {
    form.close();
    onChanged(news);
  };

  return (
    <section className="gestion-actions" aria-label={t.actions}>
      <div className="gestion-actions__buttons">
        {canBook && (
          <button
            ref={booking.trigger}
            type="button"
            className="button button--primary"
            aria-expanded={booking.isOpen}
            onClick={() => {
              closing.close();
              booking.open();
            }}
          >
            {t.book}
          </button>
        )}
        {canManage && (
          <button
            ref={closing.trigger}
            type="button"
            className="button button--outline"
            aria-expanded={closing.isOpen}
            onClick={() => {
              booking.close();
              closing.open();
            }}
          >
            {t.close}
          </button>
        )}
      </div>
      {booking.isOpen && (
        <Suspense fallback={<Loading />}>
          <DeskBookingForm
            hallKey={hallKey}
            date={day.date}
            onBooked={done(booking)}
            onCancel={booking.close}
            onKeyDown={booking.onKeyDown}
          />
        </Suspense>
      )}
      {closing.isOpen && (
        <Suspense fallback={<Loading />}>
          <ClosureForm
            hallKey={hallKey}
            day={day}
            onClosed={done(closing)}
            onCancel={closing.close}
            onKeyDown={closing.onKeyDown}
          />
        </Suspense>
      )}
    </section>
  );
}
