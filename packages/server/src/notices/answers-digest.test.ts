// The organiser's digest of the answers: the answers of a 15-minute window go in one mail when
// the window ends, each person once with their last answer, with the count and « complet » when full.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, reservations } from '../db/schema.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { bookGame, rawHeader, runAt, useNoticeSuite } from './notice-test-helpers.ts';
import { ANSWERS_WINDOW_MS } from './plan-notices.ts';

const suite = useNoticeSuite('http://localhost:8107');
const SITE = suite.siteUrl;

afterEach(() => {
  vi.useRealTimers();
});

async function pseudonymOf(player: TestPlayer): Promise<string> {
  const [row] = await suite.db
    .select({ pseudonym: contacts.pseudonym })
    .from(contacts)
    .where(eq(contacts.id, player.contactId));
  return row?.pseudonym ?? '';
}

describe("the organiser's digest of the answers", () => {
  let organiser: TestPlayer;
  let game: { reservationId: string; startsAt: Date; token: string };
  const answer = (player: TestPlayer, reponse: number) =>
    call(suite.app, 'POST', '/api/v2/invitation/reponse', {
      token: player.token,
      body: {
        uuidReservation: game.reservationId,
        uuidInvitation: game.token,
        reponses: [{ idUser: player.contactId, reponse }],
      },
    });
  const digests = async () =>
    (await suite.mailsOf(organiser)).filter((mail) =>
      /^(Réponses à votre invitation|Partie complète)\s:/.test(mail.subject ?? ''),
    );

  beforeAll(async () => {
    organiser = await createPlayer(suite.db);
    const booked = await bookGame(suite.app, suite.db, organiser, { daysFromToday: 4 });
    const [row] = await suite.db
      .select({ token: reservations.invitationToken })
      .from(reservations)
      .where(eq(reservations.id, booked.reservationId));
    game = { ...booked, token: row?.token ?? '' };
  });

  it('sends one mail for the answers of a 15-minute window, each person once, when the window ends', async () => {
    const [lea, tom, jules] = [
      await createPlayer(suite.db),
      await createPlayer(suite.db),
      await createPlayer(suite.db),
    ];
    if (!lea || !tom || !jules) throw new Error('no players');
    expect((await answer(lea, 2)).status).toBe(200);
    expect((await answer(tom, 0)).status).toBe(200);
    // Tom changes his mind within the window: told once, with his last answer.
    expect((await answer(tom, 1)).status).toBe(200);
    expect((await answer(jules, 2)).status).toBe(200);

    // Before the window ends, nothing is sent.
    await runAt(suite.app, new Date());
    expect(await digests()).toHaveLength(0);
    await runAt(suite.app, new Date(Date.now() + ANSWERS_WINDOW_MS + 1000));
    const [digest, ...others] = await digests();
    expect(others).toHaveLength(0);
    expect(digest?.subject).toMatch(/^Réponses à votre invitation\s: PADEL à .+, le /);
    expect(digest?.text).toContain(`${await pseudonymOf(lea)} a accepté`);
    expect(digest?.text).toContain(`${await pseudonymOf(jules)} a accepté`);
    expect(digest?.text).toContain(`${await pseudonymOf(tom)} a décliné`);
    expect(digest?.text).not.toContain(`${await pseudonymOf(tom)} a répondu peut-être`);
    expect(digest?.text).toContain("3 joueurs sur 4 pour l'instant.");
    expect(rawHeader(digest, 'list-unsubscribe')).toMatch(/\/api\/v2\/notifications\/desabonnement\//);
    expect(digest?.html).toContain(`${SITE}/profile?q=reservation`);
  });

  it("tells in the next window that the game is full, and never the organiser's own answers", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ANSWERS_WINDOW_MS + 2000 });
    const last = await createPlayer(suite.db);
    expect((await answer(last, 2)).status).toBe(200);
    await runAt(suite.app, new Date(Date.now() + ANSWERS_WINDOW_MS + 1000));
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]?.subject).toMatch(/^Partie complète\s: /);
    expect(all[1]?.text).toContain(`${await pseudonymOf(last)} a accepté`);
    expect(all[1]?.text).toContain('La partie est complète\u00a0: 4 joueurs sur 4.');
  });

  it('tells a player the organiser removed that they no longer play', async () => {
    const removed = await createPlayer(suite.db);
    // A declined player comes back as « peut-être », then the organiser takes them off the game.
    expect((await answer(removed, 0)).status).toBe(200);
    const removal = await call(suite.app, 'DELETE', '/api/v2/reservation/suppression', {
      token: organiser.token,
      body: { nIdInvite: removed.contactId, sIdReservation: game.reservationId },
    });
    expect(removal.status).toBe(200);
    await runAt(suite.app, new Date());
    const mails = await suite.mailsOf(removed);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Vous ne participez plus\s: PADEL à .+, le /);
    expect(mails[0]?.text).toContain("L'organisateur vous a retiré de cette partie");
  });
});
