// An invited player who accepts gets his own confirmation, through the notice jobs as the organiser's: the
// game, the hall's address and « L'entrée ouvre 30 minutes avant le début. », his QR code's page and the
// .ics; once per player and game, and none for a refusal or an accept taken back before it went.
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../cart/cart-test-helpers.ts';
import { createGuest } from '../reservations/accept-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { acceptLink, answerLink, type InvitationLink } from '../routes/invitation-test-helpers.ts';
import { bookGame, useNoticeSuite } from './notice-test-helpers.ts';

const suite = useNoticeSuite('http://localhost:8107');
const SITE = suite.siteUrl;

/** `POST /dev/rappels` now: the due notice jobs run. */
const runNotices = async () => {
  const answer = await call(suite.app, 'POST', '/dev/rappels', { body: {} });
  expect(answer.status).toBe(200);
  return answer.body as { parType: Record<string, number> };
};

describe("an invited player's own confirmation", () => {
  it("is sent to the player who accepts: the game, the hall's address, the door 30 minutes before, his QR link and the .ics, once", async () => {
    const organiser = await createPlayer(suite.db);
    const game = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 4 });
    const jeton = await call(suite.app, 'GET', `/api/v2/jeton_invitation/${game.reservationId}`, {
      token: organiser.token,
    });
    const link: InvitationLink = {
      id: game.reservationId,
      token: (jeton.body as { jetonInvitation: string }).jetonInvitation,
    };
    await runNotices(); // the organiser's own confirmation
    const guest = await createGuest(suite.db);
    const refuser = await createGuest(suite.db);

    expect((await acceptLink(suite.app, link, guest)).status).toBe(200);
    expect(
      (await answerLink(suite.app, link, refuser, [{ idUser: refuser.contactId, reponse: 1 }])).status,
    ).toBe(200);
    expect((await runNotices()).parType).toMatchObject({ 'notice.accept-confirmed-to': 1 });

    const [mail, ...others] = await suite.mailsOf(guest);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toMatch(/^Participation confirmée\s: PADEL à .+, le .+ de \d\dh\d\d à \d\dh\d\d$/);
    expect(mail?.text).toContain('Votre participation est confirmée.');
    // The hall's address (its postcode and town) and when the door opens.
    expect(mail?.text).toMatch(/\d{5} \S/);
    expect(mail?.text).toContain("L'entrée ouvre 30 minutes avant le début.");
    expect(mail?.text).toContain("Votre QR code d'entrée est sur la page de la partie");
    expect(mail?.text).toContain(`${SITE}/invitation/${game.reservationId}/${link.token}`);
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe('partie.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString('utf8')).toContain(`UID:${game.reservationId}@multisalle`);
    // A refusal gets nothing.
    expect(await suite.mailsOf(refuser)).toHaveLength(0);

    // Refused then accepted again: no second confirmation (one per player and game).
    await answerLink(suite.app, link, guest, [{ idUser: guest.contactId, reponse: 1 }]);
    expect((await acceptLink(suite.app, link, guest)).status).toBe(200);
    await runNotices();
    expect(await suite.mailsOf(guest)).toHaveLength(1);
  });

  it('is not sent when the accept was taken back before the job ran', async () => {
    const organiser = await createPlayer(suite.db);
    const game = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 5 });
    const jeton = await call(suite.app, 'GET', `/api/v2/jeton_invitation/${game.reservationId}`, {
      token: organiser.token,
    });
    const link: InvitationLink = {
      id: game.reservationId,
      token: (jeton.body as { jetonInvitation: string }).jetonInvitation,
    };
    const guest = await createGuest(suite.db);
    expect((await acceptLink(suite.app, link, guest)).status).toBe(200);
    await answerLink(suite.app, link, guest, [{ idUser: guest.contactId, reponse: 1 }]);
    await runNotices();
    expect(await suite.mailsOf(guest)).toHaveLength(0);
  });
});
