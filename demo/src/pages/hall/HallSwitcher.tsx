import { type Hall, productNames, storeChosenHall } from '@multisalle/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/icons.tsx';

/** Props of {@link HallSwitcher}. */
export interface HallSwitcherProps {
  /** The other active halls (the current one left out). */
  halls: readonly Hall[];
}

/** The path of a hall's page: `/multisalle/{cle}`. */
export function hallPath(hall: Pick<Hall, 'key'>): string {
  return `/${productNames().routeSegment}/${encodeURIComponent(hall.key)}`;
}

/**
 * The other active halls (spec 2 "Hall page"): a 'Changer de salle' button that opens a list of links to
 * their pages. Following a link stores the chosen hall, as a home page card does. Escape or a click
 * elsewhere closes the list.
 *
 * @example <HallSwitcher halls={otherHalls} />
 */
export function HallSwitcher({ halls }: HallSwitcherProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  if (halls.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles here from the button or a link.
    <div ref={rootRef} className="hall-switcher" data-open={isOpen ? 'true' : 'false'} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--outline hall-switcher__button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Changer de salle
        <ChevronIcon direction="down" />
      </button>
      <ul id={listId} className="hall-switcher__list" hidden={!isOpen}>
        {halls.map((hall) => (
          <li key={hall.id}>
            <Link
              to={hallPath(hall)}
              className="hall-switcher__link"
              onClick={() => {
                storeChosenHall(hall);
                setIsOpen(false);
              }}
            >
              {hall.name}
              {hall.address.city && <span className="hall-switcher__city"> – {hall.address.city}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
