import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit configuration: `npm run db:generate` (from the repo root) writes the SQL migrations that
 * `src/db/migrate.ts` applies to PGlite and to PostgreSQL alike.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema/',
  out: './packages/server/src/db/migrations',
});
