// A hall's news in its console (« Actualités »): listed newest first, and withdrawn. Publishing is
// `publishHallNews`, shared with `npm run news`.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hallNews } from '../db/schema.ts';
import { Refusal } from '../domain-errors/index.ts';
import { cancelJobs } from '../jobs/job-queue.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';
import { hallNewsMessages, newsGroup } from './hall-news.ts';
import { noticeKinds } from './plan-notices.ts';

/** A news item as the console lists it (`GET .../actualites`). */
export interface HallNewsView {
  idActualite: number;
  slug: string;
  titre: string;
  resume: string;
  chemin: string;
  publieeLe: string;
  retireeLe: string | null;
}

const view = (row: typeof hallNews.$inferSelect): HallNewsView => ({
  idActualite: row.id,
  slug: row.slug,
  titre: row.title,
  resume: row.summary,
  chemin: row.path,
  publieeLe: row.publishedAt.toISOString(),
  retireeLe: row.withdrawnAt?.toISOString() ?? null,
});

/**
 * The hall's news, newest first, withdrawn ones included.
 *
 * @example const news = await hallNewsViews(db, hallId);
 */
export async function hallNewsViews(db: Database, hallId: number): Promise<HallNewsView[]> {
  const rows = await db
    .select()
    .from(hallNews)
    .where(eq(hallNews.hallId, hallId))
    .orderBy(desc(hallNews.publishedAt), desc(hallNews.id));
  return rows.map(view);
}

/** One of the hall's news items; another hall's is not found. */
export async function hallNewsView(db: Database, hallId: number, newsId: number): Promise<HallNewsView> {
  const [row] = await db
    .select()
    .from(hallNews)
    .where(and(eq(hallNews.id, newsId), eq(hallNews.hallId, hallId)));
  if (!row) throw new Refusal('not-found', hallNewsMessages.unknownNews);
  return view(row);
}

/**
 * Withdraws one of the hall's news items: what was sent stays sent, the notices not sent yet are called off
 * (and a notice a runner holds right now finds the news gone: `loadHallNews`); its slug stays taken, so
 * publishing it again tells nobody twice. Another hall's news is not found; withdrawing again keeps the
 * first date and records nothing. Audited in the same transaction.
 *
 * @example await withdrawHallNews(db, hallId, 4, staff, clock.now());
 */
export async function withdrawHallNews(
  db: Database,
  hallId: number,
  newsId: number,
  actor: StaffActor,
  now: Date,
): Promise<HallNewsView> {
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(hallNews)
      .set({ withdrawnAt: now })
      .where(and(eq(hallNews.id, newsId), eq(hallNews.hallId, hallId), isNull(hallNews.withdrawnAt)))
      .returning();
    if (!withdrawn) return hallNewsView(tx, hallId, newsId);
    const calledOff = await cancelJobs(tx, newsGroup(newsId), noticeKinds.hallNews, now);
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'actualite.retrait',
      { idActualite: newsId, slug: withdrawn.slug, titre: withdrawn.title, envoisAnnules: calledOff },
      now,
    );
    return view(withdrawn);
  });
}
