import { useEffect, useState } from 'react';

/**
 * True while the window is scrolled more than `thresholdPx` down. The first look waits for a frame: reading
 * `scrollY` while the page is being built forces a layout inside the first render's task (the phone
 * traces); in a frame the browser lays the page out anyway.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > thresholdPx);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [thresholdPx]);
  return isPast;
}
