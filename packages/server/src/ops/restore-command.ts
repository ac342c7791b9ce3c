import { restoreDatabase } from './backup.ts';

// `npm run restore -- <file>`: restores a backup of `npm run backup` into DATA_DIR (a new or empty
// directory) or DATABASE_URL (an empty database); never over an existing database.
const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore -- <backup file>   (into an empty DATA_DIR, or an empty DATABASE_URL)',
  );
  process.exit(2);
}
const location = {
  dataDir: process.env.DATA_DIR || './data',
  databaseUrl: process.env.DATABASE_URL || undefined,
};
try {
  const started = performance.now();
  await restoreDatabase(file, location);
  const where = location.databaseUrl ? 'the PostgreSQL database' : location.dataDir;
  console.log(`Restored ${file} into ${where} (${Math.round(performance.now() - started)} ms).`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
