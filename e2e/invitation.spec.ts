import { linkPath, outboxEntry, uniquePhone } from './accounts';
import { expectNoA11yViolations } from './axe';
import { bookSharedCart } from './cart-by-api';
import { type APIRequestContext, expect, followServerClock, newPersonPage, type Page, test } from './clock';
import {
  bookSlot,
  fillSandboxCard,
  holdSlot,
  openAs,
  readyPlayer,
  saveCardByApi,
  smsCode,
  testCards,
} from './payment-card';
import { tabTo } from './support.ts';

/**
 * Invitations (spec 1 « Invitation page », « Invitation flow »): the organiser books a session in
 * Ajaccio (no payment step) and finds the link in MES RÉSERVATIONS; B opens it signed out, accepts, is
 * asked to sign in, signs in and lands on MES RÉSERVATIONS with the answer saved; once the others fill the
 * session (C with a family member) a fourth player sees COMPLET and the two texts and joins the waiting list;
 * B refuses, the place is held for the fourth, who gets the mail, follows its link and accepts; the mobile
 * app's page answers for a fifth; 15 minutes before the start nobody can change an answer. In a hall that
 * asks payment by card, a new player's kept accept is refused until the page has walked them
 * through the hall's conventions, the phone check and the card form.
 *
 * Desktop only: the organiser's booking needs a verified phone, and the server allows 10 SMS per hour from
 * one address.
 */

const hall = 'multisalle-ajaccio';

type Player = Awaited<ReturnType<typeof readyPlayer>>;

async function book(request: APIRequestContext, organiser: Player) {
  return bookSlot(request, organiser, hall, 2);
}

async function accept(
  request: APIRequestContext,
  player: Player,
  id: string,
  token: string,
  reponse = 2,
  familyIds: number[] = [],
) {
  const me = (await (
    await request.get('/api/v2/reservations/groupe/invitation', {
      headers: player.headers,
      params: { reservation: id, invitation: token },
    })
  ).json()) as { moi: { idContact: number } };
  const reponses = [me.moi.idContact, ...familyIds].map((idUser) => ({ idUser, reponse }));
  const answered = await request.post('/api/v2/invitation/reponse', {
    headers: player.headers,
    data: { uuidReservation: id, uuidInvitation: token, reponses },
  });
  expect(answered.status()).toBe(200);
}

/** A family member of `player` (MA FAMILLE, `POST v2 user/parent`): their contact id. */
async function addFamilyMember(request: APIRequestContext, player: Player): Promise<number> {
  const added = await request.post('/api/v2/user/parent', {
    headers: player.headers,
    data: { nom: 'Martin', prenom: 'Jules', pseudo: `j${Date.now().toString(36).slice(-8)}`, mineur: true },
  });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { id: number }).id;
}

async function signInFromInvitation(page: Page, player: Player) {
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'VALIDER' }).click();
  // Spec 1 section 4: the general-public conventions still to accept come first.
  const general = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(general).toBeVisible();
  await general.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
  await general.getByRole('button', { name: 'Valider', exact: true }).click();
}

test('a shared invitation: signed-out accept kept across the sign-in, COMPLET, then a place freed', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one organiser booking per run (SMS limit per address)');
  test.setTimeout(240_000);
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  const { id, sportLabel } = await book(request, organiser);

  // The organiser finds the reservation and its link in MES RÉSERVATIONS.
  await openAs(page, organiser.token, `/profile/${id}?q=reservation`);
  // The whole link, readable, with « Copier le lien » beside it (never a cut-off field alone).
  const shared = page.getByRole('group', { name: "Lien d'invitation" });
  await expect(shared.getByRole('button', { name: 'Copier le lien' })).toBeVisible({ timeout: 15_000 });
  const url = new URL((await shared.getByRole('link').getAttribute('href')) ?? '');
  const token = url.pathname.split('/')[3] ?? '';
  expect(url.pathname).toBe(`/invitation/${id}/${token}`);
  await expect(page.getByRole('switch', { name: "Autoriser le partage du lien d'invitation" })).toBeChecked();

  // B, signed out, opens the link: the details, the organiser's pseudonym, the answers.
  const b = await readyPlayer(request);
  const bBrowser = await newPersonPage(browser, baseURL);
  await bBrowser.page.goto(url.pathname);
  const panel = bBrowser.page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' });
  await expect(panel.getByText(`${organiser.pseudonym} vous invite à jouer.`)).toBeVisible();
  await expect(panel.getByText(sportLabel, { exact: true })).toBeVisible();
  await expectNoA11yViolations(bBrowser.page);
  // Choosing signed out keeps the answer and goes to /signin at once (a click, not a check: the radio goes).
  await panel.getByRole('radio', { name: 'ACCEPTER' }).click();
  await expect(bBrowser.page).toHaveURL('/signin');
  await expect(
    bBrowser.page.getByText('Connectez-vous ou inscrivez-vous pour répondre à cette invitation.'),
  ).toBeVisible();
  await signInFromInvitation(bBrowser.page, b);
  await expect(bBrowser.page).toHaveURL('/profile?q=reservation');
  await expect(bBrowser.page.getByText("La réponse à l'invitation a bien été prise en compte")).toBeVisible();
  await expect(bBrowser.page.getByText(`${b.pseudonym} : a accepté`)).toBeAttached();
  // The organiser's page, open all along, shows B by itself: no reload.
  await expect(page.getByText(`${b.pseudonym} : a accepté`)).toBeVisible();
  // The reservation opened by its id: B's entry QR code, and the calendar file.
  await bBrowser.page.goto(`/profile/${id}?q=reservation`);
  const qr = bBrowser.page.getByRole('img', { name: `QR code d'entrée de ${b.pseudonym}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The door code instead of the QR code (participant/generate-pin).
  await bBrowser.page.getByRole('button', { name: 'GÉNÉRER MON CODE PIN' }).click();
  await expect(bBrowser.page.getByText(/^Mon code PIN d'entrée\s: \d{6}$/)).toBeVisible();
  await expect(bBrowser.page.getByRole('button', { name: 'GÉNÉRER UN NOUVEAU CODE PIN' })).toBeVisible();
  const agenda = bBrowser.page.getByRole('link', { name: 'Ajouter à mon agenda' });
  const ics = await bBrowser.page.request.get((await agenda.getAttribute('href')) ?? '');
  expect(ics.headers()['content-type']).toContain('text/calendar');
  await expectNoA11yViolations(bBrowser.page);

  // The others fill the session; a fourth player sees COMPLET and the two texts.
  const invitation = (await (
    await request.get('/api/v2/reservations/groupe/invitation', {
      params: { reservation: id, invitation: token },
    })
  ).json()) as { reservation: { nbPlaceRestante: number } };
  let left = invitation.reservation.nbPlaceRestante;
  // C accepts with a family member: two places.
  const c = await readyPlayer(request);
  await accept(request, c, id, token, 2, [await addFamilyMember(request, c)]);
  for (left -= 2; left > 0; left -= 1) await accept(request, await readyPlayer(request), id, token);
  const fourth = await readyPlayer(request);
  const fourthBrowser = await newPersonPage(browser, baseURL);
  await openAs(fourthBrowser.page, fourth.token, url.pathname);
  const fourthPanel = fourthBrowser.page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' });
  await expect(fourthPanel.getByRole('radio', { name: 'COMPLET' })).toBeDisabled();
  await expect(fourthPanel.getByText('Cette réservation est complète.')).toBeVisible();
  await expect(
    fourthPanel.getByText(
      "Veuillez contacter l'organisateur pour qu'il vous prévienne en cas de désistement.",
    ),
  ).toBeVisible();

  // Beyond the spec: the fourth asks to be told when a place frees; the organiser sees them in line.
  await expectNoA11yViolations(fourthBrowser.page);
  await fourthPanel.getByRole('button', { name: 'Me prévenir si une place se libère' }).click();
  await expect(fourthPanel.getByText("Vous êtes le premier sur la liste d'attente.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: "LISTE D'ATTENTE" })).toBeVisible();
  await expect(page.getByText(`${fourth.pseudonym} : en attente`)).toBeVisible();

  // B changes to refuse: the place is held for the fourth, who gets the mail, follows its link and accepts.
  await accept(request, b, id, token, 1);
  const offer = await outboxEntry(request, fourth.email, (m) =>
    /^Une place s'est libérée/.test(m.subject ?? ''),
  );
  await fourthBrowser.page.goto(linkPath(offer, '/validation/'));
  await expect(
    fourthPanel.getByText(/Une place s'est libérée\s: elle vous est réservée jusqu'à \d\dh\d\d/),
  ).toBeVisible();
  await expect(fourthPanel.getByRole('radio', { name: 'ACCEPTER' })).toBeChecked();
  // The fourth answers with the keyboard alone: Tab to the submit and Enter; in the conventions dialog,
  // Space on the box and Enter on Valider.
  const keys = fourthBrowser.page.keyboard;
  await tabTo(fourthBrowser.page, fourthPanel.getByRole('button', { name: 'VALIDER MA RÉPONSE' }));
  await keys.press('Enter');
  const general = fourthBrowser.page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  // Spec 1 « Invitation flow »: an accept runs the conventions check first (this player has none accepted).
  await expect(general).toBeVisible();
  const agree = general.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" });
  await tabTo(fourthBrowser.page, agree);
  await keys.press('Space');
  await expect(agree).toBeChecked();
  await tabTo(fourthBrowser.page, general.getByRole('button', { name: 'Valider', exact: true }));
  await keys.press('Enter');
  await expect(fourthBrowser.page).toHaveURL('/profile?q=reservation', { timeout: 15_000 });
  await expect(fourthBrowser.page.getByText(`${fourth.pseudonym} : a accepté`)).toBeAttached();

  // The organiser sees everyone's answers, C's family member among them, and an empty waiting list.
  await page.reload();
  await expect(page.getByText(`${b.pseudonym} : a refusé`)).toBeAttached();
  await expect(page.getByText(`${c.pseudonym} : a accepté`)).toBeAttached();
  await expect(page.getByText(`${fourth.pseudonym} : a accepté`)).toBeAttached();
  await expect(page.getByRole('heading', { name: "LISTE D'ATTENTE" })).toHaveCount(0);

  // The mobile app's page: a fifth player, token handed over in the fragment, answers « peut-être » in the
  // element (COMPLET for accepting) and the app hears that the flow ended.
  const fifth = await readyPlayer(request);
  const app = await newPersonPage(browser, baseURL);
  await app.page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __sent: string[] }).__sent = sent;
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage: (text: string) => sent.push(text),
    };
  });
  await app.page.goto(`/app/invitation/${id}/${token}#token=${encodeURIComponent(fifth.token)}`);
  const element = app.page.locator('multisalle-invitation');
  await expect(element.getByRole('radio', { name: 'COMPLET' })).toBeDisabled();
  await expectNoA11yViolations(app.page);
  await element.getByRole('radio', { name: 'PEUT-ÊTRE' }).check();
  await element.getByRole('button', { name: 'VALIDER MA RÉPONSE' }).click();
  await expect
    .poll(() => app.page.evaluate(() => (window as unknown as { __sent: string[] }).__sent))
    .toContainEqual(
      JSON.stringify({
        type: 'multisalle:invitation-answered',
        reservationId: id,
        answer: 'attente',
        version: 2,
      }),
    );

  // 15 minutes before the start nobody can change an answer: the session is moved to start in 10 minutes
  // (a development route: the browser cannot wait for the clock), B's page says so and offers no answer,
  // and the server refuses one sent anyway.
  const moved = await request.post(`/dev/reservations/${id}/commence-dans/10`);
  expect(moved.status()).toBe(200);
  await bBrowser.page.goto(url.pathname);
  const locked = bBrowser.page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' });
  await expect(
    locked.getByText('Dans les 15 minutes précédant la séance, vous ne pouvez plus modifier votre réponse.'),
  ).toBeVisible();
  await expect(locked.getByRole('radio')).toHaveCount(0);
  await expect(locked.getByRole('button', { name: 'VALIDER MA RÉPONSE' })).toHaveCount(0);
  const fourthRead = await request.get('/api/v2/reservations/groupe/invitation', {
    headers: fourth.headers,
    params: { reservation: id, invitation: token },
  });
  const lockedRead = (await fourthRead.json()) as { statut: string; moi: { idContact: number } };
  expect(lockedRead.statut).toBe('finalisee');
  const fourthContact = lockedRead.moi.idContact;
  const late = await request.post('/api/v2/invitation/reponse', {
    headers: fourth.headers,
    data: { uuidReservation: id, uuidInvitation: token, reponses: [{ idUser: fourthContact, reponse: 1 }] },
  });
  expect(late.status()).toBe(409);

  await bBrowser.context.close();
  await fourthBrowser.context.close();
  await app.context.close();
});

test('a link that leads nowhere says « Réservation inexistante »', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
  await page.goto(`/invitation/0b7e4c1e-3f7a-4f51-9d0c-2a8f6f1f2c3d/${'a'.repeat(32)}`);
  await expect(page.getByText('Réservation inexistante')).toBeVisible();
  await expect(page.getByText('La réservation est introuvable.')).toBeVisible();
  await expectNoA11yViolations(page);
});

/** A client address of its own (10.x.y.z): the browser's SMS request does not count against the others'. */
function ownAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

test("in a hall that asks payment by card, the kept accept waits for the phone and the card the page lists (no refusal shown for them), then the hall's conventions, before it counts", async ({
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one organiser booking per run (SMS limit per address)');
  test.setTimeout(240_000);
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  await saveCardByApi(request, organiser.token);
  await holdSlot(request, organiser.token, 'padel-park', 6);
  const { id, invitation: token } = await bookSharedCart(request, organiser.headers, 'invitation-card');
  const path = `/invitation/${id}/${token}`;
  const placesLeft = async () =>
    (
      (await (
        await request.get('/api/v2/reservations/groupe/invitation', {
          params: { reservation: id, invitation: token },
        })
      ).json()) as { reservation: { nbPlaceRestante: number } }
    ).reservation.nbPlaceRestante;
  const before = await placesLeft();

  // A new account: no card, no verified phone, no convention validated. Through the API the accept is
  // refused, with the code the page reads, and counts nothing.
  const guest = await readyPlayer(request);
  const read = await request.get('/api/v2/reservations/groupe/invitation', {
    headers: guest.headers,
    params: { reservation: id, invitation: token },
  });
  const contactId = ((await read.json()) as { moi: { idContact: number } }).moi.idContact;
  const direct = await request.post('/api/v2/invitation/reponse', {
    headers: guest.headers,
    data: { uuidReservation: id, uuidInvitation: token, reponses: [{ idUser: contactId, reponse: 2 }] },
  });
  expect(direct.status()).toBe(403);
  expect(await direct.json()).toEqual({
    sCodeErreur: 'MULTISALLE-003',
    szErreur: 'Veuillez valider les conventions de la salle.',
  });
  expect(await placesLeft()).toBe(before);

  // In the browser: accept signed out, sign in; the kept answer is refused, and the page takes over.
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': ownAddress() },
  });
  await followServerClock(context, request);
  await context.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
  const page = await context.newPage();
  await page.goto(path);
  const panel = page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' });
  await panel.getByRole('radio', { name: 'ACCEPTER' }).click();
  await expect(page).toHaveURL('/signin');
  await signInFromInvitation(page, guest);
  await expect(page).toHaveURL(path, { timeout: 15_000 });
  await expect(panel.getByRole('radio', { name: 'ACCEPTER' })).toBeChecked();

  // 1. The page lists what it knows is missing, the phone and the card, and sends nothing before: no red
  // refusal for a step already on the page. The phone first, verified by its SMS code.
  const refusals = [
    "Veuillez vérifier votre numéro de téléphone avant d'accepter l'invitation.",
    "Veuillez enregistrer votre carte bancaire avant d'accepter : cette salle demande un paiement par carte.",
  ];
  const expectNoRefusal = async () => {
    for (const refusal of refusals) await expect(page.getByText(refusal)).toHaveCount(0);
  };
  await panel.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
  const phone = uniquePhone();
  await phoneDialog.getByLabel('Numéro de portable').fill(phone);
  await phoneDialog.getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }).click();
  await phoneDialog.getByLabel('Code de validation').fill(await smsCode(request, phone));
  await phoneDialog.getByRole('button', { name: 'VALIDER', exact: true }).click();
  await expect(phoneDialog).toBeHidden();
  await expectNoRefusal();

  // 2. The card, saved in the card form.
  await expect(panel.getByRole('radio', { name: 'ACCEPTER' })).toBeChecked();
  expect(await placesLeft()).toBe(before);
  await expectNoA11yViolations(page);
  await panel.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click();
  await fillSandboxCard(page, testCards.accepted);

  // 3. The answer goes, by itself: the server asks for the hall's conventions, in their dialog.
  const rules = page.getByRole('dialog', { name: 'Règlement intérieur du Padel Park' });
  await expect(rules).toBeVisible({ timeout: 15_000 });
  await expectNoRefusal();
  await rules.getByRole('checkbox', { name: "J'ai lu et j'accepte le règlement intérieur" }).check();
  await rules.getByRole('checkbox', { name: "Je m'engage à porter des chaussures de salle" }).check();
  await rules.getByRole('button', { name: 'Valider', exact: true }).click();

  // The answer goes a last time and counts.
  await expect(page).toHaveURL('/profile?q=reservation', { timeout: 15_000 });
  await expect(page.getByText("La réponse à l'invitation a bien été prise en compte")).toBeVisible();
  expect(await placesLeft()).toBe(before - 1);
  await context.close();
});
