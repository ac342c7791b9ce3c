// Public entry of the reference server: the app and what it needs to open a database.
export { API_BASES, type AppOptions, createApp, type Database } from './app.ts';
export { type OpenDatabaseOptions, type OpenedDatabase, openDatabase } from './db/client.ts';
export { migrateDatabase } from './db/migrate.ts';
export { seedDatabase } from './db/seed.ts';
export { seedAccounts } from './db/seed-accounts.ts';
