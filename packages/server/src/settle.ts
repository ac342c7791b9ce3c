import { clockFromEnv } from './clock/index.ts';
import { openCommandDatabase } from './command-database.ts';
import { createCardProvider, paymentsConfigFromEnv } from './payments/index.ts';
import { runRefunds } from './payments/refunds/index.ts';
import { runSettlement } from './payments/settlement/index.ts';

// `npm run settle [-- --now <ISO date>]`: one settlement run on the server's database (DATABASE_URL, or
// PGlite in DATA_DIR, as main.ts opens it). The server also runs it every minute by itself. Its clock is the
// server's (CLOCK_START outside production); `--now` settles what ended by another time.
const clock = clockFromEnv(process.env, { isProduction: process.env.NODE_ENV === 'production' });
const nowIndex = process.argv.indexOf('--now');
const now = nowIndex >= 0 ? new Date(process.argv[nowIndex + 1] ?? '') : clock.now();
if (Number.isNaN(now.getTime())) throw new Error('--now needs an ISO date, e.g. 2026-11-30T12:00:00Z.');

const opened = await openCommandDatabase(
  'The server settles every minute itself: stop it first, or use POST /dev/reglement outside production.',
);
try {
  const provider = createCardProvider(opened.db, paymentsConfigFromEnv(), clock);
  const report = await runSettlement(opened.db, provider, { clock, now });
  const count = (status: string) => report.debits.filter((d) => d.status === status).length;
  console.log(
    `Settled ${report.reservations} reservation(s) as of ${now.toISOString()}: ${report.shares} share(s) ` +
      `written, ${report.debits.length} debit(s): ${count('paid')} paid, ${count('rectify')} to rectify, ` +
      `${count('processing')} pending.`,
  );
  // Then the refunds due (games the hall cancelled after their settlement), as the server's timer does.
  const refunds = await runRefunds(opened.db, provider, { clock, now });
  console.log(
    `Refunds: ${refunds.done} carried out, ${refunds.retried} to retry, ${refunds.failed} given up.`,
  );
} finally {
  await opened.close();
}
