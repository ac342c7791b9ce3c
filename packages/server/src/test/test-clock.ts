import { type Clock, clockStartingAt } from '../clock/index.ts';
import { localDateOf, zonedInstant } from '../planning/local-time.ts';

const PARIS = 'Europe/Paris';

/**
 * A clock for tests about « today » in a hall: it reads `hour`:00 in Paris on the day the test runs, then runs
 * on at the real speed. A session « in 20 minutes » or « in 7 hours » stays on the same day whatever hour the
 * suite runs at: on the system's clock, a run at 23:58 in Paris saw its session tomorrow and failed.
 *
 * @example const clock = clockOfTheDay(14); const app = createApp({ db, clock });
 */
export function clockOfTheDay(hour = 14, base?: Clock): Clock {
  const today = localDateOf(base?.now() ?? new Date(), PARIS);
  return clockStartingAt(zonedInstant(today, hour * 60, PARIS), base);
}
