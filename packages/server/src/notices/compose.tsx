// Each notice's words: subject, HTML and text parts, links; and the 2 h reminder's SMS.
import { formatTimeRange } from '@multisalle/core';
import type { OutgoingMail } from '../accounts/outbox.ts';
import type { GameFacts } from './game-facts.ts';
import type { HallNewsFacts } from './hall-news.ts';
import { AcceptConfirmedMail } from './mail/accept-confirmed-mail.tsx';
import { AnswersDigestMail } from './mail/answers-digest-mail.tsx';
import { BookingConfirmedMail } from './mail/booking-confirmed-mail.tsx';
import { GameCancelledMail, RemovedMail } from './mail/game-cancelled-mail.tsx';
import { HallNewsMail } from './mail/hall-news-mail.tsx';
import { CardExpiringMail, PaymentReceiptMail, PaymentRefusedMail } from './mail/payment-mails.tsx';
import { ReminderMail } from './mail/reminder-mail.tsx';
import { renderMail } from './mail/render-mail.ts';
import { SMS_MAX, smsLength, toGsm7 } from './sms/sms-texts.ts';

export { joinRequestMail, requestDecisionMail } from './open-game-compose.tsx';

/** Who a mail is for and what frames it. */
export interface MailContext {
  brand: string;
  to: string;
  pseudonym: string;
  accountUrl: string;
}

/**
 * The organiser's booking confirmation (the .ics is joined by the caller).
 *
 * @example const mail = await bookingConfirmedMail(game, context);
 */
export async function bookingConfirmedMail(game: GameFacts, context: MailContext): Promise<OutgoingMail> {
  const parts = await renderMail(<BookingConfirmedMail {...context} game={game} />);
  return {
    to: context.to,
    subject: `Réservation confirmée\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [game.invitationUrl, context.accountUrl],
  };
}

/**
 * An invited player's own confirmation once he accepted; the subject begins « Participation confirmée ».
 *
 * @example const mail = await acceptConfirmedMail(game, context);
 */
export async function acceptConfirmedMail(game: GameFacts, context: MailContext): Promise<OutgoingMail> {
  const parts = await renderMail(<AcceptConfirmedMail {...context} game={game} />);
  return {
    to: context.to,
    subject: `Participation confirmée\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [game.invitationUrl, context.accountUrl],
  };
}

/**
 * A reminder by mail; the subject begins « Rappel : » and names the hall.
 *
 * @example const mail = await reminderMail(game, context);
 */
export async function reminderMail(
  game: GameFacts,
  context: MailContext & { unsubscribeUrl: string },
): Promise<OutgoingMail> {
  const parts = await renderMail(<ReminderMail {...context} game={game} />);
  return {
    to: context.to,
    subject: `Rappel\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [game.invitationUrl, context.accountUrl, context.unsubscribeUrl],
  };
}

/**
 * The cancellation notice; `refund` when the player's share was already debited (a settled game), or was
 * being debited (`isUnderWay`: refunded if the debit goes through).
 *
 * @example const mail = await gameCancelledMail(game, context, { amountText: '12,50 €' });
 */
export async function gameCancelledMail(
  game: GameFacts,
  context: MailContext,
  refund: { amountText: string; isUnderWay?: boolean } | null = null,
): Promise<OutgoingMail> {
  const parts = await renderMail(<GameCancelledMail {...context} game={game} refund={refund} />);
  return {
    to: context.to,
    subject: `Partie annulée\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [context.accountUrl],
  };
}

/**
 * The receipt of a debited share.
 *
 * @example const mail = await paymentReceiptMail(game, context, { amountText: '15,00 €', cardDigits: '0014' });
 */
export async function paymentReceiptMail(
  game: GameFacts,
  context: MailContext,
  share: { amountText: string; cardDigits: string | null },
): Promise<OutgoingMail> {
  const parts = await renderMail(<PaymentReceiptMail {...context} {...share} game={game} />);
  return {
    to: context.to,
    subject: `Reçu\u00a0: ${share.amountText} débités pour ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [game.paymentsUrl, context.accountUrl],
  };
}

/**
 * A refused debit, with the link to regularise it.
 *
 * @example const mail = await paymentRefusedMail(game, context, { amountText: '15,00 €', reason });
 */
export async function paymentRefusedMail(
  game: GameFacts,
  context: MailContext,
  share: { amountText: string; reason: string | null },
): Promise<OutgoingMail> {
  const parts = await renderMail(<PaymentRefusedMail {...context} {...share} game={game} />);
  return {
    to: context.to,
    subject: `Paiement refusé\u00a0: ${share.amountText} pour ${game.sportLabel} à ${game.hallName}, à régulariser`,
    ...parts,
    links: [game.paymentsUrl, context.accountUrl],
  };
}

/**
 * The organiser's digest of the answers of the last 15 minutes.
 *
 * @example const mail = await answersDigestMail(game, { ...context, unsubscribeUrl }, { lines, accepted: 3, maxPlaces: 4 });
 */
export async function answersDigestMail(
  game: GameFacts,
  context: MailContext & { unsubscribeUrl: string },
  digest: { lines: string[]; accepted: number; maxPlaces: number },
): Promise<OutgoingMail> {
  const parts = await renderMail(<AnswersDigestMail {...context} {...digest} game={game} />);
  const isFull = digest.accepted >= digest.maxPlaces;
  return {
    to: context.to,
    subject: `${isFull ? 'Partie complète' : 'Réponses à votre invitation'}\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [game.reservationsUrl, context.accountUrl, context.unsubscribeUrl],
  };
}

/**
 * A saved card that expires before a coming paid game.
 *
 * @example const mail = await cardExpiringMail(game, context, { expiryText: '11/2026' });
 */
export async function cardExpiringMail(
  game: GameFacts,
  context: MailContext,
  card: { expiryText: string },
): Promise<OutgoingMail> {
  const parts = await renderMail(<CardExpiringMail {...context} {...card} game={game} />);
  return {
    to: context.to,
    subject: `Votre carte expire avant votre partie à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [game.paymentsUrl, context.accountUrl],
  };
}

/**
 * The player removed from a game by its organiser.
 *
 * @example const mail = await removedMail(game, context);
 */
export async function removedMail(game: GameFacts, context: MailContext): Promise<OutgoingMail> {
  const parts = await renderMail(<RemovedMail {...context} game={game} />);
  return {
    to: context.to,
    subject: `Vous ne participez plus\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [context.accountUrl],
  };
}

/**
 * A hall's news, for a player of that hall who chose the news.
 *
 * @example const mail = await hallNewsMail(news, { ...context, newsUrl, unsubscribeUrl });
 */
export async function hallNewsMail(
  news: HallNewsFacts,
  context: MailContext & { newsUrl: string; unsubscribeUrl: string },
): Promise<OutgoingMail> {
  const parts = await renderMail(<HallNewsMail {...context} news={news} />);
  return {
    to: context.to,
    subject: `Nouvelles de ${news.hallName}\u00a0: ${news.title}`,
    ...parts,
    links: [context.newsUrl, context.accountUrl, context.unsubscribeUrl],
  };
}

export { SMS_MAX } from './sms/sms-texts.ts';

/**
 * The 2 h reminder by SMS, under 160 characters, in GSM-7 when the names allow it (no typographic quotes).
 *
 * @example reminderSms(game, 'Multisalle') // 'Rappel : PADEL à Padel Park de 18h00 à 19h30 (Terrain 2). Multisalle'
 */
export function reminderSms(game: GameFacts, brand: string): string {
  // A name with a letter GSM-7 lacks (« Châteauroux ») would send the whole SMS in Unicode, 70 characters
  // a part: the names are folded as the other SMS fold them (sms/sms-texts.ts).
  const hallName = toGsm7(game.hallName);
  const when = formatTimeRange(game.startsAt, game.endsAt);
  const full = toGsm7(
    `Rappel\u00a0: ${game.sportLabel} à ${hallName} ${when}${game.courtLabel ? ` (${game.courtLabel})` : ''}. ${brand}`,
  );
  if (smsLength(full) <= SMS_MAX) return full;
  const short = `Rappel\u00a0: ${game.sportLabel} ${when}. ${brand}`;
  const room = SMS_MAX - smsLength(short) - 4;
  return toGsm7(
    `Rappel\u00a0: ${game.sportLabel} à ${hallName.slice(0, Math.max(0, room))} ${when}. ${brand}`,
  ).slice(0, SMS_MAX);
}
