import { clockFromEnv } from './clock/index.ts';
import { openCommandDatabase } from './command-database.ts';
import { runNewsCommand } from './notices/news-command.ts';

// `npm run news -- publish <hall key> <slug> --title … --summary … [--path …]`: a hall's news, told by mail or
// SMS to its players who chose the news, on the server's database (DATABASE_URL, or PGlite in DATA_DIR), at
// the time of the server's clock (CLOCK_START outside production).
const clock = clockFromEnv(process.env, { isProduction: process.env.NODE_ENV === 'production' });
const opened = await openCommandDatabase(
  'Stop it first, or run the server on PostgreSQL (DATABASE_URL) to publish news while it runs.',
);
let exitCode = 1;
try {
  const result = await runNewsCommand(opened.db, process.argv.slice(2), {
    productKey: process.env.PRODUCT_KEY || undefined,
    now: clock.now(),
  });
  (result.exitCode === 0 ? console.log : console.error)(result.lines.join('\n'));
  exitCode = result.exitCode;
} finally {
  await opened.close();
}
process.exit(exitCode);
