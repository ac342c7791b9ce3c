import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallNews, jobs } from '../db/schema.ts';
import { type CommandTarget, createCommandTarget, runCommand } from '../test/command-target.ts';
import { hallNewsMessages, newsGroup } from './hall-news.ts';

// `npm run news` as the root package.json names it: `npm run build:server`, then dist/news.js, which esbuild
// bundles from src/news.ts. The test runs that same entry from source (tsx) on a database of its own, as the
// levels and device commands' tests do.

let target: CommandTarget;
beforeAll(async () => {
  target = await createCommandTarget('news');
}, 120_000);
afterAll(() => target.drop());

/** Runs `src/news.ts` the way `npm run news` runs its bundle. */
const news = (...args: string[]) => runCommand(target, 'src/news.ts', args);

describe('npm run news', () => {
  it("publishes a hall's news once with its notice planned, and refuses an unknown hall in French", async () => {
    const args = [
      'publish',
      'padel-park',
      'nocturne-padel',
      '--title',
      'Nocturne padel',
      '--summary',
      'Vendredi soir.',
    ];
    const first = await news(...args);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^News \d+ published for padel-park: /m);
    const again = await news(...args);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(
      /was already published for padel-park \(nocturne-padel\): nothing sent again\./,
    );
    const unknown = await news('publish', 'nulle-part', 'x', '--title', 'T', '--summary', 'R');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(hallNewsMessages.unknownHall);

    const opened = await target.open();
    try {
      const rows = await opened.db.select().from(hallNews);
      expect(rows.map((row) => [row.slug, row.title, row.path])).toEqual([
        ['nocturne-padel', 'Nocturne padel', '/multisalle/padel-park'],
      ]);
      const planned = await opened.db
        .select({ kind: jobs.kind, state: jobs.state })
        .from(jobs)
        .where(eq(jobs.groupKey, newsGroup(rows[0]?.id ?? 0)));
      expect(planned).toEqual([{ kind: 'notice.hall-news', state: 'pending' }]);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
