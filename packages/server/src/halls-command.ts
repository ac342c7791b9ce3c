import { clockFromEnv } from './clock/index.ts';
import { openCommandDatabase } from './command-database.ts';
import { runHallsCommand } from './hall-import/halls-command.ts';
import { closeSlotBus } from './live/index.ts';

// `npm run halls -- import <file.json>` (and `export`, `schema`): the real halls, on the server's database
// (DATABASE_URL, or PGlite in DATA_DIR), at the time of the server's clock (CLOCK_START outside production).
// File names are read from the directory npm was started in (INIT_CWD), not the repository's root.
const clock = clockFromEnv(process.env, { isProduction: process.env.NODE_ENV === 'production' });
const args = process.argv.slice(2);
const cwd = process.env.INIT_CWD || process.cwd();
const opened =
  args[0] === 'schema'
    ? undefined
    : await openCommandDatabase(
        'Stop it first, or run the server on PostgreSQL (DATABASE_URL) to import halls while it runs.',
      );
let exitCode = 1;
try {
  const result = await runHallsCommand(opened?.db, args, { now: clock.now(), cwd });
  (result.exitCode === 0 ? console.log : console.error)(result.lines.join('\n'));
  exitCode = result.exitCode;
} finally {
  // The changed halls' plannings were told through PostgreSQL: its listening connection closes first.
  if (opened) await closeSlotBus(opened.db);
  await opened?.close();
}
process.exit(exitCode);
