import { openCommandDatabase } from './command-database.ts';
import { appliedMigrations, knownMigrations, schemaPosition } from './db/migration-status.ts';

// `npm run migrate`: brings the server's database (DATABASE_URL, or PGlite in DATA_DIR) to this version's
// schema, apart from any start: run it before rolling out a version whose servers start with
// MIGRATE_AT_START=0. Its migrations only add (README « Migrations »), so the running version keeps serving.
let exitCode = 1;
try {
  // Opening a command's database applies the migrations this version carries, under the migration lock.
  const opened = await openCommandDatabase(
    "Arrêtez-le d'abord (il applique lui-même les migrations au démarrage), ou passez par PostgreSQL (DATABASE_URL).",
  );
  try {
    const [applied, known] = [await appliedMigrations(opened.db), knownMigrations()];
    console.log(
      schemaPosition(applied, known) === 'en-avance'
        ? `Base en avance sur cette version\u00a0: ${applied} migrations, ${known} connues. Rien à faire.`
        : `Base à jour\u00a0: ${applied} migrations.`,
    );
    exitCode = 0;
  } finally {
    await opened.close();
  }
} catch (error) {
  console.error(`Migration impossible\u00a0: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
