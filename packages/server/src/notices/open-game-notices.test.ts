// A notice each way for requests to join an open game: the organiser is told of a request from
// outside the level range (with the player's level), the player of the decision (with the link to join
// when accepted); each respects the « reponses » choice, and a request decided before its notice went
// is not announced.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts } from '../db/schema.ts';
import { gameFor, setLevel, type TestGame } from '../open-games/open-games-test-helpers.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { rawHeader, runAt, useNoticeSuite } from './notice-test-helpers.ts';
import { changeChoices } from './preferences.ts';

const suite = useNoticeSuite('http://localhost:8119');

type Game = TestGame & { publicToken: string };

async function openGame(organiser: TestPlayer): Promise<Game> {
  const g = await gameFor(suite.db, organiser.userId, { minutesAhead: 48 * 60 });
  const opened = await call(suite.app, 'POST', '/api/v2/partie_ouverte', {
    token: organiser.token,
    body: { uuidReservation: g.id, nbPlacesOffertes: 2, niveauMin: 4, niveauMax: 6 },
  });
  expect(opened.status).toBe(200);
  const view = await call(suite.app, 'GET', `/api/v2/partie_ouverte/${g.id}`, { token: organiser.token });
  return { ...g, publicToken: view.body.partie.jetonPartie };
}

const ask = (g: Game, player: TestPlayer) =>
  call(suite.app, 'POST', '/api/v2/partie_ouverte/demande', {
    token: player.token,
    body: { uuidReservation: g.id, jetonPartie: g.publicToken },
  });

const decide = (g: Game, organiser: TestPlayer, player: TestPlayer, accepte: boolean) =>
  call(suite.app, 'POST', '/api/v2/partie_ouverte/demande/decision', {
    token: organiser.token,
    body: { uuidReservation: g.id, idContact: player.contactId, accepte },
  });

async function pseudonymOf(player: TestPlayer): Promise<string> {
  const [row] = await suite.db
    .select({ pseudonym: contacts.pseudonym })
    .from(contacts)
    .where(eq(contacts.id, player.contactId));
  return row?.pseudonym ?? '';
}

const subjects = async (player: TestPlayer) => (await suite.mailsOf(player)).map((mail) => mail.subject);

describe('notices of the requests to join an open game', () => {
  it("tells the organiser of a request with the player's level, then the player of an accept with the link to join", async () => {
    const organiser = await createPlayer(suite.db);
    const g = await openGame(organiser);
    const low = await createPlayer(suite.db);
    await setLevel(suite.db, low.userId, g.sportId, 2.4);
    expect((await ask(g, low)).status).toBe(200);
    await runAt(suite.app, new Date());

    const [request] = (await suite.mailsOf(organiser)).filter((mail) =>
      mail.subject?.startsWith('Demande pour rejoindre votre partie\u00a0:'),
    );
    expect(request?.text).toContain(
      `${await pseudonymOf(low)} (niveau 2,4) demande à rejoindre votre partie ouverte`,
    );
    expect(request?.html).toContain(`${suite.siteUrl}/profile/${g.id}?q=reservation`);
    expect(rawHeader(request, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(request, 'list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:8119\/api\/v2\/notifications\/desabonnement\//,
    );
    // The player asked: nothing for them yet.
    expect(await subjects(low)).toEqual([]);

    expect((await decide(g, organiser, low, true)).status).toBe(200);
    await runAt(suite.app, new Date());
    const [accepted] = await suite.mailsOf(low);
    expect(accepted?.subject).toMatch(/^Demande acceptée\s: /);
    expect(accepted?.text).toContain("L'organisateur a accepté votre demande pour rejoindre cette partie");
    expect(accepted?.html).toContain(`${suite.siteUrl}/invitation/${g.id}/${g.publicToken}`);
    // Run again: each notice was sent once.
    await runAt(suite.app, new Date());
    expect(await subjects(low)).toHaveLength(1);
  });

  it('tells a declined player without a link to join; a hidden level is not named to the organiser', async () => {
    const organiser = await createPlayer(suite.db);
    const g = await openGame(organiser);
    const high = await createPlayer(suite.db);
    await setLevel(suite.db, high.userId, g.sportId, 6.8);
    const hidden = await call(suite.app, 'PUT', '/api/v2/user/niveau', {
      token: high.token,
      body: { niveauMasque: true },
    });
    expect(hidden.status).toBe(200);
    expect((await ask(g, high)).status).toBe(200);
    await runAt(suite.app, new Date());
    const [request] = await suite.mailsOf(organiser);
    expect(request?.text).toContain(`${await pseudonymOf(high)} demande à rejoindre`);
    expect(request?.text).not.toContain('niveau 6,8');

    expect((await decide(g, organiser, high, false)).status).toBe(200);
    await runAt(suite.app, new Date());
    const [declined] = await suite.mailsOf(high);
    expect(declined?.subject).toMatch(/^Demande refusée\s: /);
    expect(declined?.text).toContain("L'organisateur a refusé votre demande");
    expect(declined?.html).not.toContain(g.publicToken);
  });

  it('respects the « reponses » choice each way, and does not announce a request decided before its notice went', async () => {
    const organiser = await createPlayer(suite.db);
    const g = await openGame(organiser);
    const [quiet, quick] = [await createPlayer(suite.db), await createPlayer(suite.db)];
    await setLevel(suite.db, quiet.userId, g.sportId, 1.5);
    await setLevel(suite.db, quick.userId, g.sportId, 1.5);
    await changeChoices(suite.db, quiet.userId, { reponses: { mail: false } });

    // Asked and accepted before the notices run: the organiser is not asked to decide any more.
    expect((await ask(g, quick)).status).toBe(200);
    expect((await decide(g, organiser, quick, true)).status).toBe(200);
    await runAt(suite.app, new Date());
    expect(await subjects(organiser)).toEqual([]);
    expect((await subjects(quick))[0]).toMatch(/^Demande acceptée\s: /);

    // The organiser turned the answers off: no request mail; the player who did gets no decision mail.
    await changeChoices(suite.db, organiser.userId, { reponses: { mail: false } });
    expect((await ask(g, quiet)).status).toBe(200);
    await runAt(suite.app, new Date());
    expect(await subjects(organiser)).toEqual([]);
    expect((await decide(g, organiser, quiet, true)).status).toBe(200);
    await runAt(suite.app, new Date());
    expect(await subjects(quiet)).toEqual([]);
  });
});
