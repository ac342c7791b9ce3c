// The legacy answer change (`reservations/invitation/change-reponse`): an invitation mail of the old app
// carried the organiser's id and an "activation hash" so that a guest could change their answer without
// signing in. Our hash is keyed with the server's key (an MD5 of public ids could be made up by anyone); it
// keeps the wire's 32 hexadecimal characters.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contacts, reservations } from '../db/schema.ts';
import { CatalogueError, Refusal } from '../domain-errors/index.ts';
import { answerOfWord } from './answer-words.ts';
import { type AnswerDeps, answerInvitation } from './answers.ts';
import { tokenMatches } from './invitation-view.ts';

/** French messages of the link's answer change. */
export const answerLinkMessages = {
  badLink: "Ce lien de réponse n'est pas valide.",
} as const;

/**
 * The `sMd5ActivationOrganisateur` of a reservation's answer links: who organises it, signed with our key.
 *
 * @example organiserLinkHash(key, reservation.id, reservation.organiserUserId, reservation.invitationToken)
 */
export function organiserLinkHash(
  key: Uint8Array,
  reservationId: string,
  organiserUserId: number,
  token: string,
) {
  return createHmac('sha256', key)
    .update(`reponse:${reservationId}:${organiserUserId}:${token}`)
    .digest('hex')
    .slice(0, 32);
}

/** The query of `change-reponse`, letter for letter. */
export interface ChangeAnswerQuery {
  sIdReservation: string;
  nIdGrandPublic: number;
  nIdOrganisateur: number;
  sJetonInvitation: string;
  sReponse: string;
  sMd5ActivationOrganisateur: string;
  nIdInvite: number;
}

/**
 * Changes the answer of `nIdInvite` (the account `nIdGrandPublic`'s own contact, or one of its family)
 * when the link's organiser id and hash match the reservation: then it is the same answer as the page's,
 * places counted under the lock. Anything that does not match answers « Ce lien de réponse n'est pas
 * valide. » and changes nothing.
 */
export async function changeAnswerFromLink(
  db: Database,
  deps: { mail: AnswerDeps; key: Uint8Array },
  query: ChangeAnswerQuery,
  now = new Date(),
): Promise<void> {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, query.sIdReservation));
  if (!reservation || !tokenMatches(reservation, query.sJetonInvitation))
    throw new CatalogueError('RESERVATION-001');
  const expected = Buffer.from(
    organiserLinkHash(deps.key, reservation.id, reservation.organiserUserId, reservation.invitationToken),
  );
  const given = Buffer.from(query.sMd5ActivationOrganisateur.toLowerCase());
  const isSigned = expected.length === given.length && timingSafeEqual(expected, given);
  if (!isSigned || reservation.organiserUserId !== query.nIdOrganisateur)
    throw new Refusal('forbidden', answerLinkMessages.badLink);
  const reponse = answerOfWord(query.sReponse);
  if (reponse === undefined) throw new Refusal('forbidden', answerLinkMessages.badLink);
  const [account] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.userId, query.nIdGrandPublic));
  if (!account) throw new Refusal('forbidden', answerLinkMessages.badLink);
  await answerInvitation(
    db,
    deps.mail,
    {
      reservationId: reservation.id,
      token: reservation.invitationToken,
      answers: [{ idUser: query.nIdInvite, reponse }],
      caller: { userId: query.nIdGrandPublic, contactId: account.id },
    },
    now,
  );
}
