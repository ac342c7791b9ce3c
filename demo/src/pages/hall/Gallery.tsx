import { timings } from '@multisalle/core';
import { keepTabInside } from '@multisalle/widgets';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronIcon, CloseIcon, PhotoIcon } from '../../components/icons.tsx';
import { useModalLock } from '../../components/use-modal-lock.ts';
import type { GalleryPhoto } from './gallery-photos.ts';

/** Props of {@link Gallery}. */
export interface GalleryProps {
  /** The opener's text and the dialog title, e.g. 'VOTRE MULTISALLE EN IMAGES'. */
  title: string;
  photos: readonly GalleryPhoto[];
}

/** A horizontal move at least this long (CSS px) between pointer down and up turns the page. */
export const SWIPE_MIN_DISTANCE_PX = 50;

/** `Photo 2 sur 5`: the position of a photo, as shown under it and announced. */
export function photoPosition(index: number, count: number): string {
  return `Photo ${index + 1} sur ${count}`;
}

/**
 * The hall gallery (spec 2 "Hall page"): an opener button and a modal carousel, one photo per page
 * (spec 2 section 9). Arrow keys, the 'Photo précédente' / 'Photo suivante' buttons and a horizontal
 * swipe turn the pages (wrapping at both ends); focus stays inside while open; Escape, the close button or
 * the backdrop close it after the 200 ms modal delay, and focus goes back to the opener.
 *
 * @example <Gallery title="VOTRE MULTISALLE EN IMAGES" photos={galleryPhotos('padel-park')} />
 */
export function Gallery({ title, photos }: GalleryProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isClosing, setIsClosing] = useState(false);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ pointerId: number; x: number } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const count = photos.length;
  const photo = photos[index];

  useModalLock(isOpen, closeButtonRef, openerRef);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = () => {
    clearTimeout(closeTimer.current);
    setIndex(0);
    setIsClosing(false);
    setIsOpen(true);
  };

  const close = useCallback(() => {
    if (closeTimer.current !== undefined) return;
    setIsClosing(true);
    // Spec 2 section 9: a modal closes after 200 ms (the time of its fade-out).
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setIsOpen(false);
      setIsClosing(false);
    }, timings.modalCloseDelayMs);
  }, []);

  const turn = (step: 1 | -1) => setIndex((current) => (current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      turn(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      turn(-1);
    } else {
      keepTabInside(event, panelRef.current);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { pointerId: event.pointerId, x: event.clientX };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.x;
    if (Math.abs(distance) < SWIPE_MIN_DISTANCE_PX) return;
    // Content follows the finger: a swipe to the left brings the next photo.
    turn(distance < 0 ? 1 : -1);
  };

  if (count === 0) return null;

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="button button--outline gallery-opener"
        onClick={open}
        aria-haspopup="dialog"
      >
        <PhotoIcon />
        {title}
      </button>
      {isOpen && (
        <div className="gallery-modal" data-state={isClosing ? 'closing' : 'open'}>
          <div className="gallery-modal__backdrop" aria-hidden="true" onClick={close} />
          <div
            ref={panelRef}
            className="gallery-modal__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onKeyDown}
          >
            <div className="gallery-modal__head">
              <h2 id={titleId} className="gallery-modal__title">
                {title}
              </h2>
              <button
                ref={closeButtonRef}
                type="button"
                className="gallery-modal__close"
                aria-label="Fermer la galerie"
                onClick={close}
              >
                <CloseIcon />
              </button>
            </div>
            <section className="gallery" aria-roledescription="carrousel" aria-label="Photos de la salle">
              <div
                className="gallery__viewport"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => {
                  swipeStart.current = null;
                }}
              >
                {photo && (
                  // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group.
                  <figure
                    key={photo.src}
                    className="gallery__slide"
                    role="group"
                    aria-roledescription="diapositive"
                    aria-label={photoPosition(index, count)}
                  >
                    <img src={photo.src} alt={photo.alt} width="1200" height="800" draggable={false} />
                    <figcaption className="gallery__caption">{photo.alt}</figcaption>
                  </figure>
                )}
              </div>
              <div className="gallery__controls">
                <button
                  type="button"
                  className="gallery__turn"
                  aria-label="Photo précédente"
                  onClick={() => turn(-1)}
                >
                  <ChevronIcon direction="left" />
                </button>
                <p className="gallery__position" aria-live="polite" aria-atomic="true">
                  {photoPosition(index, count)}
                </p>
                <button
                  type="button"
                  className="gallery__turn"
                  aria-label="Photo suivante"
                  onClick={() => turn(1)}
                >
                  <ChevronIcon direction="right" />
                </button>
              </div>
            </section>
          </div>
        </div>
      )}
    </>
  );
}
