// A hall's news (« Nouvelles des salles »): published once, from the console or `npm run news` (both call
// `publishHallNews`), then told by mail and by SMS to the players of that hall who chose this kind (off by
// default). The publication, its notice job and its line in the staff journal are written together.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contacts,
  hallNews,
  halls,
  noticePreferences,
  participantAnswers,
  reservationParticipants,
  reservations,
  users,
  zones,
} from '../db/schema.ts';
import { InvalidField, Refusal } from '../domain-errors/index.ts';
import { planJobs } from '../jobs/job-queue.ts';
import { DEFAULT_PRODUCT_KEY } from '../product.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';
import { noticeKinds } from './plan-notices.ts';
import type { Recipient } from './recipients.ts';

/** A news item to publish. */
export interface HallNewsInput {
  /** The hall's key (`padel-park`). */
  hallKey: string;
  /** Its name among the hall's news: publishing the same slug again sends nothing. Absent: from the title. */
  slug?: string | undefined;
  title: string;
  summary: string;
  /** The site's page that tells it, from the site's root (`/multisalle/article-padel-park/…`). Absent: the hall's page. */
  path?: string | undefined;
}

/** A news item as its notice reads it. */
export interface HallNewsFacts {
  newsId: number;
  hallName: string;
  /** The hall's key (`padel-park`): its page is `/<product key>/<hall key>`. */
  hallKey: string;
  title: string;
  summary: string;
  path: string;
}

/** The limits of a news item, checked before anything is written. */
export const HALL_NEWS_LIMITS = { slug: 80, title: 120, summary: 400, path: 200 } as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^\/[A-Za-z0-9/_-]*$/;

/** French reasons a publication is refused. */
export const hallNewsMessages = {
  unknownHall: 'Cette salle est introuvable.',
  unknownNews: "Cette actualité n'existe pas dans cette salle.",
  badSlug: `Le slug s'écrit en minuscules, chiffres et tirets (${HALL_NEWS_LIMITS.slug} caractères au plus).`,
  badTitle: `Le titre est obligatoire (${HALL_NEWS_LIMITS.title} caractères au plus).`,
  badSummary: `Le résumé est obligatoire (${HALL_NEWS_LIMITS.summary} caractères au plus).`,
  badPath: 'Le lien est un chemin du site commençant par / (lettres, chiffres, /, - et _).',
} as const;

/** The group of a news item's jobs. */
export const newsGroup = (newsId: number) => `hall-news:${newsId}`;

/** Who the staff journal names for a news item published by `npm run news`. */
export const NEWS_COMMAND_ACTOR: StaffActor = { staffId: null, email: 'npm run news' };

const fits = (text: string, max: number) =>
  text.trim().length > 0 && text.length <= max && !text.includes('\0');

/**
 * A slug from a title: lower case without accents, words joined by dashes, at most 80 characters.
 *
 * @example slugOf('Tournoi de Noël !') // 'tournoi-de-noel'
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, HALL_NEWS_LIMITS.slug)
    .replace(/^-+|-+$/g, '');
}

/** Refuses, by its field, what no news item may hold (`titre`, `resume`, `slug`, `chemin`). */
function checkNews(slug: string, input: HallNewsInput, path: string): void {
  if (!fits(input.title, HALL_NEWS_LIMITS.title)) throw new InvalidField('titre', hallNewsMessages.badTitle);
  if (!fits(input.summary, HALL_NEWS_LIMITS.summary))
    throw new InvalidField('resume', hallNewsMessages.badSummary);
  if (!SLUG.test(slug) || slug.length > HALL_NEWS_LIMITS.slug)
    throw new InvalidField('slug', hallNewsMessages.badSlug);
  if (!PATH.test(path) || path.length > HALL_NEWS_LIMITS.path)
    throw new InvalidField('chemin', hallNewsMessages.badPath);
}

/** What publishing answers: the news item's id, and whether it is new (its players are told then only). */
export interface HallNewsPublished {
  newsId: number;
  isNew: boolean;
}

/**
 * Publishes a hall's news, plans its notice and records it in the staff journal, in one transaction: the
 * one way a news item is published, from the console (`POST …/actualites`) as from `npm run news`. A slug
 * the hall already published (withdrawn or not) is left as it was (`isNew: false`): its players are told
 * once. Throws `InvalidField` (by field) or `Refusal` (an unknown hall), before anything is written.
 *
 * @example await publishHallNews(db, { hallKey: 'padel-park', slug: 'tournoi', title, summary }, { actor, now });
 */
export async function publishHallNews(
  db: Database,
  input: HallNewsInput,
  {
    actor,
    now,
    productKey = DEFAULT_PRODUCT_KEY,
  }: { actor: StaffActor; now: Date; productKey?: string | undefined },
): Promise<HallNewsPublished> {
  const slug = input.slug ?? slugOf(input.title);
  const path = input.path ?? `/${productKey}/${input.hallKey}`;
  checkNews(slug, input, path);
  const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.key, input.hallKey));
  if (!hall) throw new Refusal('not-found', hallNewsMessages.unknownHall);
  return db.transaction(async (tx) => {
    const title = input.title.trim();
    const [inserted] = await tx
      .insert(hallNews)
      .values({ hallId: hall.id, slug, title, summary: input.summary.trim(), path, publishedAt: now })
      .onConflictDoNothing()
      .returning({ id: hallNews.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: hallNews.id })
        .from(hallNews)
        .where(and(eq(hallNews.hallId, hall.id), eq(hallNews.slug, slug)));
      return { newsId: existing?.id ?? 0, isNew: false };
    }
    await planJobs(tx, [
      {
        kind: noticeKinds.hallNews,
        payload: { newsId: inserted.id },
        runAt: now,
        dedupeKey: newsGroup(inserted.id),
        groupKey: newsGroup(inserted.id),
      },
    ]);
    await recordStaffAction(
      tx,
      hall.id,
      actor,
      'actualite.publication',
      { idActualite: inserted.id, slug, titre: title, chemin: path },
      now,
    );
    return { newsId: inserted.id, isNew: true };
  });
}

/**
 * A news item with its hall's name, `undefined` when it no longer exists or was withdrawn: its notices not
 * sent yet are not sent.
 *
 * @example const news = await loadHallNews(db, 3);
 */
export async function loadHallNews(db: Database, newsId: number): Promise<HallNewsFacts | undefined> {
  const [row] = await db
    .select({
      newsId: hallNews.id,
      hallName: halls.name,
      hallKey: halls.key,
      title: hallNews.title,
      summary: hallNews.summary,
      path: hallNews.path,
    })
    .from(hallNews)
    .innerJoin(halls, eq(halls.id, hallNews.hallId))
    .where(and(eq(hallNews.id, newsId), isNull(hallNews.withdrawnAt)));
  return row;
}

/** An account told of a hall's news, and by which channels it chose. */
export interface HallNewsRecipient extends Recipient {
  isMail: boolean;
  /** The news by SMS, to a verified phone. */
  isSms: boolean;
}

/**
 * The accounts told of a hall's news: those who chose the news by mail, or by SMS with a verified phone,
 * and who booked a game at the hall (organiser) or played one (accepted, themselves or a family member of
 * theirs). Deleted accounts are left out; each account once.
 *
 * @example const people = await hallNewsRecipients(db, newsId);
 */
export async function hallNewsRecipients(db: Database, newsId: number): Promise<HallNewsRecipient[]> {
  const atHall = sql`select ${zones.id} from ${zones} inner join ${hallNews} on ${hallNews.hallId} = ${zones.hallId} where ${hallNews.id} = ${newsId}`;
  const booked = sql`exists (select 1 from ${reservations} where ${reservations.organiserUserId} = ${users.id} and ${reservations.zoneId} in (${atHall}))`;
  const played = sql`exists (select 1 from ${reservationParticipants}
    inner join ${reservations} on ${reservations.id} = ${reservationParticipants.reservationId}
    left join ${contacts} family on family.id = ${reservationParticipants.contactId}
    where ${reservationParticipants.answer} = ${participantAnswers.accepted}
      and (${reservationParticipants.userId} = ${users.id} or family.parent_user_id = ${users.id})
      and ${reservations.zoneId} in (${atHall}))`;
  const byVerifiedSms = sql`(${noticePreferences.newsSms} and ${contacts.isPhoneVerified} and ${contacts.phone} is not null)`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      pseudonym: contacts.pseudonym,
      phone: contacts.phone,
      isPhoneVerified: contacts.isPhoneVerified,
      isMail: noticePreferences.newsMail,
      isSms: sql<boolean>`${byVerifiedSms}`.mapWith(Boolean),
    })
    .from(users)
    .innerJoin(contacts, eq(contacts.userId, users.id))
    .innerJoin(noticePreferences, eq(noticePreferences.userId, users.id))
    .where(
      and(
        isNull(users.deletedAt),
        or(eq(noticePreferences.newsMail, true), byVerifiedSms),
        or(booked, played),
      ),
    )
    .orderBy(users.id);
}
