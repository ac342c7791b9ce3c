import pg from 'pg';

/**
 * Runs one statement on the PostgreSQL server `adminUrl` names (creating or dropping a test's database),
 * on a connection of its own.
 *
 * @example await onAdminDatabase(process.env.TEST_DATABASE_URL, `CREATE DATABASE ${name}`);
 */
export async function onAdminDatabase(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
