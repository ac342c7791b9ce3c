import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { halls } from '../db/schema.ts';

/** The id of a seeded hall, by key. */
export async function hallIdOf(db: Database, key: string): Promise<number> {
  const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.key, key));
  if (!hall) throw new Error(`no seeded hall ${key}`);
  return hall.id;
}
