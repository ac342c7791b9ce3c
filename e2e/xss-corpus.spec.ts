import {
  type APIRequestContext,
  type APIResponse,
  expect,
  followServerClock,
  type Page,
  test,
} from './clock';
import { devHallKey, playerWithReservation } from './matches';
import { holdSlot, openAs, readyPlayer } from './payment-card';
import { expectInert, loadVectors, ran, watch } from './xss-watch';

/**
 * Hostile input (issue « Measured quality ») in a real browser: one vector of the public XSS corpus
 * (e2e/fixtures/xss-vectors.json) per place whose text reaches a page, stored through the real API
 * (pseudonyms, names, family members, the players an invitation shows, match teams and highlights), then
 * every page that shows it opened in Chromium: no script runs, no dialog opens, and the stored text
 * becomes no event handler, script or `javascript:` address. Convention HTML and hall texts have no write
 * route (the seed writes them): their API answers are replaced in the browser.
 *
 * Every vector of the corpus goes through each of these places in the unit tests, rendered in jsdom
 * (packages/core/src/sanitize/sanitize-corpus.test.ts and the `xss-corpus.test.*` files of widgets,
 * elements and demo). Here each place keeps the vector that does something by itself in a browser once it
 * is markup (an image's error, an SVG's load, an opened `<details>`'s toggle, a parser confusion), so that
 * what jsdom cannot do (load, lay out, parse like Chromium) is tried once per page.
 *
 * Desktop only: the corpus is about what the browser builds from the text, not the viewport; and the
 * organiser's booking needs a verified phone (10 SMS per hour per address).
 */

const vectors = loadVectors();
/** The payload of the corpus's vector `id`. */
function payload(id: number): string {
  const found = vectors.find((vector) => vector.id === id);
  if (!found) throw new Error(`No vector ${id} in e2e/fixtures/xss-vectors.json.`);
  return found.payload;
}

// The vector each place keeps. Pseudonyms take 12 characters at most: the short vectors, one per account
// (a pseudonym belongs to one account only).
const chosen = {
  names: payload(106), // '><img src=x onerror=…>: breaks out of an attribute, then an image fails
  accountPseudonym: payload(4), // {{alert(4)}}: a client-side template probe
  organiserPseudonym: payload(1),
  sharedPseudonym: payload(2),
  familyPseudonym: payload(3), // ${alert(3)}: a template literal probe
  familyNames: payload(118), // <details open ontoggle=…>: toggles by itself
  teams: payload(97), // <svg/onload=…>: loads by itself
  highlights: payload(133), // an image inside <details><summary>
  convention: payload(75), // nesting mXSS with a javascript: link (DOMPurify's parser confusion)
  hallTexts: payload(105), // "><svg onload=…>: breaks out of an attribute, then loads
};

const pages: string[] = [];

/** The write was stored (MON COMPTE answers 200 with `aDoublon` when it saved nothing). */
async function expectStored(response: APIResponse) {
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json().catch(() => ({}))) as { aDoublon?: unknown[] };
  expect(body.aDoublon ?? []).toEqual([]);
}

/** Opens `path` (signed in when a token is given), then checks it. */
async function check(page: Page, path: string, shown: string[] = [], token?: string) {
  if (token) await openAs(page, token, path);
  else await page.goto(path);
  await expectInert(page, shown);
  pages.push(path);
}

type Player = Awaited<ReturnType<typeof readyPlayer>>;

/** The admin base token of a player (the MON COMPTE form saves through it). */
async function adminToken(request: APIRequestContext, player: Player): Promise<string> {
  const login = await request.post('/api/admin/Connexion', {
    data: { szIdentifiant: player.email, szMotDePasse: player.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { szToken: string }).szToken;
}

/** `POST admin /grand-public/compte/modifie` with the player's email kept and no phone. */
async function updateAccount(
  request: APIRequestContext,
  player: Player,
  fields: { sNom?: string; sPrenom?: string; sIdentifiant?: string },
) {
  return request.post('/api/admin/grand-public/compte/modifie', {
    headers: { Authorization: `Bearer ${await adminToken(request, player)}` },
    data: {
      sNom: 'Durand',
      sPrenom: 'Camille',
      sIdentifiant: player.pseudonym,
      sEmail: player.email,
      sPortable: null,
      nEmailing: false,
      ...fields,
    },
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the corpus runs once, at the desktop viewport');
  await page.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
  await watch(page);
});

test.afterAll(() => {
  if (pages.length === 0) return;
  console.log(
    [
      `XSS corpus in Chromium: one vector per place (${Object.keys(chosen).length} places)`,
      `  pages checked: ${pages.length} (${new Set(pages.map((p) => p.split(/[?#]/)[0])).size} distinct paths)`,
      `  scripts run: ${ran.length}`,
    ].join('\n'),
  );
});

test('a name and a pseudonym saved from MON COMPTE show as text on the profile and run nothing', async ({
  page,
  request,
}) => {
  const player = await readyPlayer(request);
  const fields = { sNom: chosen.names, sPrenom: 'Camille', sIdentifiant: chosen.accountPseudonym };
  await expectStored(await updateAccount(request, player, fields));
  await check(page, '/profile', [`Camille ${chosen.names}`, chosen.accountPseudonym], player.token);
});

test('family members, an invitation and MES RÉSERVATIONS show stored names as text and run nothing', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  const { sportLabel } = await holdSlot(request, organiser.token, 'multisalle-ajaccio', 6);
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...organiser.headers, 'Idempotency-Key': `e2e-xss-${Date.now()}` },
    data: { partagePaiement: false },
  });
  expect(validated.status()).toBe(200);
  const reservationId =
    ((await validated.json()) as { reservations: { id_reservation: string }[] }).reservations[0]
      ?.id_reservation ?? '';
  await expectStored(await updateAccount(request, organiser, { sIdentifiant: chosen.organiserPseudonym }));
  const jeton = await request.get(`/api/v2/jeton_invitation/${reservationId}`, {
    headers: organiser.headers,
  });
  expect(jeton.status()).toBe(200);
  const invitationToken = ((await jeton.json()) as { jetonInvitation: string }).jetonInvitation;

  // MA FAMILLE of the invitee: one member, hostile in their names and their pseudo.
  const guest = await readyPlayer(request);
  const added = await request.post('/api/v2/user/parent', {
    headers: guest.headers,
    data: {
      nom: chosen.familyNames,
      prenom: chosen.familyNames,
      pseudo: chosen.familyPseudonym,
      mineur: false,
    },
  });
  await expectStored(added);
  const memberId = ((await added.json()) as { id: number }).id;
  await check(page, '/profile?q=contacts', [chosen.familyNames, chosen.familyPseudonym], guest.token);

  // The invitee accepts for themselves and the member.
  const read = await request.get('/api/v2/reservations/groupe/invitation', {
    headers: guest.headers,
    params: { reservation: reservationId, invitation: invitationToken },
  });
  const invitation = (await read.json()) as {
    moi: { idContact: number };
    reservation: { nbPlaceRestante: number };
  };
  expect(invitation.reservation.nbPlaceRestante).toBeGreaterThanOrEqual(2);
  const answered = await request.post('/api/v2/invitation/reponse', {
    headers: guest.headers,
    data: {
      uuidReservation: reservationId,
      uuidInvitation: invitationToken,
      reponses: [invitation.moi.idContact, memberId].map((idUser) => ({ idUser, reponse: 2 })),
    },
  });
  expect(answered.status()).toBe(200);
  const joined = [chosen.familyPseudonym];

  const invitationPath = `/invitation/${reservationId}/${invitationToken}`;
  // The invitee, signed in: the organiser, the players who answered, their own family to answer for.
  await check(page, invitationPath, [chosen.organiserPseudonym, sportLabel, ...joined], guest.token);
  await check(page, '/profile?q=reservation', [chosen.organiserPseudonym, ...joined]);
  await check(page, `/profile/${reservationId}?q=reservation`, joined);
  // The mobile app's page: the same invitation in <multisalle-invitation>.
  await check(
    page,
    `/app/invitation/${reservationId}/${invitationToken}#token=${encodeURIComponent(guest.token)}`,
    [chosen.organiserPseudonym, ...joined],
  );

  // A visitor signed out (who sees the organiser, not the players), and the organiser in MES RÉSERVATIONS.
  for (const [who, token] of [
    ['visitor', undefined],
    ['organiser', organiser.token],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    await followServerClock(context, context.request);
    const other = await context.newPage();
    await other.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
    await watch(other);
    if (who === 'visitor') await check(other, invitationPath, [chosen.organiserPseudonym]);
    else await check(other, `/profile/${reservationId}?q=reservation`, joined, token);
    await context.close();
  }
});

test('match teams, highlights and the share pages built from them show as text and run nothing', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await playerWithReservation(request);
  const playerAsReady = { ...player, headers: { Authorization: `Bearer ${player.token}` } };
  await expectStored(await updateAccount(request, playerAsReady, { sIdentifiant: chosen.sharedPseudonym }));

  // A match as the hall's tablet sends it: a hostile team name, guest and highlight.
  const recorded = await request.post('/api/v2/parties', {
    headers: { 'X-Cle-Salle': devHallKey('padel-park') },
    data: {
      sIdPartie: `e2e-xss-${Date.now().toString(36)}`,
      idReservation: player.reservationId,
      dtDebut: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      nDureeSecondes: 3600,
      equipes: [
        { sNom: chosen.teams, joueurs: [{ idContact: player.contactId }, { sNom: chosen.teams }] },
        { sNom: 'Les Rouges', joueurs: [{ idContact: player.mateId }] },
      ],
      periodes: [{ nScoreEquipe1: 6, nScoreEquipe2: 4 }],
      evenements: [],
      tempsForts: [{ nSeconde: 10, sLibelle: chosen.highlights }],
    },
  });
  await expectStored(recorded);

  await check(page, '/profile', [chosen.sharedPseudonym, chosen.teams], player.token);
  const stats = page.locator('.stats-section');
  const item = stats
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^PARTAGER le match/ }) })
    .filter({ hasText: chosen.teams });
  await item.getByRole('button', { name: /^PARTAGER le match/ }).click();
  const match = new URL(await item.getByRole('textbox', { name: 'Lien du match' }).inputValue());
  const replay = new URL(await item.getByRole('textbox', { name: 'Lien du replay' }).inputValue());
  await stats.getByRole('button', { name: 'PARTAGER mes performances' }).click();
  const performance = new URL(
    await stats.getByRole('textbox', { name: 'Lien de mes performances' }).inputValue(),
  );
  await expectInert(page);

  // A visitor without an account opens the shared links.
  const context = await browser.newContext({ baseURL });
  await followServerClock(context, context.request);
  const visitor = await context.newPage();
  await visitor.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
  await watch(visitor);
  await check(visitor, performance.pathname + performance.search, [chosen.sharedPseudonym]);
  await check(visitor, match.pathname + match.search, [chosen.teams, 'Les Rouges']);
  await check(visitor, replay.pathname + replay.search, [chosen.highlights]);
  await context.close();
});

test('convention HTML runs nothing in the app page, and its title and box show as text', async ({
  page,
  request,
}) => {
  const player = await readyPlayer(request);
  await page.route('**/api/v2/conventions-a-valider-connexion-gp', (route) =>
    route.fulfill({
      json: [
        {
          id: 10_075,
          multisalle: '/api/v2/multisalle/1',
          titre: `Règlement ${chosen.convention}`,
          contenu: `<p>Article 1</p>${chosen.convention}`,
          validations: [{ libelle: chosen.convention }],
        },
      ],
    }),
  );
  await page.route('**/api/v2/multisalle/*/convention/*/valider', (route) => route.fulfill({ status: 204 }));
  await page.goto(`/app/conventions#token=${encodeURIComponent(player.token)}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Article 1', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expectInert(page, [`Règlement ${chosen.convention}`, chosen.convention]);
  // Chromium's parser is the one the mXSS plays on: nothing of the math, style or link stays.
  await expect(
    dialog.locator('.ms-conventions__content').locator('math, style, a, mglyph, table'),
  ).toHaveCount(0);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toHaveCount(0);
  await expectInert(page);
  pages.push('/app/conventions');
});

test('hall texts show as text and run nothing on the home, hall and partner pages', async ({ page }) => {
  const hostileHall = (hall: Record<string, unknown>) => {
    const address = (hall.adresse ?? {}) as Record<string, unknown>;
    const services = (hall.services ?? []) as { libelle: string }[];
    return {
      ...hall,
      libelleSalle: chosen.hallTexts,
      legende: chosen.hallTexts,
      adresse: { ...address, rue: chosen.hallTexts, complement: chosen.hallTexts, commune: chosen.hallTexts },
      services: services.map((service) => ({ ...service, libelle: chosen.hallTexts })),
    };
  };
  await page.route(/\/api\/v2\/multisalle(\/detail)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const list = body.multisalleListe as Record<string, unknown>[] | undefined;
    const json = list ? { ...body, multisalleListe: list.map(hostileHall) } : hostileHall(body);
    await route.fulfill({ response, json });
  });

  await page.goto('/');
  await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible({
    timeout: 15_000,
  });
  await expectInert(page, [chosen.hallTexts]);
  pages.push('/');
  await page.goto('/multisalle/padel-park');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expectInert(page, [chosen.hallTexts]);
  pages.push('/multisalle/padel-park');
  await check(page, '/embed/');
  await check(page, '/embed/configurateur');
});
