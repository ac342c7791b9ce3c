import { useEffect, useState } from 'react';

/**
 * The time now in milliseconds, moved by `offsetMs` (the server's clock minus ours) and refreshed every
 * `periodMs`, on the boundary (a clock that shows minutes changes at the minute, not up to a period late).
 *
 * @param periodMs - @default 1000
 * @example const now = useNow(feed.clockOffsetMs);
 */
export function useNow(offsetMs = 0, periodMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, periodMs - (current % periodMs) + 5);
    };
    timer = setTimeout(tick, periodMs - (Date.now() % periodMs) + 5);
    return () => clearTimeout(timer);
  }, [periodMs]);
  return now + offsetMs;
}
