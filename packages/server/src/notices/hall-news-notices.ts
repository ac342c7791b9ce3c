// The notice jobs of a hall's news (« Nouvelles des salles »): the news' job plans one job per
// account and channel chosen (each sent once, retried alone), and each checks the player's choice again
// before it sends. An SMS due in the quiet hours is planned for the 8:00 that ends them.
import type { Database } from '../db/client.ts';
import { planJobs } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/run-jobs.ts';
import { hallNewsRecipients, loadHallNews, newsGroup } from './hall-news.ts';
import type { NoticeDeps } from './notice-deps.ts';
import { noticeKinds } from './plan-notices.ts';
import { readChoices } from './preferences.ts';
import { isQuietHour, smsSendingTime } from './quiet-hours.ts';
import { type Recipient, recipientsByIds } from './recipients.ts';
import { hallNewsSms } from './sms/sms-texts.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

type Compose = () => Promise<typeof import('./compose.tsx')>;

const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/**
 * The hall news' notice handlers, merged into {@link createNoticeHandlers}.
 *
 * @example const handlers = { ...others, ...hallNewsNoticeHandlers(db, deps, compose) };
 */
export function hallNewsNoticeHandlers(
  db: Database,
  deps: NoticeDeps,
  compose: Compose,
): Record<string, JobHandler> {
  const context = (person: Recipient) => ({
    brand: deps.brand,
    to: person.email,
    pseudonym: person.pseudonym,
    accountUrl: `${deps.siteUrl}/profile?q=profile`,
  });
  return {
    async [noticeKinds.hallNews](payload, { now }) {
      const newsId = int(payload.newsId);
      if (!(await loadHallNews(db, newsId))) return;
      const people = await hallNewsRecipients(db, newsId);
      const smsAt = smsSendingTime(now);
      await planJobs(db, [
        ...people
          .filter((person) => person.isMail)
          .map((person) => ({
            kind: noticeKinds.hallNewsTo,
            payload: { newsId, userId: person.userId },
            runAt: now,
            dedupeKey: `${newsGroup(newsId)}:user:${person.userId}`,
            groupKey: newsGroup(newsId),
          })),
        ...people
          .filter((person) => person.isSms)
          .map((person) => ({
            kind: noticeKinds.hallNewsSmsTo,
            payload: { newsId, userId: person.userId },
            runAt: smsAt,
            dedupeKey: `${newsGroup(newsId)}:sms:${person.userId}`,
            groupKey: newsGroup(newsId),
          })),
      ]);
    },

    async [noticeKinds.hallNewsSmsTo](payload, { now }) {
      const news = await loadHallNews(db, int(payload.newsId));
      const [person] = await recipientsByIds(db, [int(payload.userId)]);
      // Turned off since it was planned, the phone no longer verified, or the account gone: nothing to send.
      if (!news || !person?.phone || !person.isPhoneVerified) return;
      if (!(await readChoices(db, person.userId)).actualites.sms) return;
      // A retry that fell in the quiet hours waits for 8:00.
      if (isQuietHour(now)) return { runAgainAt: smsSendingTime(now) };
      const text = hallNewsSms(news, {
        brand: deps.brand,
        newsUrl: `${deps.siteUrl}${news.path}`,
        hallUrl: `${deps.siteUrl}/${deps.productKey}/${news.hallKey}`,
      });
      await deps.sms.send({ to: person.phone, text });
    },

    async [noticeKinds.hallNewsTo](payload) {
      const news = await loadHallNews(db, int(payload.newsId));
      const [person] = await recipientsByIds(db, [int(payload.userId)]);
      // Turned off since it was planned (or the account is gone): nothing to send.
      if (!news || !person || !(await readChoices(db, person.userId)).actualites.mail) return;
      const token = unsubscribeToken(await deps.signingKey(), person.userId, 'actualites');
      const unsubscribeUrl = `${deps.siteUrl}/api/v2/notifications/desabonnement/${token}`;
      const mail = await (await compose()).hallNewsMail(news, {
        ...context(person),
        newsUrl: `${deps.siteUrl}${news.path}`,
        unsubscribeUrl,
      });
      await deps.mailer.deliverMail({
        ...mail,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
  };
}
