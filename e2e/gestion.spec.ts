import { readFileSync } from 'node:fs';
import { uniqueSuffix } from './accounts';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, followServerClock, type Page, test } from './clock';
import { openOwnServerSession } from './own-server-session';
import { holdSlot, readyPlayer } from './payment-card';
import { acceptCookiesBeforeLoad } from './support';

/**
 * The hall's console (/gestion/) against the real server: an owner made by the development route opens
 * their activation link, chooses a password and lands on the day of their hall, where a player's booking
 * shows with its organiser; they invite a receptionist, who signs in in a browser of their own and finds
 * neither « Personnel » in the nav nor the staff behind its address (the server's 403). Screenshots of the
 * day and the staff pages go to the test's output. The tests tagged `@postgres` run on PostgreSQL too (the
 * `postgres` project of playwright.config.ts).
 */

/** A hall without a payment step: a player books there without a card. */
const HALL = 'multisalle-ajaccio';
const PASSWORD = 'motdepasse-salle';

/** A staff member of the hall made by `POST /dev/personnel`: their address and activation link's path. */
async function newStaff(request: APIRequestContext, role: 'proprietaire' | 'accueil') {
  const email = `${role}.${uniqueSuffix()}@salle.fr`;
  const added = await request.post('/dev/personnel', { data: { email, cle: HALL, role } });
  expect(added.status()).toBe(200);
  const { lienActivation } = (await added.json()) as { lienActivation: string };
  return { email, activationPath: new URL(lienActivation).pathname };
}

/**
 * A session booked by a new player on one of the coming days (`pick` counts from the week's end, apart from
 * the other specs' picks): its day, start time as the console writes it, and the player's pseudonym.
 */
async function bookedSession(request: APIRequestContext, pick: number) {
  const player = await readyPlayer(request, { verifiedPhone: true });
  const { slot } = await holdSlot(request, player.token, HALL, pick);
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...player.headers, 'Idempotency-Key': `e2e-gestion-${pick}-${uniqueSuffix()}` },
    data: { partagePaiement: false },
  });
  expect(validated.status()).toBe(200);
  const [hours, minutes] = slot.dtDateHeureDebut.slice(11, 16).split(':');
  return {
    date: slot.dtDateHeureDebut.slice(0, 10),
    startsAt: slot.dtDateHeureDebut,
    startText: new RegExp(`^${Number(hours)}\\sh\\s${minutes} – `),
    pseudonym: player.pseudonym,
    court: slot.sLibelleZone,
    reservationId: ((await validated.json()) as { reservations: { id_reservation: string }[] })
      .reservations[0]?.id_reservation,
  };
}

/** The session card of the player `pseudonym` on the day page. */
const sessionCard = (page: Page, pseudonym: string) =>
  page.getByRole('article').filter({ hasText: `(${pseudonym})` });

test(
  "an owner activates their access, sees the day's bookings, and invites a receptionist who may not see the staff",
  { tag: '@postgres' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(testInfo.timeout * 2);
    const session = await bookedSession(request, 16);
    const owner = await newStaff(request, 'proprietaire');
    await acceptCookiesBeforeLoad(page);

    await page.goto(owner.activationPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir votre mot de passe' })).toBeVisible();
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmation').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'ENREGISTRER ET SE CONNECTER' }).click();
    await expect(page.getByLabel('Confirmation')).toHaveAccessibleDescription(
      'Les deux mots de passe ne sont pas identiques.',
    );
    await page.getByLabel('Confirmation').fill(PASSWORD);
    await page.getByRole('button', { name: 'ENREGISTRER ET SE CONNECTER' }).click();

    // One hall: the console opens on its day.
    await expect(page).toHaveURL(`/gestion/${HALL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'La journée' })).toBeVisible();
    await expect(page.getByText('MULTISALLE AJACCIO', { exact: true })).toBeVisible();
    // Without a date, today in the hall (the server's clock started on Tuesday 16 March 2027, E2E_START).
    await expect(page.getByText('mardi 16 mars 2027', { exact: true })).toBeVisible();

    await page.getByLabel('Date').fill(session.date);
    await expect(page).toHaveURL(`/gestion/${HALL}?date=${session.date}`);
    const card = sessionCard(page, session.pseudonym);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(session.startText);
    await expect(card.getByText('Camille Durand', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^0\d( \d\d){4}$/ }).first()).toHaveAttribute(
      'href',
      /^tel:0\d{9}$/,
    );
    await expect(card.getByText('Accepté', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('jour-1280x800.png') });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: testInfo.outputPath('jour-1024x768.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The staff: the owner, then a receptionist invited with their link to pass on.
    await page
      .getByRole('navigation', { name: 'Gestion de la salle' })
      .getByRole('link', { name: 'Personnel' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personnel' })).toBeFocused();
    const ownRow = page.getByRole('row').filter({ hasText: owner.email });
    await expect(ownRow).toContainText('vous');
    await expect(ownRow).toContainText('Actif');
    const receptionist = `accueil.${uniqueSuffix()}@salle.fr`;
    await page.getByLabel('Adresse email').fill(receptionist);
    await page.getByRole('combobox', { name: 'Rôle', exact: true }).selectOption({ label: 'Accueil' });
    await page.getByRole('button', { name: 'INVITER' }).click();
    const link = page.getByLabel("Lien d'activation");
    await expect(link).toHaveValue(/\/gestion\/activation\/[\w-]+$/);
    await expect(page.getByRole('row').filter({ hasText: receptionist })).toContainText('Lien envoyé');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('personnel-1280x800.png') });

    // The receptionist chooses their password from the link, then signs in in a browser of their own.
    const jeton = new URL(await link.inputValue()).pathname.split('/').pop();
    const activated = await request.post('/api/gestion/activation', {
      data: { jeton, motDePasse: PASSWORD },
    });
    expect(activated.status()).toBe(200);
    const desk = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await followServerClock(desk, request);
    const deskPage = await desk.newPage();
    await acceptCookiesBeforeLoad(deskPage);
    await deskPage.goto(`/gestion/${HALL}`);
    await expect(deskPage).toHaveURL('/gestion/connexion');
    await deskPage.getByLabel('Adresse email').fill(receptionist);
    await deskPage.getByLabel('Mot de passe').fill('mauvais-mot');
    await deskPage.getByRole('button', { name: 'SE CONNECTER' }).click();
    await expect(deskPage.getByRole('alert')).toHaveText('Adresse email ou mot de passe incorrect.');
    await deskPage.getByLabel('Mot de passe').fill(PASSWORD);
    await deskPage.getByRole('button', { name: 'SE CONNECTER' }).click();
    await expect(deskPage).toHaveURL(`/gestion/${HALL}`);
    const deskNav = deskPage.getByRole('navigation', { name: 'Gestion de la salle' });
    await expect(deskNav.getByRole('link', { name: 'La journée' })).toBeVisible();
    await expect(deskPage.getByText('mardi 16 mars 2027', { exact: true })).toBeVisible();
    await expect(deskNav.getByRole('link', { name: 'Personnel' })).toHaveCount(0);
    await expect(deskNav.getByRole('link', { name: 'Journal' })).toHaveCount(0);
    await deskPage.goto(`/gestion/${HALL}/personnel`);
    await expect(deskPage.getByRole('alert')).toHaveText(
      'Votre rôle dans cette salle ne permet pas cette action.',
    );

    // « Se déconnecter » ends the session: the console asks to sign in again.
    await deskPage.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(deskPage).toHaveURL('/gestion/connexion');
    await deskPage.goto(`/gestion/${HALL}`);
    await expect(deskPage).toHaveURL('/gestion/connexion');
    await desk.close();

    // The owner's journal names both additions in words.
    await page.getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('row').filter({ hasText: receptionist })).toContainText('Ajout au personnel');
  },
);

test(
  'on a phone the courts are sections one under the other',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(testInfo.timeout * 2);
    await page.setViewportSize({ width: 390, height: 844 });
    const session = await bookedSession(request, 19);
    const owner = await newStaff(request, 'proprietaire');
    const activated = await request.post('/api/gestion/activation', {
      data: { jeton: owner.activationPath.split('/').pop(), motDePasse: PASSWORD },
    });
    expect(activated.status()).toBe(200);
    const { token } = (await activated.json()) as { token: string };
    await page.addInitScript((staffToken) => {
      window.localStorage.setItem('cookie_value', '0');
      window.sessionStorage.setItem('multisalle-gestion', staffToken);
    }, token);

    await page.goto(`/gestion/${HALL}?date=${session.date}`);
    await expect(sessionCard(page, session.pseudonym)).toBeVisible();
    const courts = page.getByRole('region', { name: 'Terrains' }).getByRole('heading', { level: 2 });
    await expect(courts).toHaveText(['Terrain de sable 1', 'Terrain de sable 2', 'Grand terrain de sable']);
    const boxes = await Promise.all([0, 1, 2].map((index) => courts.nth(index).boundingBox()));
    const [first, ...others] = boxes.map((box, index) => {
      if (!box) throw new Error(`court ${index} has no box`);
      return box;
    });
    let above = first;
    for (const box of others) {
      expect(Math.abs(box.x - (first?.x ?? 0))).toBeLessThan(1);
      expect(box.y).toBeGreaterThan((above?.y ?? 0) + (above?.height ?? 0));
      above = box;
    }
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('jour-390x844.png'), fullPage: true });
  },
);

/** A staff member made active through the API: their address and staff token. */
async function activeStaff(request: APIRequestContext, role: 'proprietaire' | 'accueil') {
  const staff = await newStaff(request, role);
  const activated = await request.post('/api/gestion/activation', {
    data: { jeton: staff.activationPath.split('/').pop(), motDePasse: PASSWORD },
  });
  expect(activated.status()).toBe(200);
  const { token } = (await activated.json()) as { token: string };
  return { email: staff.email, token };
}

/** Opens the console in `page` with a staff token already in the tab. */
async function signedInPage(page: Page, token: string) {
  await page.addInitScript((staffToken) => {
    window.localStorage.setItem('cookie_value', '0');
    window.sessionStorage.setItem('multisalle-gestion', staffToken);
  }, token);
}

interface PublicSlot {
  fTarif: number;
  nIdZone: number;
  sLibelleZone: string;
  dtDateHeureDebut: string;
  dtDateHeureFin: string;
  sStatut: string;
  typeCreneau?: string;
}

/** The hall's court slots of `date` in the public planning, for its first sport. */
async function publicSlots(request: APIRequestContext, date: string): Promise<PublicSlot[]> {
  const halls = (await (await request.get('/api/v2/multisalle')).json()) as {
    multisalleListe: { idMultisalle: number; cle: string; sports: { idSport: number }[] }[];
  };
  const hall = halls.multisalleListe.find((candidate) => candidate.cle === HALL);
  const answer = await request.get(
    `/api/v2/creneaux/multisalle/${hall?.idMultisalle}/debut/${date}/duree/1?activite=${hall?.sports[0]?.idSport}&gp=1`,
  );
  const { creneaux } = (await answer.json()) as { creneaux: PublicSlot[] };
  return creneaux.filter(
    (slot) => slot.dtDateHeureDebut.startsWith(date) && (!slot.typeCreneau || slot.typeCreneau === 'terrain'),
  );
}

const sameSlot = (a: PublicSlot) => (b: PublicSlot) =>
  a.nIdZone === b.nIdZone && a.dtDateHeureDebut === b.dtDateHeureDebut;

test(
  'a manager closes a court and reopens it, a receptionist books a walk-in, a booking is cancelled with a motif',
  { tag: '@postgres' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(testInfo.timeout * 3);
    const session = await bookedSession(request, 13);
    const manager = await activeStaff(request, 'proprietaire');
    const receptionist = await activeStaff(request, 'accueil');
    // A free slot of that day, ending before the player's session starts (no court sharing its ground is busy).
    const free = (await publicSlots(request, session.date)).filter(
      (slot) => slot.sStatut === 'disponible' && slot.dtDateHeureFin <= session.startsAt,
    );
    const toClose = free[0];
    if (!toClose) throw new Error(`No free slot before the session on ${session.date}.`);

    // The manager closes the slot's court for a tournament: the public planning shows it taken.
    await signedInPage(page, manager.token);
    await page.goto(`/gestion/${HALL}?date=${session.date}`);
    await expect(sessionCard(page, session.pseudonym)).toBeVisible();
    await page.getByRole('button', { name: 'Fermer un terrain' }).click();
    const form = page.getByRole('form', { name: 'Fermer un terrain' });
    await form.getByLabel('Terrain').selectOption({ label: toClose.sLibelleZone });
    await form.getByLabel('Heure de début').fill(toClose.dtDateHeureDebut.slice(11, 16));
    await form.getByLabel('Heure de fin').fill(toClose.dtDateHeureFin.slice(11, 16));
    await form.getByLabel('Motif').fill('Tournoi régional');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('fermeture-formulaire-1280x800.png') });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: testInfo.outputPath('fermeture-formulaire-1024x768.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('fermeture-formulaire-390x844.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'FERMER' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fermeture enregistrée.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fermer un terrain' })).toBeFocused();
    const court = page.getByRole('region', { name: toClose.sLibelleZone, exact: true });
    await expect(court.getByText(/^Fermé · .* · Tournoi régional$/)).toBeVisible();
    expect((await publicSlots(request, session.date)).find(sameSlot(toClose))?.sStatut).toBe('reserve');

    // The receptionist books a walk-in on a free slot of the day: it shows on the day, paid on site.
    const desk = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await followServerClock(desk, request);
    const deskPage = await desk.newPage();
    await signedInPage(deskPage, receptionist.token);
    await deskPage.goto(`/gestion/${HALL}?date=${session.date}`);
    await expect(deskPage.getByRole('button', { name: 'Fermer un terrain' })).toHaveCount(0);
    await deskPage.getByRole('button', { name: 'Réserver au guichet' }).click();
    const booking = deskPage.getByRole('form', { name: 'Réserver au guichet' });
    await booking.getByLabel('Sport').selectOption({ index: 1 });
    const slotField = booking.getByLabel('Créneau libre');
    await expect(slotField.locator('option').nth(1)).toBeAttached();
    await slotField.selectOption({ index: 1 });
    await booking.getByLabel('Nom du client').fill('Dupont');
    await booking.getByLabel('Portable').fill('0611223344');
    await deskPage.setViewportSize({ width: 1024, height: 768 });
    await deskPage.screenshot({
      path: testInfo.outputPath('guichet-formulaire-1024x768.png'),
      fullPage: true,
    });
    await booking.getByRole('button', { name: 'RÉSERVER' }).click();
    await expect(deskPage.getByRole('status').filter({ hasText: /^Réservation enregistrée/ })).toBeVisible();
    await expect(
      deskPage.getByText(`sur place · pris par ${receptionist.email}`, { exact: false }),
    ).toBeVisible();
    await desk.close();

    // The manager's day shows the desk booking without a reload (the hall's stream), with the closure, at a
    // desk's and a phone's width.
    await expect(
      page.getByText(`sur place · pris par ${receptionist.email}`, { exact: false }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('jour-actions-1280x800.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('jour-actions-390x844.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Reopened: the slot is free again.
    await court.getByRole('button', { name: /^Rouvrir/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Terrain rouvert.' })).toBeVisible();
    expect((await publicSlots(request, session.date)).find(sameSlot(toClose))?.sStatut).toBe('disponible');

    // The player's booking cancelled by the hall, with a motif: its card goes.
    const card = sessionCard(page, session.pseudonym);
    await card.getByRole('button', { name: /^Annuler la réservation/ }).click();
    await card.getByLabel('Motif').fill('Terrain inondé');
    await card.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Réservation annulée : les joueurs sont prévenus avec le motif.' }),
    ).toBeVisible();
    await expect(card).toHaveCount(0);

    // The walk-in customer's booking cancelled too: the desk's card goes, its slot is free again.
    const freeCount = async () =>
      (await publicSlots(request, session.date)).filter((slot) => slot.sStatut === 'disponible').length;
    const freeBefore = await freeCount();
    const walkIn = page.getByRole('article').filter({ hasText: `pris par ${receptionist.email}` });
    await walkIn.getByRole('button', { name: /^Annuler la réservation/ }).click();
    await walkIn.getByLabel('Motif').fill('Client absent');
    await walkIn.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Réservation du guichet annulée : le créneau est de nouveau libre.' }),
    ).toBeVisible();
    await expect(walkIn).toHaveCount(0);
    expect(await freeCount()).toBe(freeBefore + 1);
  },
);

test("an owner sets the door's window, adds a device whose key opens the door API until it is revoked, and registers a partner site", async ({
  page,
  request,
}, testInfo) => {
  const owner = await activeStaff(request, 'proprietaire');
  const halls = (await (await request.get('/api/v2/multisalle')).json()) as {
    multisalleListe: { idMultisalle: number; cle: string }[];
  };
  const hallId = halls.multisalleListe.find((hall) => hall.cle === HALL)?.idMultisalle;
  const scan = (key: string) =>
    request.post(`/api/v2/salle/${hallId}/entree`, {
      headers: { authorization: `Bearer ${key}` },
      data: { code: '123456' },
    });
  await signedInPage(page, owner.token);
  await page.goto(`/gestion/${HALL}`);
  await page
    .getByRole('navigation', { name: 'Gestion de la salle' })
    .getByRole('link', { name: 'Règles' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Règles de la salle' })).toBeVisible();

  const minutes = page.getByRole('spinbutton', { name: 'Minutes avant la séance' });
  await minutes.fill('45');
  await page.getByRole('button', { name: 'ENREGISTRER' }).click();
  await expect(page.getByRole('status').filter({ hasText: /entrent 45 minutes avant/ })).toBeVisible();

  const adding = page.getByRole('region', { name: 'Ajouter un appareil' });
  await adding.getByLabel("Nom de l'appareil").fill('Porte du test');
  await adding.getByRole('checkbox', { name: 'Contrôle des entrées' }).check();
  await adding.getByRole('button', { name: 'AJOUTER', exact: true }).click();
  const key = await page.getByLabel("Clé de l'appareil", { exact: true }).inputValue();
  expect(key.length).toBeGreaterThan(40);
  expect((await scan(key)).status()).toBe(200);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('regles-cle-1280x800.png'), fullPage: true });
  await page.getByRole('button', { name: "J'ai copié la clé" }).click();
  await expect(page.getByLabel("Clé de l'appareil", { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Révoquer Porte du test' }).click();
  await page.getByRole('button', { name: 'Confirmer la révocation' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Porte du test' })).toContainText('Révoqué le');
  expect((await scan(key)).status()).toBe(401);

  const partners = page.getByRole('region', { name: 'Sites partenaires' });
  await partners.getByLabel('Adresse du site').fill('https://www.ajaccio.fr/');
  await partners.getByRole('button', { name: 'AJOUTER LE SITE' }).click();
  await expect(partners.getByText('https://www.ajaccio.fr', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('regles-390x844.png'), fullPage: true });

  // The hall's default window again, for the other tests at its door.
  await page.setViewportSize({ width: 1280, height: 800 });
  await minutes.fill('30');
  await page.getByRole('button', { name: 'ENREGISTRER' }).click();
  await expect(page.getByRole('status').filter({ hasText: /entrent 30 minutes avant/ })).toBeVisible();
});

test('a manager closes a court on a weekday and the whole hall on a holiday from « Horaires », a game in the way named and kept, sets a price from a day in « Tarifs », reads the « Rapports » and finds no « Remboursements »', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 2);
  // A server of the test's own: the hours it changes must not close the courts the other specs book.
  const own = await openOwnServerSession(browser, playwright, 310);
  const { request, context } = own;
  try {
    const page = await context.newPage();
    const owner = await activeStaff(request, 'proprietaire');
    const session = await bookedSession(request, 0);
    await signedInPage(page, owner.token);
    await page.goto(`/gestion/${HALL}`);
    await page
      .getByRole('navigation', { name: 'Gestion de la salle' })
      .getByRole('link', { name: 'Horaires' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: "Horaires d'ouverture" })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Ouvert' })).toHaveCount(7);

    // The game's court, closed on the game's weekday: the server names the game; the manager keeps it.
    const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${session.date}T12:00:00Z`),
    );
    const dayName = weekday.charAt(0).toUpperCase() + weekday.slice(1);
    await page.getByLabel('Terrain', { exact: true }).selectOption({ label: session.court });
    await page.getByRole('group', { name: dayName }).getByRole('checkbox', { name: 'Ouvert' }).uncheck();
    await page.getByRole('button', { name: 'ENREGISTRER LES HORAIRES' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Réservations concernées' });
    await expect(refusal).toContainText(session.court);
    await expect(refusal.getByRole('listitem')).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('horaires-reservation-1280x800.png'), fullPage: true });
    await refusal.getByRole('button', { name: 'Garder ces réservations' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Horaires de ${session.court} enregistrés.` }),
    ).toBeVisible();
    expect(
      (await publicSlots(request, session.date)).filter((slot) => slot.sLibelleZone === session.court),
    ).toEqual([]);

    // The day before the game (the game is on the week's last day), a holiday: the whole hall is closed.
    const holiday = new Date(Date.parse(`${session.date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await publicSlots(request, holiday)).length).toBeGreaterThan(0);
    const exceptions = page.getByRole('region', { name: 'Dates exceptionnelles' });
    await exceptions.getByLabel('Date', { exact: true }).fill(holiday);
    await exceptions.getByRole('button', { name: 'AJOUTER LA DATE' }).click();
    // The game kept outside the hours is not asked about again.
    await expect(exceptions.getByRole('status')).toContainText('ajouté aux dates exceptionnelles');
    await expect(exceptions.getByRole('list', { name: 'Dates exceptionnelles à venir' })).toContainText(
      'Fermé toute la journée',
    );
    expect(await publicSlots(request, holiday)).toEqual([]);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('horaires-1280x800.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('horaires-390x844.png'), fullPage: true });

    // « Tarifs »: 99 € every slot of every court from the game's day; the days before keep their prices.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('navigation', { name: 'Gestion de la salle' })
      .getByRole('link', { name: 'Tarifs' })
      .click();
    const table = page.getByRole('table', { name: 'Les tarifs de la salle, terrain par terrain' });
    const rowsBefore = await table.getByRole('row').count();
    const adding = page.getByRole('form', { name: 'Ajouter un tarif' });
    const halls = (await (await request.get('/api/v2/multisalle')).json()) as {
      multisalleListe: { cle: string; sports: { libelle: string }[] }[];
    };
    const sport = halls.multisalleListe.find((hall) => hall.cle === HALL)?.sports[0]?.libelle ?? '';
    await adding.getByLabel('Sport', { exact: true }).selectOption({ label: sport });
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'])
      await adding.getByRole('checkbox', { name: day }).check();
    await adding.getByLabel('À partir de (heure)').fill('00:00');
    await adding.getByLabel("Jusqu'à (heure)").fill('23:55');
    await adding.getByLabel('Prix du créneau (€)').fill('99');
    await adding.getByLabel('À partir du (date)').fill(session.date);
    await adding.getByRole('button', { name: 'AJOUTER LE TARIF' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tarif ajouté' })).toBeVisible();
    await expect(table.getByRole('row')).not.toHaveCount(rowsBefore);
    const gameDay = await publicSlots(request, session.date);
    expect(gameDay.length).toBeGreaterThan(0);
    expect(gameDay.map((slot) => slot.fTarif)).toEqual(gameDay.map(() => 9900));
    const earlier = new Date(Date.parse(`${holiday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await publicSlots(request, earlier)).map((slot) => slot.fTarif)).not.toContain(9900);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('tarifs-1280x800.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('tarifs-390x844.png'), fullPage: true });
    await adding.screenshot({ path: testInfo.outputPath('tarifs-ajout-390.png') });
    await table
      .getByRole('row')
      .nth(1)
      .screenshot({ path: testInfo.outputPath('tarifs-ligne-390.png') });

    // « Rapports »: the game moved to yesterday (the development route moves the reservation, not its slot),
    // ended, nobody at the door: one no-show; the heat map is a table; the occupancy downloads as a CSV French
    // spreadsheets open.
    const moved = await request.post(`/dev/reservations/${session.reservationId}/commence-dans/-1440`);
    expect(moved.status()).toBe(200);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('navigation', { name: 'Gestion de la salle' })
      .getByRole('link', { name: 'Rapports' })
      .click();
    const heat = page.getByRole('table', { name: /Occupation par jour de la semaine et par heure/ });
    await expect(heat.getByRole('rowheader', { name: 'Lundi' })).toBeVisible();
    await expect(heat.getByRole('columnheader', { name: '18 h' })).toBeVisible();
    await expect(page.getByText(/^1 absent sur 1 participant attendu\.$/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: "Télécharger l'occupation en CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^occupation-multisalle-ajaccio-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.subarray(3).toString('utf8')).toMatch(/^Période;Terrain;Minutes ouvertes;Minutes réservées;/);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('rapports-1280x800.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('rapports-390x844.png'), fullPage: true });

    // « Remboursements »: nothing was debited in this hall, so nothing to refund; its filter and its words.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('navigation', { name: 'Gestion de la salle' })
      .getByRole('link', { name: 'Remboursements' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Remboursements' })).toBeFocused();
    await expect(page.getByText('Aucun remboursement.')).toBeVisible();
    await page.getByLabel('Afficher').selectOption({ label: 'En échec' });
    await expect(page.getByText('Aucun remboursement dans cet état.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('remboursements-1280x800.png'), fullPage: true });
  } finally {
    await own.close();
  }
});
