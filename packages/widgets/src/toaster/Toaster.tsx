import { breakpoints, messages, onToast, onToastsCleared } from '@multisalle/core';
import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useMediaQuery } from '../hooks/use-media-query';

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
 * Shows core's toasts with sonner: at the top centre on screens of 640 px or less, bottom right
 * otherwise (spec 1 section 8). Render it once, near the root of the page.
 *
 * @example <Toaster />
 */
export function Toaster({ duration, closeButton = true }: ToasterProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);

  useEffect(() => {
    const stopToasts = onToast(({ kind, message }) => {
      toast[kind](message);
    });
    const stopClears = onToastsCleared(() => {
      toast.dismiss();
    });
    return () => {
      stopToasts();
      stopClears();
    };
  }, []);

  return (
    <SonnerToaster
      position={isSmallScreen ? 'top-center' : 'bottom-right'}
      closeButton={closeButton}
      richColors
      containerAriaLabel={messages.notifications}
      toastOptions={{ closeButtonAriaLabel: messages.closeToast, ...(duration ? { duration } : {}) }}
    />
  );
}
