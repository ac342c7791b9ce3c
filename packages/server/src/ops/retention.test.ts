import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { purgeExpiredRecords, RETENTION_MS, startRetentionJob } from './retention.ts';

let testDb: TestDatabase;
let userId: number;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // The tokens, codes, sessions and keys below belong to an account of their own.
  const users = (await testDb.db.execute(
    sql`insert into users (email, password_hash) values ('retention@example.fr', 'x') returning id`,
  )) as unknown as { rows: { id: number }[] };
  userId = Number(users.rows[0]?.id);
});
afterAll(() => testDb.close());

const DAY_MS = 24 * 3600 * 1000;
const now = new Date('2027-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

/** One row past its retention and one still within it, in each table the purge covers. */
async function insertRows(tag: string) {
  const db = testDb.db;
  const rows: [string, string][] = [
    ['old', ago(RETENTION_MS.outbox + DAY_MS)],
    ['fresh', ago(RETENTION_MS.outbox - DAY_MS)],
  ];
  for (const [age, at] of rows) {
    await db.execute(sql`insert into outbox (channel, recipient, subject, body, created_at, sent_at)
      values ('mail', ${`retention-${tag}@example.fr`}, ${age}, 'corps', ${at}, ${at})`);
    const expiry = age === 'old' ? ago(2 * DAY_MS) : ago(DAY_MS / 2);
    await db.execute(sql`insert into one_time_tokens (user_id, kind, token_hash, payload, expires_at)
      values (${userId}, 'reset', ${randomUUID()}, ${`${tag}-${age}`}, ${expiry})`);
    await db.execute(sql`insert into sms_codes (user_id, phone, code_hash, expires_at)
      values (${userId}, ${`${tag}-${age}`}, 'x', ${expiry})`);
    await db.execute(sql`insert into sessions (token_id, user_id, audience, issued_at, expires_at)
      values (${randomUUID()}, ${userId}, ${`${tag}-${age}`}, ${ago(9 * DAY_MS)}, ${expiry})`);
    await db.execute(
      sql`insert into rate_limits (key, window_start, hits) values (${`${tag}-${age}`}, ${expiry}, 1)`,
    );
    const created = age === 'old' ? ago(RETENTION_MS.idempotencyKeys + DAY_MS) : ago(DAY_MS);
    await db.execute(sql`insert into idempotency_keys (user_id, scope, key, request_hash, created_at)
      values (${userId}, 'POST /api/v2/panier/valide', ${`${tag}-${age}`}, 'h', ${created})`);
    // A notice sent, and one given up after its tries (kept longer).
    const sent =
      age === 'old' ? ago(RETENTION_MS.finishedJobs + DAY_MS) : ago(RETENTION_MS.finishedJobs - DAY_MS);
    const failed =
      age === 'old' ? ago(RETENTION_MS.failedJobs + DAY_MS) : ago(RETENTION_MS.finishedJobs + DAY_MS);
    // A door's decisions: a refusal past its time goes, an allowed entry (attendance) stays however old.
    const device = (await db.execute(sql`insert into hall_devices (hall_id, name, scopes, key_hash)
      values ((select min(id) from halls), ${`${tag}-${age}`}, '{entree}', ${randomUUID()}) returning id`)) as unknown as {
      rows: { id: number }[];
    };
    const decided =
      age === 'old' ? ago(RETENTION_MS.refusedEntries + DAY_MS) : ago(RETENTION_MS.refusedEntries - DAY_MS);
    for (const isAllowed of [false, true]) {
      await db.execute(sql`insert into door_entries (hall_id, device_id, decided_at, is_allowed, reason)
        values ((select min(id) from halls), ${device.rows[0]?.id}, ${decided}, ${isAllowed}, ${`${tag}-${age}-${isAllowed ? 'entree' : 'refus'}`})`);
    }
    for (const [state, at] of [
      ['done', sent],
      ['failed', failed],
    ] as const) {
      await db.execute(sql`insert into jobs (kind, run_at, state, dedupe_key, finished_at)
        values ('notice.test', ${at}, ${state}, ${`${tag}-${age}-${state}`}, ${at})`);
    }
  }
}

/** What is left of the test's rows, table by table, by age. */
async function left(tag: string) {
  const result = (await testDb.db.execute(sql`
    select 'outbox' as t, subject as age from outbox where recipient = ${`retention-${tag}@example.fr`}
    union all select 'one_time_tokens', split_part(payload, '-', 2) from one_time_tokens where payload like ${`${tag}-%`}
    union all select 'sms_codes', split_part(phone, '-', 2) from sms_codes where phone like ${`${tag}-%`}
    union all select 'sessions', split_part(audience, '-', 2) from sessions where audience like ${`${tag}-%`}
    union all select 'rate_limits', split_part(key, '-', 2) from rate_limits where key like ${`${tag}-%`}
    union all select 'idempotency_keys', split_part(key, '-', 2) from idempotency_keys where key like ${`${tag}-%`}
    union all select 'jobs', split_part(dedupe_key, '-', 2) from jobs where dedupe_key like ${`${tag}-%-done`}
    union all select 'jobs_failed', split_part(dedupe_key, '-', 2) from jobs where dedupe_key like ${`${tag}-%-failed`}
    union all select 'door_refusals', split_part(reason, '-', 2) from door_entries where reason like ${`${tag}-%-refus`}
    union all select 'door_entries_allowed', split_part(reason, '-', 2) from door_entries where reason like ${`${tag}-%-entree`}
    order by 1, 2`)) as unknown as { rows: { t: string; age: string }[] };
  return result.rows.map((row) => `${row.t}:${row.age}`);
}

const tables = [
  'door_refusals',
  'idempotency_keys',
  'jobs',
  'jobs_failed',
  'one_time_tokens',
  'outbox',
  'rate_limits',
  'sessions',
  'sms_codes',
];

describe('retention purge', () => {
  it('deletes what the privacy policy no longer keeps and nothing still within its time', async () => {
    await insertRows('a');
    expect(await left('a')).toEqual(
      [...tables, 'door_entries_allowed'].sort().flatMap((t) => [`${t}:fresh`, `${t}:old`]),
    );
    const report = await purgeExpiredRecords(testDb.db, now);
    const kept = [
      ...tables.map((t) => `${t}:fresh`),
      'door_entries_allowed:fresh',
      'door_entries_allowed:old',
    ];
    expect(await left('a')).toEqual(kept.sort());
    for (const table of tables.filter((t) => t !== 'jobs_failed' && t !== 'door_refusals'))
      expect(report[table]).toBeGreaterThanOrEqual(1);
    expect(report.door_entries).toBe(1);
    // A second run finds nothing more of them.
    await purgeExpiredRecords(testDb.db, now);
    expect(await left('a')).toEqual(kept.sort());
  });

  it('runs in the server as a repeated job, a first time at its start', async () => {
    const reports: Record<string, number>[] = [];
    const stop = startRetentionJob(testDb.db, { intervalMs: 60_000, log: (report) => reports.push(report) });
    try {
      await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const purged = [
        ...tables.filter((t) => t !== 'jobs_failed' && t !== 'door_refusals'),
        'door_entries',
        'door_manifest_reads',
      ];
      expect(Object.keys(reports[0] ?? {}).sort()).toEqual(purged.sort());
    } finally {
      stop();
    }
  });
});
