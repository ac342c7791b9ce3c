import { defaultLogger, type Logger } from '../logging/index.ts';

/**
 * Runs `run` now and then every `intervalMs` in the server process, never two runs at once in it; a failed
 * run is logged under `label` (one line of `log`, the error without a query's values) and tried again at the
 * next tick. The timers do not keep the process alive. Returns a stop function.
 *
 * @example const stop = repeatEvery(60_000, 'Settlement', () => runSettlement(db, provider), log);
 */
export function repeatEvery(
  intervalMs: number,
  label: string,
  run: () => Promise<void>,
  log: Logger = defaultLogger(),
): () => void {
  let isRunning = false;
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      await run();
    } catch (error) {
      log.error({ job: label, err: error }, `${label} failed`);
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
