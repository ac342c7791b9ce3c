import { openCommandDatabase } from './command-database.ts';
import { recomputeLevels } from './levels/recompute.ts';

// `npm run levels`: recomputes every player's level from the whole match history, in play order, on the
// server's database (DATABASE_URL, or PGlite in DATA_DIR, as main.ts opens it). The ingest keeps them up to
// date by itself; this is for after a change of the rating rules, or to check them.
const opened = await openCommandDatabase(
  'Stop it first, or run the server on PostgreSQL (DATABASE_URL) to recompute the levels while it runs.',
);
try {
  const report = await recomputeLevels(opened.db);
  console.log(`Recomputed ${report.levels} level(s) from ${report.matches} match(es).`);
} finally {
  await opened.close();
}
