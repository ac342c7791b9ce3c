import { breakpoints, messages, onToast, onToastsCleared } from '@multisalle/core';
import { type CSSProperties, useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useMediaQuery } from '../hooks/use-media-query';
import './toaster.css';

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** How long a toast stays, in milliseconds. @default 4000 (sonner's) */
  duration?: number;
  /** Show a close button on each toast. @default true */
  closeButton?: boolean;
}

/** The media query of spec 1 section 8: toasts sit at the top on screens of 640 px or less. */
export const SMALL_SCREEN_QUERY = `(max-width: ${breakpoints.toastTopMaxWidthPx}px)`;

/**
 * sonner's rich colours, text darkened: its own (e.g. hsl(140 100% 27%) on hsl(143 85% 96%)) stay under the
 * 4.5:1 contrast WCAG asks for body text; these reach at least 6:1 on the same backgrounds. Inline, they win
 * over the variables sonner's stylesheet sets on the same element.
 */
const contrastColors = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 26%)',
  '--error-text': 'hsl(360, 100%, 34%)',
} as CSSProperties;

/**
 * Shows core's toasts with sonner: at the top centre on screens of 640 px or less, bottom right
 * otherwise (spec 1 section 8). Render it once, near the root of the page.
 *
 * @example <Toaster />
 */
export function Toaster({ duration, closeButton = true }: ToasterProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);

  useEffect(() => {
    // sonner listens from an effect of its own, which a lazily loaded toaster may run after this one: each
    // toast and each clear goes to sonner in the next task, in order, when it surely listens. A toast
    // replayed with an id already shown (core `replayToast`) shows once.
    let isMounted = true;
    const shown = new Set<number>();
    const later = (run: () => void) => {
      setTimeout(() => {
        if (isMounted) run();
      }, 0);
    };
    const stopToasts = onToast(({ id, kind, message }) => {
      if (shown.has(id)) return;
      shown.add(id);
      later(() => toast[kind](message));
    });
    const stopClears = onToastsCleared(() => later(() => toast.dismiss()));
    return () => {
      isMounted = false;
      stopToasts();
      stopClears();
    };
  }, []);

  return (
    <SonnerToaster
      position={isSmallScreen ? 'top-center' : 'bottom-right'}
      closeButton={closeButton}
      richColors
      // Given, not read: without it sonner reads the document's computed direction during the first render (a
      // forced style calculation in the page's first task). The widgets are written in French.
      dir="ltr"
      style={contrastColors}
      containerAriaLabel={messages.notifications}
      toastOptions={{ closeButtonAriaLabel: messages.closeToast, ...(duration ? { duration } : {}) }}
    />
  );
}
