import { useEffect, useState } from 'react';

/** True while the window is scrolled more than `thresholdPx` down. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [isPast, setIsPast] = useState(() => typeof window !== 'undefined' && window.scrollY > thresholdPx);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return isPast;
}
