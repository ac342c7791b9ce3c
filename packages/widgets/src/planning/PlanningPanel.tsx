import {
  breakpoints,
  CART_INIT_FAILED_MESSAGE,
  calendarSlots,
  listSlots,
  planningTexts,
  planningWeeks,
  requestPlanningReload,
  type Slot,
} from '@multisalle/core';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { focusInPlace } from '../focus/focus-in-place';
import { useMediaQuery } from '../hooks/use-media-query';
import { Spinner } from '../spinner/Spinner';
import { DayList } from './DayList';
import { LoginRequiredModal } from './LoginRequiredModal';
import { planningPanelTexts } from './texts';
import { usePlanning } from './use-planning';
import { WeekCalendar } from './WeekCalendar';
import './planning.css';

/** Props of {@link PlanningPanel}. */
export interface PlanningPanelProps {
  /** The hall's `idMultisalle`. */
  hallId: number;
  /** The chosen sport: its id, its label and its recommended number of players (for the footnote). */
  sport: { id: number; label: string; recommendedPlayers: number };
  /** The hall's `nbJoursVisiblesReservationCreneaux` (7 when the hall does not say). */
  visibleDays: number;
  /** A logged-in player's pick is reported; a visitor's opens the connection-required modal. @default false */
  isLoggedIn?: boolean;
  /** Where CONNEXION leads, or a function of the picked slot giving it. @default '/signin' */
  loginUrl?: SlotUrl;
  /** Where INSCRIPTION leads, or a function of the picked slot giving it. @default '/signup' */
  signupUrl?: SlotUrl;
  /** A logged-in player picked an available slot (the cart adds it). */
  onSlotPicked?: (slot: Slot) => void;
  /** A visitor picked an available slot; the modal opens as well. */
  onLoginRequired?: (slot: Slot) => void;
  /** Slots the host knows are in the cart, shown as such (matched by id, spec 2 section 4). */
  selectedSlotIds?: number[];
  /**
   * The week calendar or the list by day, whatever the window's width; without it, the calendar from
   * 768 px of window (an element passes the layout of its own width).
   */
  layout?: 'calendar' | 'list';
}

/** A link of the connection-required modal: an address, or one made for the picked slot. */
export type SlotUrl = string | ((slot: Slot) => string);

const urlFor = (url: SlotUrl, slot: Slot) => (typeof url === 'function' ? url(slot) : url);

const desktopQuery = `(min-width: ${breakpoints.desktopMinWidthPx}px)`;

/**
 * The planning of a hall for one sport (spec 2 sections 2, 4 and 9): a week calendar from 768 px, a
 * list grouped by day below, a spinner while slots load, 'Aucun créneau disponible pour ce sport' when
 * there are none, and the footnote on prices. Reloads on `requestPlanningReload()`. A skip link first
 * (« Passer le planning », shown when focused) takes the keyboard to the footnote.
 *
 * @example
 * <PlanningPanel hallId={1} sport={{ id: 2, label: 'PADEL', recommendedPlayers: 4 }} visibleDays={7}
 *   isLoggedIn={isLoggedIn} onSlotPicked={addToCart} />
 */
export function PlanningPanel({
  hallId,
  sport,
  visibleDays,
  isLoggedIn = false,
  loginUrl = '/signin',
  signupUrl = '/signup',
  onSlotPicked,
  onLoginRequired,
  selectedSlotIds,
  layout,
}: PlanningPanelProps) {
  const isWide = useMediaQuery(desktopQuery);
  const isDesktop = layout ? layout === 'calendar' : isWide;
  const { slots, isPending, isLoading, error, now, today } = usePlanning({
    hallId,
    sportId: sport.id,
    visibleDays,
    selectedSlotIds,
  });
  const weeks = useMemo(() => planningWeeks(today, visibleDays), [today, visibleDays]);
  const [weekIndex, setWeekIndex] = useState(0);
  // The slot a visitor picked: the connection-required modal is open while it is set.
  const [picked, setPicked] = useState<Slot | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const endRef = useRef<HTMLParagraphElement>(null);

  // The calendar's future slots, or the list's bookable ones. The server cuts the range at the hall's
  // visible window (the slots contract).
  const shown = useMemo(() => (isDesktop ? calendarSlots : listSlots)(slots, now), [isDesktop, slots, now]);
  const week = weeks[Math.min(weekIndex, weeks.length - 1)];

  // One `pick` for the panel's life, reading the latest props: the memoised slot buttons then re-render
  // only when their slot changes, not on every render of the panel.
  const props = useRef({ isLoggedIn, onSlotPicked, onLoginRequired });
  props.current = { isLoggedIn, onSlotPicked, onLoginRequired };
  const pick = useCallback((slot: Slot, opener: HTMLButtonElement) => {
    const current = props.current;
    if (current.isLoggedIn) {
      current.onSlotPicked?.(slot);
      return;
    }
    openerRef.current = opener;
    setPicked(slot);
    current.onLoginRequired?.(slot);
  }, []);
  const changeWeek = useCallback(
    (index: number) => setWeekIndex(Math.max(0, Math.min(weeks.length - 1, index))),
    [weeks.length],
  );
  const onModalClosed = useCallback(() => {
    setPicked(null);
    openerRef.current?.focus();
  }, []);

  let body: ReactNode;
  // A retry after a failed load has no slots to keep on screen: the spinner, not « Aucun créneau ».
  const isWaiting = isPending || (isLoading && slots.length === 0);
  if (isWaiting) body = <Spinner label={planningTexts.loading} size="large" />;
  else if (error && slots.length === 0)
    // Spec 2 section 8: a failed slot load reads 'Une erreur est survenue lors de l'initialisation du panier'.
    body = (
      <div className="ms-planning__empty" role="alert">
        <p>{CART_INIT_FAILED_MESSAGE}</p>
        <button type="button" className="ms-planning__retry" onClick={requestPlanningReload}>
          {planningTexts.retry}
        </button>
      </div>
    );
  else if (shown.length === 0) body = <p className="ms-planning__empty">{planningTexts.noSlot}</p>;
  else if (isDesktop && week)
    body = (
      <WeekCalendar
        week={week}
        slots={shown}
        today={today}
        weekIndex={Math.min(weekIndex, weeks.length - 1)}
        weekCount={weeks.length}
        onWeekChange={changeWeek}
        onPick={pick}
      />
    );
  else body = <DayList slots={shown} onPick={pick} />;

  return (
    <div
      className="ms-planning"
      part="planning"
      data-layout={isDesktop ? 'calendar' : 'list'}
      // The room kept while the spinner shows (planning.css): the store's first load of a week is
      // `isLoading` with no slots, not only `isPending`; without it the page's content below came up under
      // the spinner, then moved down out of sight (a 0.064 layout shift on the partner page).
      data-pending={isWaiting ? '' : undefined}
      aria-busy={isLoading}
    >
      {/* A button, not a link to an id: a shadow root's ids are out of reach of the page's URL fragment. */}
      <button type="button" className="ms-skip" onClick={() => focusInPlace(endRef.current)}>
        {planningPanelTexts.skip}
      </button>
      {body}
      {/* The note goes with the slots: shown under the spinner, it was the one part on screen that the
          slots then pushed down (the partner page's phone layout shift). */}
      {!isWaiting && (
        <p ref={endRef} className="ms-planning__footnote">
          {planningTexts.footnote(sport.recommendedPlayers, sport.label)}
        </p>
      )}
      {picked && (
        <LoginRequiredModal
          slot={picked}
          loginUrl={urlFor(loginUrl, picked)}
          signupUrl={urlFor(signupUrl, picked)}
          onClosed={onModalClosed}
        />
      )}
    </div>
  );
}
