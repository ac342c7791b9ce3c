import { backupDatabase, defaultBackupFile } from './backup.ts';

// `npm run backup [-- <file>]`: a backup of the server's database (DATABASE_URL, or PGlite in DATA_DIR, as
// main.ts opens it) to <file>, by default backups/multisalle-<date>.tar.gz (PGlite) or .dump (PostgreSQL).
const location = {
  dataDir: process.env.DATA_DIR || './data',
  databaseUrl: process.env.DATABASE_URL || undefined,
};
const file = process.argv[2] ?? defaultBackupFile(location);
try {
  const report = await backupDatabase(location, file);
  console.log(
    `Backed up the ${report.kind} database to ${report.file} (${report.bytes} bytes, ${report.durationMs} ms).`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
