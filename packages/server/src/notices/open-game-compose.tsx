// The open games' notices' words: subjects, HTML and text parts, links. Re-exported by
// compose.tsx, which the notice handlers load with the first mail they send.
import type { OutgoingMail } from '../accounts/outbox.ts';
import type { MailContext } from './compose.tsx';
import type { GameFacts } from './game-facts.ts';
import { JoinRequestMail, RequestDecisionMail } from './mail/open-game-mails.tsx';
import { renderMail } from './mail/render-mail.ts';

/**
 * The organiser's notice of a request to join their open game.
 *
 * @example const mail = await joinRequestMail(game, { ...context, unsubscribeUrl }, { playerText, decideUrl });
 */
export async function joinRequestMail(
  game: GameFacts,
  context: MailContext & { unsubscribeUrl: string },
  request: { playerText: string; decideUrl: string },
): Promise<OutgoingMail> {
  const parts = await renderMail(<JoinRequestMail {...context} {...request} game={game} />);
  return {
    to: context.to,
    subject: `Demande pour rejoindre votre partie\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [request.decideUrl, context.accountUrl, context.unsubscribeUrl],
  };
}

/**
 * The player's notice of the organiser's decision on their request.
 *
 * @example const mail = await requestDecisionMail(game, { ...context, unsubscribeUrl }, { isAccepted: true, joinUrl });
 */
export async function requestDecisionMail(
  game: GameFacts,
  context: MailContext & { unsubscribeUrl: string },
  decision: { isAccepted: boolean; joinUrl: string | null },
): Promise<OutgoingMail> {
  const parts = await renderMail(<RequestDecisionMail {...context} {...decision} game={game} />);
  return {
    to: context.to,
    subject: `${decision.isAccepted ? 'Demande acceptée' : 'Demande refusée'}\u00a0: ${game.sportLabel} à ${game.hallName}, ${game.whenText}`,
    ...parts,
    links: [
      ...(decision.isAccepted && decision.joinUrl ? [decision.joinUrl] : []),
      context.accountUrl,
      context.unsubscribeUrl,
    ],
  };
}
