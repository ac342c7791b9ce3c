import { runningOwnerOf } from './data-dir-owner.ts';
import { type OpenedDatabase, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';

/**
 * The server's database for a one-off command (`npm run settle`, `device`, `levels`): DATABASE_URL, or
 * PGlite in DATA_DIR, as main.ts opens it, migrated. PGlite allows one process per data directory: while a
 * server holds it, the command prints why it cannot run (`whileServerRuns`, what to do instead) and exits 1.
 *
 * @example const opened = await openCommandDatabase('Stop it first, or …');
 */
export async function openCommandDatabase(whileServerRuns: string): Promise<OpenedDatabase> {
  const dataDir = process.env.DATA_DIR || './data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl && dataDir !== 'memory://') {
    const owner = runningOwnerOf(dataDir);
    if (owner !== null) {
      console.error(
        `The server (pid ${owner}) has ${dataDir} open; PGlite allows one process per data directory. ${whileServerRuns}`,
      );
      process.exit(1);
    }
  }
  const opened = await openDatabase({ dataDir, databaseUrl });
  await migrateDatabase(opened);
  return opened;
}
