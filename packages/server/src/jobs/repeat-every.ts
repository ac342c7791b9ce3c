/**
 * Runs `run` now and then every `intervalMs` in the server process, never two runs at once in it; a failed
 * run is logged under `label` and tried again at the next tick. The timers do not keep the process alive.
 * Returns a stop function.
 *
 * @example const stop = repeatEvery(60_000, 'Settlement', () => runSettlement(db, provider));
 */
export function repeatEvery(intervalMs: number, label: string, run: () => Promise<void>): () => void {
  let isRunning = false;
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      await run();
    } catch (error) {
      console.error(`${label} failed:`, error);
    } finally {
      isRunning = false;
    }
  };
  const first = setTimeout(tick, 0);
  first.unref();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
