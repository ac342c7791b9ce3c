import { accountsConfigFromEnv } from './accounts/index.ts';
import { clockFromEnv } from './clock/index.ts';
import { openCommandDatabase } from './command-database.ts';
import { runStaffCommand } from './staff/staff-command.ts';

// `npm run staff -- add <email> --hall <key> --role proprietaire`: a hall's staff member, on the server's
// database (DATABASE_URL, or PGlite in DATA_DIR), the link on the site's address (PUBLIC_SITE_URL).
const isProduction = process.env.NODE_ENV === 'production';
const clock = clockFromEnv(process.env, { isProduction });
const { siteUrl } = accountsConfigFromEnv({ isProduction });
const opened = await openCommandDatabase(
  'Stop it first, or run the server on PostgreSQL (DATABASE_URL) to add staff while it runs.',
);
let exitCode = 1;
try {
  const result = await runStaffCommand(opened.db, process.argv.slice(2), { siteUrl, now: clock.now() });
  (result.exitCode === 0 ? console.log : console.error)(result.lines.join('\n'));
  exitCode = result.exitCode;
} finally {
  await opened.close();
}
process.exit(exitCode);
