import { runningOwnerOf } from './data-dir-owner.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { runDeviceCommand } from './hall-devices/device-command.ts';

// `npm run device -- add <hall key> <name> --scope <scope>`, `list <hall key>`, `revoke <device id>`: a hall's
// devices and their keys, on the server's database (DATABASE_URL, or PGlite in DATA_DIR, as main.ts opens it).
const dataDir = process.env.DATA_DIR || './data';
const databaseUrl = process.env.DATABASE_URL || undefined;

if (!databaseUrl && dataDir !== 'memory://') {
  const owner = runningOwnerOf(dataDir);
  if (owner !== null) {
    console.error(
      `The server (pid ${owner}) has ${dataDir} open; PGlite allows one process per data directory. Stop it ` +
        'first, or run the server on PostgreSQL (DATABASE_URL) to manage devices while it runs.',
    );
    process.exit(1);
  }
}

const opened = await openDatabase({ dataDir, databaseUrl });
let exitCode = 1;
try {
  await migrateDatabase(opened);
  const result = await runDeviceCommand(opened.db, process.argv.slice(2));
  (result.exitCode === 0 ? console.log : console.error)(result.lines.join('\n'));
  exitCode = result.exitCode;
} finally {
  await opened.close();
}
process.exit(exitCode);
