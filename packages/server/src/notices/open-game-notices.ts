// The handlers of the open games' request notices: the organiser told of a new request, the
// player told of the decision. Each checks the request as it stands when sent (a request decided since, a
// decision changed since, a game cancelled or started: nothing to tell) and the recipient's choice for the
// answers' kind (« reponses »), with a one-click unsubscribe, as the answers digest does.
import { formatLevel } from '@multisalle/core';
import { and, eq } from 'drizzle-orm';
import type { OutgoingMail } from '../accounts/outbox.ts';
import type { Database } from '../db/client.ts';
import { openGamePlayers, openGames, reservations } from '../db/schema.ts';
import type { JobHandler } from '../jobs/run-jobs.ts';
import { readLevels } from '../levels/read-levels.ts';
import type { MailContext } from './compose.tsx';
import { loadGameFacts } from './game-facts.ts';
import type { NoticeDeps } from './notice-deps.ts';
import { noticeKinds } from './plan-notices.ts';
import { readChoices } from './preferences.ts';
import { type Recipient, recipientsByIds } from './recipients.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

type Compose = () => Promise<typeof import('./compose.tsx')>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/** The request line of a player in a game, as it stands now. */
async function requestOf(db: Database, reservationId: string, contactId: number) {
  const [line] = await db
    .select({ status: openGamePlayers.status, userId: openGamePlayers.userId })
    .from(openGamePlayers)
    .where(and(eq(openGamePlayers.reservationId, reservationId), eq(openGamePlayers.contactId, contactId)));
  return line;
}

/**
 * The open games' notice handlers, merged into {@link createNoticeHandlers}.
 *
 * @example const handlers = { ...others, ...openGameNoticeHandlers(db, deps, compose) };
 */
export function openGameNoticeHandlers(
  db: Database,
  deps: NoticeDeps,
  compose: Compose,
): Record<string, JobHandler> {
  /** Sends `build`'s mail to `person` if they keep the answers' notices, with the one-click unsubscribe. */
  const sendIfChosen = async (
    person: Recipient,
    build: (context: MailContext & { unsubscribeUrl: string }) => Promise<OutgoingMail>,
  ) => {
    if (!(await readChoices(db, person.userId)).reponses.mail) return;
    const token = unsubscribeToken(await deps.signingKey(), person.userId, 'reponses');
    const unsubscribeUrl = `${deps.siteUrl}/api/v2/notifications/desabonnement/${token}`;
    const mail = await build({
      brand: deps.brand,
      to: person.email,
      pseudonym: person.pseudonym,
      accountUrl: `${deps.siteUrl}/profile?q=profile`,
      unsubscribeUrl,
    });
    await deps.mailer.deliverMail({
      ...mail,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  };

  return {
    async [noticeKinds.joinRequest](payload, { now }) {
      const reservationId = text(payload.reservationId);
      const facts = await loadGameFacts(db, reservationId, deps.siteUrl);
      if (!facts || facts.isCancelled || facts.startsAt.getTime() <= now.getTime()) return;
      const line = await requestOf(db, reservationId, int(payload.contactId));
      // Decided (or withdrawn) before the notice went: the organiser has nothing left to answer.
      if (line?.status !== 'requested' || line.userId === null) return;
      const [reservation] = await db
        .select({ organiserUserId: reservations.organiserUserId, sportId: reservations.sportId })
        .from(reservations)
        .where(eq(reservations.id, reservationId));
      if (!reservation) return;
      const [organiser, player] = await Promise.all([
        recipientsByIds(db, [reservation.organiserUserId]).then((found) => found[0]),
        recipientsByIds(db, [line.userId]).then((found) => found[0]),
      ]);
      if (!organiser || !player) return;
      // The level as others see it: none when the player hid it.
      const level = (
        await readLevels(db, [String(line.userId)], reservation.sportId, { respectHidden: true })
      ).get(String(line.userId));
      const playerText = level
        ? `${player.pseudonym} (niveau ${formatLevel(level.niveau)}${level.provisoire ? ', provisoire' : ''})`
        : player.pseudonym;
      const decideUrl = `${deps.siteUrl}/profile/${reservationId}?q=reservation`;
      await sendIfChosen(organiser, async (context) =>
        (await compose()).joinRequestMail(facts, context, { playerText, decideUrl }),
      );
    },

    async [noticeKinds.requestDecisionTo](payload, { now }) {
      const reservationId = text(payload.reservationId);
      const facts = await loadGameFacts(db, reservationId, deps.siteUrl);
      if (!facts || facts.isCancelled || facts.startsAt.getTime() <= now.getTime()) return;
      const isAccepted = payload.isAccepted === true;
      const line = await requestOf(db, reservationId, int(payload.contactId));
      // An accepted player who already joined is still told (`joined` follows `approved`); a decision
      // changed since is not this notice's to tell.
      const stands = isAccepted
        ? line?.status === 'approved' || line?.status === 'joined'
        : line?.status === 'declined';
      if (!stands) return;
      const [person] = await recipientsByIds(db, [int(payload.userId)]);
      if (!person) return;
      const [game] = await db
        .select({ publicToken: openGames.publicToken, closedAt: openGames.closedAt })
        .from(openGames)
        .where(eq(openGames.reservationId, reservationId));
      const joinUrl =
        isAccepted && game && game.closedAt === null
          ? `${deps.siteUrl}/invitation/${reservationId}/${game.publicToken}`
          : null;
      await sendIfChosen(person, async (context) =>
        (await compose()).requestDecisionMail(facts, context, { isAccepted, joinUrl }),
      );
    },
  };
}
