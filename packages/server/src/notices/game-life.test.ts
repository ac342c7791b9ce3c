// One game's life, from the booking to a refused debit, through the real API, with
// POST /dev/rappels at each moment that matters. Every notice arrives once, to the right people, by the
// right channel (mail received by a real SMTP server, or SMS in the outbox), and not before its time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, participantAnswers } from '../db/schema.ts';
import { addParticipant, insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { bookGame, runAt, saveSandboxCard, useNoticeSuite } from './notice-test-helpers.ts';
import { ANSWERS_WINDOW_MS } from './plan-notices.ts';

const suite = useNoticeSuite('http://localhost:8109');
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A mail or SMS as the walk checks it: its kind (the subject's first words) and channel. */
const mailKinds = async (player: TestPlayer) =>
  (await suite.mailsOf(player)).map((mail) => `mail ${(mail.subject ?? '').split('\u00a0: ')[0]}`);
const smsKinds = async (player: TestPlayer) => {
  const [row] = await suite.db
    .select({ phone: contacts.phone })
    .from(contacts)
    .where(eq(contacts.id, player.contactId));
  return (await suite.smsTo(row?.phone ?? '')).map((sms) => `sms ${sms.body.split(' : ')[0]}`);
};
const received = async (player: TestPlayer) => [...(await mailKinds(player)), ...(await smsKinds(player))];

describe("a game's life, told to its players", () => {
  it('sends each notice once, to the right people, by the right channel, at the right time', async () => {
    // The organiser and three friends; Bruno wants no SMS reminders and his bank refuses the debits.
    const [organiser, alice, bruno, chloe] = await Promise.all(
      Array.from({ length: 4 }, () => createPlayer(suite.db)),
    );
    if (!organiser || !alice || !bruno || !chloe) throw new Error('no players');
    const noSms = await call(suite.app, 'PUT', `/api/v2/users/${bruno.userId}/notifications`, {
      token: bruno.token,
      body: { rappels: { sms: false } },
    });
    expect(noSms.status).toBe(200);
    await saveSandboxCard(suite.db, bruno, 'debit-refused', '497010XXXXXX0055');
    // Bruno played with the organiser before (a free game, nothing to settle): a past teammate.
    const before = await insertReservation(suite.db, organiser.userId, { isPaymentRequired: false });
    await addParticipant(suite.db, before, { userId: bruno.userId, contactId: bruno.contactId });
    const everyone = [organiser, alice, bruno, chloe];
    const expectReceived = async (expected: string[][], step: string) => {
      for (const [index, player] of everyone.entries()) {
        expect((await received(player)).sort(), `${step}: player ${index}`).toEqual(
          [...(expected[index] ?? [])].sort(),
        );
      }
    };

    // 1. Booked through the cart: the organiser's confirmation, with the .ics, and nothing else.
    const game = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 3 });
    const S = game.startsAt.getTime();
    expect((await runAt(suite.app, new Date())).body.parType).toEqual({ 'notice.booking-confirmed': 1 });
    await expectReceived([['mail Réservation confirmée'], [], [], []], 'booked');
    const [confirmation] = await suite.mailsOf(organiser);
    expect(confirmation?.attachments[0]?.filename).toBe('partie.ics');
    const link = new RegExp(`${suite.siteUrl}/invitation/${game.reservationId}/([0-9a-f]{32})`);
    const invitationToken = link.exec(confirmation?.html || '')?.[1] ?? '';
    expect(invitationToken).not.toBe('');

    // 2. Invited: Bruno as a past teammate, by mail; Alice and Chloé through the link the organiser shares.
    const invited = await call(suite.app, 'POST', '/api/v2/invitation/ancien_equipier', {
      token: organiser.token,
      body: { uuidReservation: game.reservationId, idsEquipiers: [bruno.userId] },
    });
    expect(invited.status).toBe(200);
    await expectReceived([['mail Réservation confirmée'], [], ['mail Invitation'], []], 'invited');

    // 3. Accepted, all three within the same 15 minutes: each gets his own confirmation (with the .ics); the
    // organiser hears nothing yet.
    const A = 'mail Participation confirmée';
    for (const player of [alice, bruno, chloe]) {
      const answered = await call(suite.app, 'POST', '/api/v2/invitation/reponse', {
        token: player.token,
        body: {
          uuidReservation: game.reservationId,
          uuidInvitation: invitationToken,
          reponses: [{ idUser: player.contactId, reponse: participantAnswers.accepted }],
        },
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    await runAt(suite.app, new Date());
    await expectReceived([['mail Réservation confirmée'], [A], ['mail Invitation', A], [A]], 'accepted');
    expect((await suite.mailsOf(alice))[0]?.attachments[0]?.filename).toBe('partie.ics');

    // 4. The window ends: one digest to the organiser, the game full (4 of 4).
    const windowEnd = new Date(Date.now() + ANSWERS_WINDOW_MS + 1000);
    expect((await runAt(suite.app, windowEnd)).body.parType).toEqual({ 'notice.answers-digest': 1 });
    const organiserSoFar = ['mail Réservation confirmée', 'mail Partie complète'];
    await expectReceived([organiserSoFar, [A], ['mail Invitation', A], [A]], 'digest');
    const digest = (await suite.mailsOf(organiser))[1];
    expect(digest?.text).toContain('La partie est complète\u00a0: 4 joueurs sur 4.');

    // 5. The organiser takes Chloé off the game: she is told, once; nobody else.
    const removed = await call(suite.app, 'DELETE', '/api/v2/reservation/suppression', {
      token: organiser.token,
      body: { nIdInvite: chloe.contactId, sIdReservation: game.reservationId },
    });
    expect(removed.status).toBe(200);
    await runAt(suite.app, windowEnd);
    await runAt(suite.app, new Date(windowEnd.getTime() + ANSWERS_WINDOW_MS));
    const chloeAll = [A, 'mail Vous ne participez plus'];
    await expectReceived([organiserSoFar, [A], ['mail Invitation', A], chloeAll], 'removed');

    // 6. The reminders: none a minute early; 24 h before by mail to the three who play, not to Chloé.
    expect((await runAt(suite.app, new Date(S - 24 * HOUR - MINUTE))).body.faits).toBe(0);
    const day = await runAt(suite.app, new Date(S - 24 * HOUR + MINUTE));
    expect(day.body.parType).toEqual({ 'notice.reminder': 1, 'notice.reminder-to': 3 });
    const reminded = (player: string[]) => [...player, 'mail Rappel'];
    await expectReceived(
      [reminded(organiserSoFar), [A, 'mail Rappel'], ['mail Invitation', A, 'mail Rappel'], chloeAll],
      '24 h before',
    );
    // 2 h before (afternoon in Paris, outside the quiet hours): by SMS, but by mail to Bruno (his choice).
    expect((await runAt(suite.app, new Date(S - 2 * HOUR - MINUTE))).body.faits).toBe(0);
    await runAt(suite.app, new Date(S - 2 * HOUR + MINUTE));
    const organiserReminded = [...reminded(organiserSoFar), 'sms Rappel'];
    const aliceReminded = [A, 'mail Rappel', 'sms Rappel'];
    const brunoReminded = ['mail Invitation', A, 'mail Rappel', 'mail Rappel'];
    await expectReceived([organiserReminded, aliceReminded, brunoReminded, chloeAll], '2 h before');

    // 7. After the game, the settlement: receipts for the organiser and Alice, Bruno's refusal; Chloé pays nothing.
    const settled = await call(suite.app, 'POST', '/dev/reglement', {
      body: { maintenant: new Date(S + 2 * HOUR).toISOString() },
    });
    expect(settled.status).toBe(200);
    const paid = await runAt(suite.app, new Date(S + 2 * HOUR + MINUTE));
    expect(paid.body.parType).toEqual({ 'notice.payment-receipt': 2, 'notice.payment-refused': 1 });
    await expectReceived(
      [
        [...organiserReminded, 'mail Reçu'],
        [...aliceReminded, 'mail Reçu'],
        [...brunoReminded, 'mail Paiement refusé'],
        chloeAll,
      ],
      'settled',
    );
    const refusal = (await suite.mailsOf(bruno)).at(-1);
    expect(refusal?.html).toContain(`${suite.siteUrl}/profile?q=reglements`);
    // Every link of every HTML mail is absolute, on the site, and leads to one of its routes.
    for (const player of everyone) {
      for (const mail of await suite.mailsOf(player)) {
        if (!mail.html) continue;
        const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
        expect(hrefs.length, mail.subject).toBeGreaterThan(0);
        for (const href of hrefs) {
          expect(href, mail.subject).toMatch(
            new RegExp(
              `^${suite.siteUrl}/(invitation/[0-9a-f-]{36}/[0-9a-f]{32}|profile\\?q=(profile|reservation|reglements)|api/v2/notifications/desabonnement/\\d+\\.\\w+\\.[\\w-]{43})$`,
            ),
          );
        }
      }
    }
    // Once: running everything again sends nothing more.
    await call(suite.app, 'POST', '/dev/reglement', {
      body: { maintenant: new Date(S + 3 * HOUR).toISOString() },
    });
    expect((await runAt(suite.app, new Date(S + 3 * HOUR))).body.faits).toBe(0);
  });
});
