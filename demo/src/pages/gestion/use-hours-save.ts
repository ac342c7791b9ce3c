import { useState } from 'react';
import {
  type CourtWeek,
  type ExceptionDay,
  type OpeningHours,
  type OutsideChoice,
  type OutsideReservation,
  outsideReservationsOf,
  saveOpeningHours,
} from './hours-api.ts';
import { hoursMessages as t } from './hours-messages.ts';
import { StaffApiError } from './staff-session.ts';

/** A change of the opening hours, as both of the page's forms send it. */
export interface HoursChange {
  courts: CourtWeek[];
  exceptions: ExceptionDay[];
}

/** What a save ended in: the hours saved (with the news to say), or a refusal the form shows. */
export type SaveOutcome =
  | { kind: 'saved'; hours: OpeningHours; news: string }
  | { kind: 'outside' }
  | { kind: 'refused'; error: StaffApiError };

/**
 * Sends a change of the opening hours; when the server names reservations left outside (409), keeps the
 * change and them until the manager keeps or cancels them (`choose`), which sends it again with that choice.
 */
export function useHoursSave(hallKey: string, onSaved: (hours: OpeningHours, news: string) => void) {
  const [isBusy, setIsBusy] = useState(false);
  const [outside, setOutside] = useState<{
    change: HoursChange;
    news: string;
    message: string;
    reservations: OutsideReservation[];
  } | null>(null);

  const send = async (
    change: HoursChange,
    news: string,
    choice?: { outside: OutsideChoice; motif: string },
  ): Promise<SaveOutcome> => {
    setIsBusy(true);
    try {
      const saved = await saveOpeningHours(hallKey, {
        ...change,
        ...(choice ? { outside: choice.outside, motif: choice.motif || undefined } : {}),
      });
      setOutside(null);
      const said = saved.cancelled.length > 0 ? `${news} ${t.cancelledNews(saved.cancelled.length)}` : news;
      onSaved(saved, said);
      return { kind: 'saved', hours: saved, news: said };
    } catch (caught) {
      const error = caught instanceof StaffApiError ? caught : new StaffApiError(0, String(caught));
      const reservations = error.status === 409 ? outsideReservationsOf(error.body) : [];
      if (reservations.length > 0) {
        setOutside({ change, news, message: error.message, reservations });
        return { kind: 'outside' };
      }
      return { kind: 'refused', error };
    } finally {
      setIsBusy(false);
    }
  };

  return {
    isBusy,
    outside,
    /** Sends `change`; `news` is what to say once saved. */
    save: (change: HoursChange, news: string) => (isBusy ? Promise.resolve(null) : send(change, news)),
    /** The manager's answer to the reservations left outside: the same change, sent with it. */
    choose: (choice: OutsideChoice, motif: string) =>
      outside && !isBusy
        ? send(outside.change, outside.news, { outside: choice, motif })
        : Promise.resolve(null),
    /** Forgets a pending refusal (the form changed). */
    dismiss: () => setOutside(null),
  };
}
