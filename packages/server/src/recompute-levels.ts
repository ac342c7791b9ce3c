import { runningOwnerOf } from './data-dir-owner.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { recomputeLevels } from './levels/recompute.ts';

// `npm run levels`: recomputes every player's level from the whole match history, in play order, on the
// server's database (DATABASE_URL, or PGlite in DATA_DIR, as main.ts opens it). The ingest keeps them up to
// date by itself; this is for after a change of the rating rules, or to check them.
const dataDir = process.env.DATA_DIR || './data';
const databaseUrl = process.env.DATABASE_URL || undefined;

if (!databaseUrl && dataDir !== 'memory://') {
  const owner = runningOwnerOf(dataDir);
  if (owner !== null) {
    console.error(
      `The server (pid ${owner}) has ${dataDir} open; PGlite allows one process per data directory. Stop it ` +
        'first, or run the server on PostgreSQL (DATABASE_URL) to recompute the levels while it runs.',
    );
    process.exit(1);
  }
}

const opened = await openDatabase({ dataDir, databaseUrl });
try {
  await migrateDatabase(opened);
  const report = await recomputeLevels(opened.db);
  console.log(`Recomputed ${report.levels} level(s) from ${report.matches} match(es).`);
} finally {
  await opened.close();
}
