import { expectNoA11yViolations } from './axe';
import {
  type APIRequestContext,
  chromium,
  expect,
  followServerClock,
  type Page,
  serverToday,
  test,
} from './clock';
import { devHallKey, playerWithReservation } from './matches';
import { holdSlot, openAs, readyPlayer } from './payment-card';
import { readQrSvg, writeQrVideo } from './qr-camera';
import { hallByKey } from './support';

/**
 * The hall's device pages against the real server: the reception tablet reads a participant's
 * QR code through Chromium's fake camera (a video of the code, made here from the API's own QR image) and
 * shows the door's decision; the screens follow the hall's stream (the welcome screen ticks a player the
 * door let in, the entry screen announces the start, the court screen shows the live score and the end).
 * Screenshots of each page go to the test's output. Desktop only: the pages are for the hall's tablet and
 * TVs, and the booking needs a verified phone (10 SMS per hour per address).
 */

test.skip(({ isMobile }) => isMobile, "the hall's devices: the desktop project is enough");
// One after the other: both call their halls with the one development device key of each (60 calls a minute
// per device). The tablet's unread codes once put down to running beside the screens' test were its
// decoder's (see the tablet's test).
test.describe.configure({ mode: 'default' });

type Player = Awaited<ReturnType<typeof readyPlayer>>;

/** Debian's Chromium, as playwright.config.ts has it. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Books a court in Ajaccio (no payment step) for `organiser`: the reservation's id. */
async function book(request: APIRequestContext, organiser: Player): Promise<string> {
  await holdSlot(request, organiser.token, 'multisalle-ajaccio', 11);
  const validated = await request.post('/api/v2/panier/valide', {
    headers: { ...organiser.headers, 'Idempotency-Key': `e2e-hall-devices-${Date.now()}` },
    data: { partagePaiement: false },
  });
  expect(validated.status()).toBe(200);
  const { reservations } = (await validated.json()) as { reservations: { id_reservation: string }[] };
  const id = reservations[0]?.id_reservation;
  if (!id) throw new Error('no reservation');
  return id;
}

/** `guest` opens the organiser's invitation link and accepts: the guest's contact id. */
async function acceptInvitation(request: APIRequestContext, organiser: Player, guest: Player, id: string) {
  const link = await request.get(`/api/v2/jeton_invitation/${id}`, { headers: organiser.headers });
  const { jetonInvitation } = (await link.json()) as { jetonInvitation: string };
  const read = await request.get('/api/v2/reservations/groupe/invitation', {
    headers: guest.headers,
    params: { reservation: id, invitation: jetonInvitation },
  });
  const { moi } = (await read.json()) as { moi: { idContact: number } };
  const answered = await request.post('/api/v2/invitation/reponse', {
    headers: guest.headers,
    data: {
      uuidReservation: id,
      uuidInvitation: jetonInvitation,
      reponses: [{ idUser: moi.idContact, reponse: 2 }],
    },
  });
  expect(answered.status()).toBe(200);
  return moi.idContact;
}

/** Moves a session's start to now + `minutes` (development route: the browser cannot wait for the clock). */
async function startIn(request: APIRequestContext, id: string, minutes: number) {
  expect((await request.post(`/dev/reservations/${id}/commence-dans/${minutes}`)).status()).toBe(200);
}

/** The participant's QR image (SVG), as their phone shows it. */
async function qrImage(request: APIRequestContext, id: string, contactId: number, token: string) {
  const image = await request.get(`/api/v2/qrcode/participant/${id}/${contactId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(image.status()).toBe(200);
  return image.text();
}

/** Neither the page nor its body scrolls: a TV shows it whole. */
async function expectNoScrollbars(page: Page) {
  const overflow = await page.evaluate(() => ({
    vertical: document.documentElement.scrollHeight - window.innerHeight,
    horizontal: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(overflow).toEqual({ vertical: 0, horizontal: 0 });
}

test("the reception tablet reads a participant's QR code through the camera and says « Entrée autorisée », then « Déjà entré » for the same code typed by hand", async ({
  request,
  baseURL,
}, testInfo) => {
  // Each run films a new code: about one in ten drew a look-alike corner square that zxing-js's reader took
  // for a real one in every frame, and the tablet never read it (qr-decoder.ts now tries the other corners).
  // A booking, a browser of its own and three axe runs: three times the usual time.
  test.slow();
  const hall = 'multisalle-ajaccio';
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  const guest = await readyPlayer(request);
  const id = await book(request, organiser);
  const contactId = await acceptInvitation(request, organiser, guest, id);
  // The door opens 30 minutes before the start.
  await startIn(request, id, 10);

  // The camera films the guest's QR code, drawn from the API's own image.
  const video = testInfo.outputPath('qr-participant.y4m');
  const code = await writeQrVideo(await qrImage(request, id, contactId, guest.token), video);
  expect(code).toMatch(/^MS1\.P\./);

  const args = (testInfo.project.use.launchOptions?.args ?? []).concat([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1280, height: 800 },
      permissions: ['camera'],
    });
    await followServerClock(context, request);
    const page = await context.newPage();
    await page.goto(`/salle/${hall}/controle`);

    // The device key, given once.
    const keyForm = page.getByRole('form', { name: "Clé de l'appareil" });
    await keyForm.getByLabel("Clé de l'appareil").fill(devHallKey(hall));
    await keyForm.getByRole('button', { name: 'Enregistrer la clé' }).click();

    const decision = page.getByRole('region', { name: 'Décision' });
    await expect(decision.getByRole('status')).toContainText('Entrée autorisée', { timeout: 15_000 });
    await expect(decision.getByRole('status')).toContainText(guest.pseudonym);
    await expect(decision).toHaveAttribute('data-kind', 'allowed');
    expect(await page.evaluate(() => localStorage.getItem('multisalle-appareil:multisalle-ajaccio'))).toBe(
      devHallKey(hall),
    );
    await page.screenshot({ path: testInfo.outputPath('controle-autorisee-1280x800.png') });
    await expectNoA11yViolations(page);

    // The same code again, typed by hand: one person in once.
    await page.getByRole('textbox', { name: 'Code saisi à la main' }).fill(code);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(decision.getByRole('alert')).toContainText('Entrée refusée');
    await expect(decision.getByRole('alert')).toContainText('Déjà entré à');
    await page.screenshot({ path: testInfo.outputPath('controle-refusee-1280x800.png') });
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('controle-390x844.png'), fullPage: true });
    await expectNoA11yViolations(page);
    await context.close();

    // The organiser's MES RÉSERVATIONS: the guest has arrived, at the time the door let them in.
    const organiserContext = await browser.newContext({
      baseURL,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    await followServerClock(organiserContext, request);
    await organiserContext.addInitScript((token) => {
      localStorage.setItem('cookie_value', '0');
      localStorage.setItem('token', token);
    }, organiser.token);
    const mine = await organiserContext.newPage();
    await mine.goto(`/profile/${id}?q=reservation`);
    const people = mine.locator(`#reservation-${id}`).getByRole('listitem');
    await expect(people.filter({ hasText: guest.pseudonym })).toContainText(/Arrivé à \d{2}h\d{2}/);
    await expect(people.filter({ hasText: `${organiser.pseudonym} (organisateur)` })).not.toContainText(
      'Arrivé',
    );
    await mine.screenshot({ path: testInfo.outputPath('mes-reservations-arrive.png') });
    await expectNoA11yViolations(mine);
    await organiserContext.close();
  } finally {
    await browser.close();
  }
});

test("the screens follow the hall's stream: a player let in at the door is ticked on the welcome screen, the entry screen announces the start, the court screen shows the live score and the end", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Two sessions, three screens and three axe runs: three times the usual time.
  test.slow();
  // Both sessions are on today's screens: one started 55 minutes ago, one starts in 5, and the server's
  // day is an afternoon (E2E_START), far from midnight whatever the hour the suite runs at.
  const hall = await hallByKey(request, 'padel-park');
  const deviceKey = devHallKey('padel-park');
  const device = { Authorization: `Bearer ${deviceKey}` };
  // A session starting in 5 minutes (its player comes in), and one ending in 5 minutes (its score).
  const arriving = await playerWithReservation(request);
  await startIn(request, arriving.reservationId, 5);
  const playing = await playerWithReservation(request);
  await startIn(request, playing.reservationId, -55);

  const day = await request.get(`/api/v2/salle/${hall.idMultisalle}/seances`, {
    headers: device,
    params: { date: await serverToday(request) },
  });
  expect(day.status()).toBe(200);
  const { seances } = (await day.json()) as {
    seances: { idReservation: string; terrain: { id: number; nom: string }; sport: { nom: string } }[];
  };
  const arrivingSession = seances.find((session) => session.idReservation === arriving.reservationId);
  const playingSession = seances.find((session) => session.idReservation === playing.reservationId);
  if (!arrivingSession || !playingSession) throw new Error("The day's sessions miss the test's sessions.");

  const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  await followServerClock(context, request);
  await context.addInitScript(
    (key) => localStorage.setItem('multisalle-appareil:padel-park', key),
    deviceKey,
  );
  const page = await context.newPage();

  // Welcome screen: the session and its two players, none arrived; then the door lets one in.
  await page.goto('/salle/padel-park/ecran/accueil');
  const card = page.getByRole('article').filter({ hasText: arriving.pseudonym });
  await expect(card).toContainText("Aucun joueur sur 2 n'est arrivé");
  const code = await readQrSvg(
    await qrImage(request, arriving.reservationId, arriving.contactId, arriving.token),
  );
  const sentAt = Date.now();
  const entry = await request.post(`/api/v2/salle/${hall.idMultisalle}/entree`, {
    headers: device,
    data: { code },
  });
  expect(((await entry.json()) as { autorise: boolean }).autorise).toBe(true);
  await expect(card).toContainText('1 joueur sur 2 est arrivé');
  await expect(card.getByRole('listitem').filter({ hasText: arriving.pseudonym })).toContainText('arrivé');
  // The tick is wanted within a second: measured, reported, not a pass/fail timing.
  testInfo.annotations.push({ type: 'tick after the entry', description: `${Date.now() - sentAt} ms` });
  await expect(page.getByRole('status').filter({ hasText: 'Reconnexion…' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('ecran-accueil-1920x1080.png') });
  await expectNoScrollbars(page);
  await expectNoA11yViolations(page);

  // Entry screen: the start announced.
  await page.goto('/salle/padel-park/ecran/entree');
  const sport = arrivingSession.sport.nom.toLocaleLowerCase('fr-FR');
  await expect(
    page.getByText(
      new RegExp(`^${arrivingSession.terrain.nom}\\s: votre séance de ${sport} commence dans [45] minutes$`),
    ),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ecran-entree-1920x1080.png') });
  await expectNoScrollbars(page);
  await expectNoA11yViolations(page);

  // Court screen: the tablet's live score, and the end near.
  const court = playingSession.terrain;
  const score = await request.post(`/api/v2/salle/${hall.idMultisalle}/terrains/${court.id}/score`, {
    headers: device,
    data: {
      idReservation: playing.reservationId,
      equipes: [{ sNom: 'Les Bleus' }, { sNom: 'Les Rouges' }],
      periodes: [
        { nScoreEquipe1: 6, nScoreEquipe2: 4 },
        { nScoreEquipe1: 2, nScoreEquipe2: 3 },
      ],
      enCours: { sEquipe1: '30', sEquipe2: '15' },
    },
  });
  expect(score.status()).toBe(200);
  await page.goto(`/salle/padel-park/ecran/terrain/${court.id}`);
  await expect(page.getByRole('heading', { level: 1, name: court.nom })).toBeVisible();
  const table = page.getByRole('table', { name: 'Score' });
  await expect(table.getByRole('row').filter({ hasText: 'Les Bleus' })).toContainText('6');
  await expect(table.getByRole('row').filter({ hasText: 'Les Rouges' })).toContainText('15');
  await expect(page.getByRole('alert')).toHaveText(/^Fin de la séance dans [45] minutes$/);
  await page.screenshot({ path: testInfo.outputPath('ecran-terrain-1920x1080.png') });
  await expectNoScrollbars(page);
  await expectNoA11yViolations(page);
  await context.close();

  // The player let in at the door: the session counts in their statistics on MON COMPTE.
  const playerContext = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await followServerClock(playerContext, request);
  const profile = await playerContext.newPage();
  await openAs(profile, arriving.token, '/profile');
  await expect(profile.getByText(/^Séances en salle\s: 1$/)).toBeVisible({ timeout: 15_000 });
  await playerContext.close();
});

test("without network the reception decides from the day's manifest (« Hors connexion »): a valid code and a PIN in, an altered code refused; back online, the server gets the entries", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const hall = await hallByKey(request, 'padel-park');
  const deviceKey = devHallKey('padel-park');
  const device = { Authorization: `Bearer ${deviceKey}` };
  // Two sessions opening now: one player shows their QR code, the other types their PIN.
  const scanning = await playerWithReservation(request);
  await startIn(request, scanning.reservationId, 10);
  const typing = await playerWithReservation(request);
  await startIn(request, typing.reservationId, 10);
  const code = await readQrSvg(
    await qrImage(request, scanning.reservationId, scanning.contactId, scanning.token),
  );
  const userId = (
    JSON.parse(Buffer.from(typing.token.split('.')[1] ?? '', 'base64url').toString()) as { userId: number }
  ).userId;
  const generated = await request.post('/api/v2/participant/generate-pin', {
    headers: { Authorization: `Bearer ${typing.token}` },
    data: { userId, uuidReservation: typing.reservationId },
  });
  expect(generated.status()).toBe(200);
  const { code_pin: pin } = (await generated.json()) as { code_pin: string };
  // One character changed: the signature no longer matches, its digest is in no manifest.
  const altered = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;

  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
  });
  await followServerClock(context, request);
  await context.addInitScript(
    (key) => localStorage.setItem('multisalle-appareil:padel-park', key),
    deviceKey,
  );
  const page = await context.newPage();
  const manifestRead = page.waitForResponse(
    (response) => response.url().includes('/manifeste?date=') && response.status() === 200,
  );
  await page.goto('/salle/padel-park/controle');
  await manifestRead;
  await expect(page.getByRole('article').filter({ hasText: scanning.pseudonym })).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: testInfo.outputPath(`en-ligne-${width}x${height}.png`),
      fullPage: width < 900,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Hors connexion' })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Décision' });

  await page.getByRole('textbox', { name: 'Code saisi à la main' }).fill(code);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(decision.getByRole('status')).toContainText('Entrée autorisée');
  await expect(decision.getByRole('status')).toContainText('décidé hors connexion');
  await expect(decision.getByRole('status')).toContainText(scanning.pseudonym);

  const keypad = page.getByRole('form', { name: 'Code PIN' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Valider' }).click();
  await expect(decision.getByRole('status')).toContainText(typing.pseudonym);
  await expect(decision.getByRole('status')).toContainText('Entrée autorisée');
  await expect(decision).toHaveAttribute('data-offline', '');

  await page.getByRole('textbox', { name: 'Code saisi à la main' }).fill(altered);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(decision.getByRole('alert')).toContainText(
    'Code inconnu ou modifié : présentez le QR code reçu pour cette séance.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Hors connexion' })).toContainText(
    '3 entrées à envoyer',
  );
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: testInfo.outputPath(`hors-connexion-${width}x${height}.png`),
      fullPage: width < 900,
    });
  }
  await expectNoA11yViolations(page);

  // The network back: the batch goes to the server, which now has both entries.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Hors connexion' })).toHaveCount(0, {
    timeout: 15_000,
  });
  // The batch goes once the tablet sees the network again; the queue empties when the server has answered.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('multisalle-entrees-hors-ligne:padel-park')), {
      timeout: 15_000,
    })
    .toBe('[]');
  for (const again of [code, pin]) {
    const entry = await request.post(`/api/v2/salle/${hall.idMultisalle}/entree`, {
      headers: device,
      data: { code: again },
    });
    expect(((await entry.json()) as { motif: string }).motif).toMatch(/^Déjà entré à \d{2}h\d{2}\.$/);
  }
  await context.close();
});
