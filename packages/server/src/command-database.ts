import { DataDirInUse, lockDataDir } from './data-dir-owner.ts';
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
  let release = async () => {};
  if (!databaseUrl && dataDir !== 'memory://') {
    try {
      // The command holds the directory while it runs: a server cannot start on it meanwhile either.
      release = await lockDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUse)) throw error;
      console.error(`${error.message} ${whileServerRuns}`);
      process.exit(1);
    }
  }
  const opened = await openDatabase({ dataDir, databaseUrl });
  await migrateDatabase(opened);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await release();
    },
  };
}
