import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test';
import { devHallKey, playerWithReservation } from './matches';
import { holdSlot, openAs, readyPlayer } from './payment-card';
import { expectInert, findInjectedMarkup, loadVectors, ran, watch } from './xss-watch';

/**
 * Hostile input (issue « Measured quality »): a public XSS corpus (e2e/fixtures/xss-vectors.json, from
 * DOMPurify's test vectors and the OWASP and PortSwigger cheat sheets) stored through the real API in
 * every field whose text reaches a page (pseudonyms, names, family members, the players an invitation
 * shows, match teams and highlights), then each page that shows them opened in Chromium: no script runs,
 * no dialog opens, and no stored text becomes an event handler, a script or a `javascript:` address.
 * Convention HTML and hall texts have no write route (the seed writes them): their API answers are
 * replaced in the browser, as conventions-sanitize.spec.ts does.
 *
 * Desktop only: the corpus is about what the browser builds from the text, not the viewport; the
 * organiser's booking needs a verified phone (10 SMS per hour per address); and the run takes minutes.
 */

const vectors = loadVectors();
const payloads = vectors.map((vector) => vector.payload);
const fits = (max: number) => payloads.filter((payload) => payload.trim().length <= max);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the server's rule for every body (http/control-characters.ts).
const isClean = (payload: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(payload);

type Player = Awaited<ReturnType<typeof readyPlayer>>;

interface PlaceFigures {
  tried: number;
  stored: number;
  refused: number;
}

const figures = { places: new Map<string, PlaceFigures>(), pages: [] as string[] };

/**
 * Counts one write of `count` vectors to `place`: stored (2xx) or refused (a French 422); anything else
 * fails the test.
 */
async function counted(place: string, response: APIResponse, count = 1): Promise<boolean> {
  const figure = figures.places.get(place) ?? { tried: 0, stored: 0, refused: 0 };
  figures.places.set(place, figure);
  figure.tried += count;
  if (response.ok()) {
    // MON COMPTE answers 200 with `aDoublon` when another account has the pseudonym, and saves nothing:
    // the tests give each account a pseudonym nobody else holds.
    const body = (await response.json().catch(() => ({}))) as { aDoublon?: unknown[] };
    expect(body.aDoublon ?? []).toEqual([]);
    figure.stored += count;
    return true;
  }
  expect(response.status(), await response.text()).toBe(422);
  const body = (await response.json()) as { violations?: { message: string }[]; description?: string };
  const message = body.violations?.[0]?.message ?? body.description ?? '';
  expect(message).toMatch(/[a-zà-ÿ]{3}/i);
  figure.refused += count;
  return false;
}

/** Opens `path` (signed in when a token is given), then checks it. */
async function check(page: Page, path: string, shown: string[] = [], token?: string) {
  if (token) await openAs(page, token, path);
  else await page.goto(path);
  await expectInert(page, shown);
  figures.pages.push(path);
}

/** The admin base token of a player (the MON COMPTE form saves through it). */
async function adminToken(request: APIRequestContext, player: Player): Promise<string> {
  const login = await request.post('/api/admin/Connexion', {
    data: { szIdentifiant: player.email, szMotDePasse: player.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { szToken: string }).szToken;
}

/** `POST admin /grand-public/compte/modifie` with the player's email kept and no phone. */
function updateAccount(
  request: APIRequestContext,
  player: Player,
  token: string,
  fields: { sNom?: string; sPrenom?: string; sIdentifiant?: string },
) {
  return request.post('/api/admin/grand-public/compte/modifie', {
    headers: { Authorization: `Bearer ${token}` },
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
  const rows = [...figures.places].map(
    ([place, f]) => `  ${place}: ${f.tried} tried, ${f.stored} stored, ${f.refused} refused with 422`,
  );
  const total = [...figures.places.values()].reduce(
    (sum, f) => ({
      tried: sum.tried + f.tried,
      stored: sum.stored + f.stored,
      refused: sum.refused + f.refused,
    }),
    { tried: 0, stored: 0, refused: 0 },
  );
  if (figures.pages.length === 0) return;
  console.log(
    [
      `XSS corpus: ${vectors.length} vectors (${new Set(vectors.map((v) => v.source)).size} sources)`,
      ...rows,
      `  in all: ${total.tried} vectors written, ${total.stored} stored, ${total.refused} refused with 422`,
      `  pages checked: ${figures.pages.length} (${new Set(figures.pages.map((p) => p.split(/[?#]/)[0])).size} distinct paths)`,
      `  scripts run: ${ran.length}`,
    ].join('\n'),
  );
});

test('pseudonyms and names saved from MON COMPTE run nothing on the profile', async ({ page, request }) => {
  test.setTimeout(300_000);
  const player = await readyPlayer(request);
  const token = await adminToken(request, player);
  const names: string[] = [];
  for (const payload of payloads) {
    if (
      await counted(
        'account last and first names',
        await updateAccount(request, player, token, { sNom: payload }),
      )
    ) {
      names.push(payload);
    }
  }
  const pseudonyms: string[] = [];
  for (const payload of payloads) {
    if (
      await counted(
        'account pseudonym',
        await updateAccount(request, player, token, { sIdentifiant: payload }),
      )
    ) {
      pseudonyms.push(payload);
    }
  }
  // Two names per page: the last name and the first name, shown as « Prénom Nom » with the pseudonym.
  for (let index = 0; index < Math.max(names.length, pseudonyms.length * 2); index += 2) {
    const sNom = names[index] ?? 'Durand';
    const sPrenom = names[index + 1] ?? 'Camille';
    const sIdentifiant = pseudonyms[index / 2] ?? player.pseudonym;
    expect((await updateAccount(request, player, token, { sNom, sPrenom, sIdentifiant })).status()).toBe(200);
    await check(page, '/profile', [`${sPrenom} ${sNom}`, sIdentifiant], player.token);
  }
  // The pseudonyms go back, free for the family members of the next test.
  expect((await updateAccount(request, player, token, {})).status()).toBe(200);
});

test('family members, an invitation and MES RÉSERVATIONS show the corpus as text', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const short = fits(12);
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
  // The organiser's pseudonym is the first short vector: the invitation page names them.
  const organiserPseudonym = short[0] ?? '';
  const organiserAdmin = await adminToken(request, organiser);
  const renamed = await updateAccount(request, organiser, organiserAdmin, {
    sIdentifiant: organiserPseudonym,
  });
  expect(await counted('organiser pseudonym', renamed)).toBe(true);
  const jeton = await request.get(`/api/v2/jeton_invitation/${reservationId}`, {
    headers: organiser.headers,
  });
  expect(jeton.status()).toBe(200);
  const invitationToken = ((await jeton.json()) as { jetonInvitation: string }).jetonInvitation;

  // MA FAMILLE of the invitee: one member per vector in the names, then one per vector as pseudo.
  const guest = await readyPlayer(request);
  const family: { id: number; nom: string; pseudo: string }[] = [];
  const addMember = async (place: string, member: { nom: string; prenom: string; pseudo: string }) => {
    const added = await request.post('/api/v2/user/parent', {
      headers: guest.headers,
      data: { ...member, mineur: false },
    });
    if (await counted(place, added)) {
      family.push({
        id: ((await added.json()) as { id: number }).id,
        nom: member.nom,
        pseudo: member.pseudo,
      });
    }
  };
  const suffix = Date.now().toString(36).slice(-5);
  for (const [index, payload] of payloads.entries()) {
    await addMember('family member names', { nom: payload, prenom: payload, pseudo: `m${index}${suffix}` });
  }
  // The first two short vectors are the organiser's and the share test player's pseudonyms.
  for (const payload of payloads.filter((candidate) => !short.slice(0, 2).includes(candidate))) {
    await addMember('family member pseudo', { nom: 'Martin', prenom: 'Jules', pseudo: payload });
  }
  const hostilePseudos = family.filter((member) => short.includes(member.pseudo));
  expect(hostilePseudos.length).toBeGreaterThan(0);
  await check(
    page,
    '/profile?q=contacts',
    family.flatMap((member) => [member.nom, member.pseudo]),
    guest.token,
  );

  // The invitee accepts with the members whose pseudo is hostile, as far as the places go.
  const read = await request.get('/api/v2/reservations/groupe/invitation', {
    headers: guest.headers,
    params: { reservation: reservationId, invitation: invitationToken },
  });
  const invitation = (await read.json()) as {
    moi: { idContact: number };
    reservation: { nbPlaceRestante: number };
  };
  const joining = hostilePseudos.slice(0, Math.max(0, invitation.reservation.nbPlaceRestante - 1));
  const answered = await request.post('/api/v2/invitation/reponse', {
    headers: guest.headers,
    data: {
      uuidReservation: reservationId,
      uuidInvitation: invitationToken,
      reponses: [invitation.moi.idContact, ...joining.map((member) => member.id)].map((idUser) => ({
        idUser,
        reponse: 2,
      })),
    },
  });
  expect(answered.status()).toBe(200);
  const joined = joining.map((member) => member.pseudo);

  const invitationPath = `/invitation/${reservationId}/${invitationToken}`;
  // The invitee, signed in: the organiser, the players who answered, their own family to answer for.
  await check(page, invitationPath, [organiserPseudonym, sportLabel, ...joined], guest.token);
  await check(page, '/profile?q=reservation', [organiserPseudonym, ...joined]);
  await check(page, `/profile/${reservationId}?q=reservation`, [...joined]);
  // The mobile app's page: the same invitation in <multisalle-invitation>.
  await check(
    page,
    `/app/invitation/${reservationId}/${invitationToken}#token=${encodeURIComponent(guest.token)}`,
    [organiserPseudonym, ...joined],
  );

  // A visitor signed out (who sees the organiser, not the players), and the organiser in MES RÉSERVATIONS.
  for (const [who, token] of [
    ['visitor', undefined],
    ['organiser', organiser.token],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
    await watch(other);
    if (who === 'visitor') await check(other, invitationPath, [organiserPseudonym]);
    else await check(other, `/profile/${reservationId}?q=reservation`, joined, token);
    await context.close();
  }
});

test('match teams, highlights and the share pages built from them run nothing', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const player = await playerWithReservation(request);
  const playerAsReady = { ...player, headers: { Authorization: `Bearer ${player.token}` } };
  // The player's pseudonym (on MES PERFORMANCES) is the second short vector.
  const pseudonym = fits(12)[1] ?? '';
  const renamed = await updateAccount(request, playerAsReady, await adminToken(request, playerAsReady), {
    sIdentifiant: pseudonym,
  });
  expect(await counted('player pseudonym (share pages)', renamed)).toBe(true);

  // The server refuses any C0 control character in a body (http/control-characters.ts): one such vector
  // would refuse a whole match, so those are tried alone below.
  const teams = fits(60).filter(isClean);
  const labels = fits(120).filter(isClean);
  const matches: { team1: string; team2: string; labels: string[] }[] = [];
  // Two matches: each carries two team names and half of the highlights (100 at most per match).
  for (const half of [0, 1]) {
    const team1 = teams[half * 2] ?? 'Les Bleus';
    const team2 = teams[half * 2 + 1] ?? 'Les Rouges';
    const mine = labels.filter((_, index) => index % 2 === half);
    // Guests named by the tablet (no account): every short enough vector, 29 at most beside each player.
    const guests = teams.filter((_, index) => index % 2 === half).map((sNom) => ({ sNom }));
    const response = await request.post('/api/v2/parties', {
      headers: { 'X-Cle-Salle': devHallKey('padel-park') },
      data: {
        sIdPartie: `e2e-xss-${half}-${Date.now().toString(36)}`,
        idReservation: player.reservationId,
        dtDebut: new Date(Date.now() - (2 + half) * 3_600_000).toISOString(),
        nDureeSecondes: 3600,
        equipes: [
          { sNom: team1, joueurs: [{ idContact: player.contactId }, ...guests.slice(0, 29)] },
          { sNom: team2, joueurs: [{ idContact: player.mateId }, ...guests.slice(29, 58)] },
        ],
        periodes: [{ nScoreEquipe1: 6, nScoreEquipe2: 4 }],
        evenements: [],
        tempsForts: mine.map((sLibelle, index) => ({ nSeconde: 10 * index, sLibelle })),
      },
    });
    const written = 2 + Math.min(guests.length, 58) + mine.length;
    expect(await counted('match teams, players and highlights', response, written)).toBe(true);
    matches.push({ team1, team2, labels: mine });
  }
  // Team names the ingest refuses (too long, or with a control character) count as refused.
  const refusedNames = payloads.filter((candidate) => !isClean(candidate) || candidate.trim().length > 60);
  for (const payload of [
    ...refusedNames.filter((c) => !isClean(c)),
    ...refusedNames.filter(isClean).slice(0, 10),
  ]) {
    const refused = await request.post('/api/v2/parties', {
      headers: { 'X-Cle-Salle': devHallKey('padel-park') },
      data: {
        sIdPartie: `e2e-xss-long-${Date.now().toString(36)}`,
        idReservation: player.reservationId,
        dtDebut: new Date(Date.now() - 3_600_000).toISOString(),
        nDureeSecondes: 3600,
        equipes: [
          { sNom: payload, joueurs: [{ idContact: player.contactId }] },
          { sNom: 'Les Rouges', joueurs: [{ idContact: player.mateId }] },
        ],
        periodes: [{ nScoreEquipe1: 1, nScoreEquipe2: 0 }],
      },
    });
    expect(await counted('match teams, players and highlights', refused)).toBe(false);
  }

  await check(page, '/profile', [pseudonym, ...matches.flatMap((m) => [m.team1, m.team2])], player.token);
  const stats = page.locator('.stats-section');
  const links: { match: string; replay: string; shown: (typeof matches)[number] }[] = [];
  for (const shown of matches) {
    const item = stats
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^PARTAGER le match/ }) })
      .filter({ hasText: shown.team1 });
    await item.getByRole('button', { name: /^PARTAGER le match/ }).click();
    const match = new URL(await item.getByRole('textbox', { name: 'Lien du match' }).inputValue());
    const replay = new URL(await item.getByRole('textbox', { name: 'Lien du replay' }).inputValue());
    links.push({ match: match.pathname + match.search, replay: replay.pathname + replay.search, shown });
  }
  await stats.getByRole('button', { name: 'PARTAGER mes performances' }).click();
  const performance = new URL(
    await stats.getByRole('textbox', { name: 'Lien de mes performances' }).inputValue(),
  );
  await expectInert(page);

  // A visitor without an account opens the shared links.
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
  await watch(visitor);
  await check(visitor, performance.pathname + performance.search, [pseudonym]);
  for (const { match, replay, shown } of links) {
    await check(visitor, match, [shown.team1, shown.team2]);
    await check(visitor, replay, shown.labels);
  }
  await context.close();
});

test('convention HTML, one vector per convention, runs nothing in the app page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await readyPlayer(request);
  // Each vector is a convention of its own, so that no vector's unclosed tag swallows the next one; its
  // title and its box carry the vector too (text, not HTML).
  await page.route('**/api/v2/conventions-a-valider-connexion-gp', (route) =>
    route.fulfill({
      json: vectors.map((vector) => ({
        id: 10_000 + vector.id,
        multisalle: '/api/v2/multisalle/1',
        titre: `Règlement ${vector.id} ${vector.payload}`,
        contenu: `<p>Article ${vector.id}</p>${vector.payload}`,
        validations: [{ libelle: vector.payload }],
      })),
    }),
  );
  await page.route('**/api/v2/multisalle/*/convention/*/valider', (route) => route.fulfill({ status: 204 }));
  figures.places.set('convention HTML, title and box (answer replaced)', {
    tried: vectors.length,
    stored: vectors.length,
    refused: 0,
  });
  await page.goto(`/app/conventions#token=${encodeURIComponent(player.token)}`);
  const dialog = page.getByRole('dialog');
  for (const [index, vector] of vectors.entries()) {
    await expect(dialog.getByText(`Convention ${index + 1} sur ${vectors.length}`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(dialog.getByText(`Article ${vector.id}`, { exact: true })).toBeVisible();
    // A short settle for load and error handlers, then the markup check (expectInert is too slow for 133).
    await page.waitForTimeout(50);
    expect(await findInjectedMarkup(page), `convention ${vector.id}`).toEqual([]);
    expect(ran).toEqual([]);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: index === vectors.length - 1 ? 'Valider' : 'Suivant' }).click();
  }
  await expect(dialog).toHaveCount(0);
  await expectInert(page);
  figures.pages.push('/app/conventions');
});

test('hall texts with the corpus run nothing on the home, hall and partner pages', async ({ page }) => {
  test.setTimeout(120_000);
  const texts = fits(100);
  let next = 0;
  const hostileText = () => texts[next++ % texts.length] ?? '';
  const assigned = new Map<string, Record<string, string>>();
  const hostileHall = (hall: Record<string, unknown>) => {
    const key = String(hall.cle);
    const known = assigned.get(key) ?? {
      active: String(hall.active),
      libelleSalle: hostileText(),
      legende: hostileText(),
      rue: hostileText(),
      complement: hostileText(),
      commune: hostileText(),
      service: hostileText(),
    };
    assigned.set(key, known);
    const address = (hall.adresse ?? {}) as Record<string, unknown>;
    const services = (hall.services ?? []) as { libelle: string }[];
    return {
      ...hall,
      libelleSalle: known.libelleSalle,
      legende: known.legende,
      adresse: { ...address, rue: known.rue, complement: known.complement, commune: known.commune },
      services: services.map((service) => ({ ...service, libelle: known.service })),
    };
  };
  await page.route(/\/api\/v2\/multisalle(\/detail)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const list = body.multisalleListe as Record<string, unknown>[] | undefined;
    const json = list ? { ...body, multisalleListe: list.map(hostileHall) } : hostileHall(body);
    await route.fulfill({ response, json });
  });

  // Rounds of fresh texts until the corpus is used up: each round, every hall gets six new ones.
  while (next < texts.length) {
    assigned.clear();
    await page.goto('/');
    await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible({
      timeout: 15_000,
    });
    const listed = [...assigned.values()].filter((hall) => hall.active === 'true');
    await expectInert(
      page,
      listed.map((hall) => hall.libelleSalle ?? ''),
    );
    figures.pages.push('/');
    await page.goto('/multisalle/padel-park');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expectInert(page, [assigned.get('padel-park')?.libelleSalle ?? '']);
    figures.pages.push('/multisalle/padel-park');
    await check(page, '/embed/');
    await check(page, '/embed/configurateur');
  }
  // Distinct vectors placed (the last round wraps round to the first ones): those of 100 characters at most.
  figures.places.set('hall texts (answers replaced)', {
    tried: texts.length,
    stored: texts.length,
    refused: 0,
  });
});
