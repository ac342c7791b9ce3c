import { uniquePhone } from './accounts';
import { heardAll, heardFlows, listenAsTheApp, test } from './app-bridge';
import { expectNoA11yViolations } from './axe';
import { addFreeSlotToCart, bookSharedCart } from './cart-by-api';
import { type APIRequestContext, expect, followServerClock } from './clock';
import {
  acceptConventions,
  fillSandboxCard,
  readyPlayer,
  saveCardByApi,
  smsCode,
  testCards,
} from './payment-card';
import { hallByKey } from './support';

/**
 * What each mobile-app flow tells the app (contract version 2, the « per flow » messages), played
 * as the app plays its webview: a fake React Native bridge records every message, the token comes from the
 * injected `MultisalleHost.getToken()` bridge. The handshake's own messages (`ready`, `session-required`,
 * `dialog-closed`...) are app-host.spec.ts's. Phone project only: one run, as a phone.
 */

/** The flows' messages heard so far. */
const heard = heardFlows;

/** The hall without a payment step, and the paying one whose conventions come before a booking. */
const sandHall = 'multisalle-ajaccio';
const payingHall = 'padel-park';

/** Puts a free slot of the hall in the cart through the API, the hall's conventions left as they are. */
async function addToCart(request: APIRequestContext, token: string, hallKey: string, pick: number) {
  const { hall } = await addFreeSlotToCart(request, { Authorization: `Bearer ${token}` }, hallKey, {
    fromEnd: 4 + pick,
  });
  return hall.idMultisalle;
}

/** The ISO 8601 shape the contract promises: local time with its offset. */
const isoWithOffset = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);

test(
  "/app/planning: slot-picked with hall, court, sport, times, the slot's price and a player's share; ?ajout=panier puts the slot in the cart and says inCart; a visitor's pick is login-required and session-required",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    test.setTimeout(120_000);
    const player = await readyPlayer(request);
    const hall = await hallByKey(request, sandHall);
    const slotButton = page
      .locator('multisalle-planning')
      .getByRole('button', { name: /, disponible$/ })
      .first();

    // Without ?ajout=panier: the app hears the slot and puts it in the cart itself.
    await listenAsTheApp(page, player.token);
    await page.goto(`/app/planning/${sandHall}`);
    await slotButton.click({ timeout: 20_000 });
    await expect.poll(() => heard(page)).toHaveLength(1);
    const [picked] = await heard(page);
    expect(picked).toEqual({
      type: 'multisalle:slot-picked',
      version: 2,
      hallId: hall.idMultisalle,
      hallKey: sandHall,
      slotId: expect.any(Number),
      courtId: expect.any(Number),
      courtName: expect.any(String),
      sportId: expect.any(Number),
      sportKey: expect.stringMatching(/^[a-z0-9-]+$/),
      startsAt: isoWithOffset,
      endsAt: isoWithOffset,
      priceCents: expect.any(Number),
      perPlayerCents: expect.any(Number),
      inCart: false,
    });
    // priceCents is the whole slot's; perPlayerCents one player's share of it (the hall's courts take 2 or more).
    const { priceCents, perPlayerCents } = picked as unknown as {
      priceCents: number;
      perPlayerCents: number;
    };
    expect(perPlayerCents).toBeGreaterThan(0);
    expect(perPlayerCents).toBeLessThan(priceCents);
    const cartOf = async () =>
      (
        (await (
          await request.get('/api/v2/panier', { headers: { Authorization: `Bearer ${player.token}` } })
        ).json()) as { contenu: unknown[] }
      ).contenu;
    expect(await cartOf()).toEqual([]);

    // With ?ajout=panier: the page puts it in the cart, shows it, then says so.
    await page.goto(`/app/planning/${sandHall}?ajout=panier`);
    await slotButton.click({ timeout: 20_000 });
    await expect
      .poll(() => heard(page))
      .toEqual([expect.objectContaining({ type: 'multisalle:slot-picked', version: 2, inCart: true })]);
    // Shown to the player: the slot itself marked in the cart (and the toast).
    await expect(
      page.locator('multisalle-planning').getByRole('button', { name: /Créneau ajouté au panier$/ }),
    ).toHaveCount(1);
    expect(await cartOf()).toHaveLength(1);
    await page.screenshot({ path: test.info().outputPath('planning-ajout-panier-390.png') });

    // A visitor (no token): the app hears what to sign in for.
    const visitor = await page.context().newPage();
    await listenAsTheApp(visitor);
    await visitor.goto(`/app/planning/${sandHall}`);
    await visitor
      .locator('multisalle-planning')
      .getByRole('button', { name: /, disponible$/ })
      .first()
      .click({ timeout: 20_000 });
    await expect
      .poll(() => heard(visitor))
      .toEqual([
        {
          type: 'multisalle:login-required',
          version: 2,
          hallId: hall.idMultisalle,
          hallKey: sandHall,
          slotId: expect.any(Number),
          courtId: expect.any(Number),
          sportId: expect.any(Number),
        },
      ]);
    // And the common message the contract promises for a visitor's action, told once, after ready.
    expect(
      (await heardAll(visitor)).filter((message) => message.type === 'multisalle:session-required'),
    ).toEqual([{ type: 'multisalle:session-required', version: 2, page: 'planning' }]);
  },
);

test(
  "/app/panier: refused for the hall's conventions (MULTISALLE-003) with the reason shown, then validated by the server with the reservation ids",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    test.setTimeout(120_000);
    const player = await readyPlayer(request, { verifiedPhone: true });
    await saveCardByApi(request, player.token);
    const hallId = await addToCart(request, player.token, payingHall, 0);
    await listenAsTheApp(page, player.token);
    await page.goto('/app/panier');
    const cart = page.locator('multisalle-cart');
    await cart.getByRole('button', { name: 'VALIDER' }).click({ timeout: 20_000 });
    const refusal = 'Veuillez valider les conventions de la salle.';
    await expect
      .poll(() => heard(page))
      .toEqual([{ type: 'multisalle:cart-refused', version: 2, code: 'MULTISALLE-003', message: refusal }]);
    // The player stays on the page, the reason in view (not only a passing toast).
    // (The first alert is the panel's; the toast's says it too, for a moment.)
    await expect(cart.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/app\/panier$/);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('panier-refuse-390.png') });

    // The app opens /app/conventions/{hall}; here the API stands in for it. Then « Je paie pour tout le monde ».
    await acceptConventions(request, player.token, hallId);
    await cart.getByRole('radio', { name: 'Je paie pour tout le monde' }).check();
    const booked = page.waitForResponse((response) => response.url().endsWith('/panier/valide'));
    await cart.getByRole('button', { name: 'VALIDER' }).click();
    const { reservations } = (await (await booked).json()) as { reservations: { id_reservation: string }[] };
    expect(reservations).toHaveLength(1);
    await expect
      .poll(() => heard(page))
      .toContainEqual({
        type: 'multisalle:cart-validated',
        version: 2,
        reservationIds: reservations.map((reservation) => reservation.id_reservation),
        shareBill: false,
      });

    // AJOUTER DES CRÉNEAUX asks the app for its hall list and leaves no history step behind.
    const historyLength = await page.evaluate(() => history.length);
    await cart.getByRole('link', { name: 'AJOUTER DES CRÉNEAUX' }).click();
    await expect.poll(() => heard(page)).toContainEqual({ type: 'multisalle:cart-add-slots', version: 2 });
    await expect(page).toHaveURL(/\/app\/panier$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  },
);

test(
  "/app/invitation: a visitor's answer asks for sign-in with it; a player verifies the phone, a refused then an accepted card, and the answer is told with its word",
  { tag: '@phone' },
  async ({ page, request, browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    test.setTimeout(180_000);
    // The organiser's paying reservation, through the API.
    const organiser = await readyPlayer(request, { verifiedPhone: true });
    await saveCardByApi(request, organiser.token);
    const hallId = await addToCart(request, organiser.token, payingHall, 1);
    await acceptConventions(request, organiser.token, hallId);
    const { id, invitation } = await bookSharedCart(request, organiser.headers, 'app-flows');
    const address = `/app/invitation/${id}/${invitation}`;

    // A visitor, in a webview of their own (the answer a visitor chose is kept in the page's storage and
    // sent once signed in): the app hears the answer chosen, to reopen the page with it after the sign-in.
    const visitorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await followServerClock(visitorContext, request);
    const visitor = await visitorContext.newPage();
    await listenAsTheApp(visitor);
    await visitor.goto(address);
    await visitor
      .locator('multisalle-invitation')
      .getByRole('radio', { name: 'REFUSER' })
      .click({ timeout: 20_000 });
    await expect
      .poll(() => heard(visitor))
      .toEqual([
        {
          type: 'multisalle:invitation-sign-in-required',
          version: 2,
          reservationId: id,
          invitation,
          answer: 'refus',
        },
      ]);
    await visitorContext.close();

    // A new player with no verified phone, no card, no convention validated accepts.
    const guest = await readyPlayer(request);
    // Their SMS goes from an address of their own (the server allows 10 an hour from one address).
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.7`,
    });
    await listenAsTheApp(page, guest.token);
    await page.goto(address);
    const panel = page.locator('multisalle-invitation');
    await panel.getByRole('radio', { name: 'ACCEPTER' }).click({ timeout: 20_000 });

    // The phone, verified by its SMS code: told to the app from this page.
    await panel.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }).click();
    const phoneDialog = panel.getByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    const phone = uniquePhone();
    await phoneDialog.getByLabel('Numéro de portable').fill(phone);
    await phoneDialog.getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }).click();
    await phoneDialog.getByLabel('Code de validation').fill(await smsCode(request, phone));
    await phoneDialog.getByRole('button', { name: 'VALIDER', exact: true }).click();
    await expect.poll(() => heard(page)).toEqual([{ type: 'multisalle:phone-verified', version: 2 }]);

    // A refused test card: the error in the card dialog, which stays open with a new form.
    await panel.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click();
    const cardDialog = await fillSandboxCard(page, testCards.refused, panel);
    const cardError = cardDialog.getByRole('alert');
    await expect(cardError).toContainText('Carte refusée par votre banque', { timeout: 15_000 });
    await expect
      .poll(() => heard(page))
      .toContainEqual({
        type: 'multisalle:payment-means-refused',
        version: 2,
        code: 'UNPAID',
        message: 'Carte refusée par votre banque',
      });
    await expect(cardDialog.locator('iframe')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('carte-refusee-390.png') });

    // The accepted card in the new form: saved, and the dialog closes by itself.
    await fillSandboxCard(page, testCards.accepted, panel);
    await expect(cardDialog).toBeHidden({ timeout: 15_000 });
    await expect
      .poll(() => heard(page))
      .toContainEqual(
        expect.objectContaining({
          type: 'multisalle:payment-means-saved',
          version: 2,
          alias: expect.objectContaining({ maskedPan: expect.stringMatching(/0014$/) }),
        }),
      );
    await expect
      .poll(() => heard(page))
      .toContainEqual({ type: 'multisalle:payment-means-closed', version: 2, hasAlias: true });

    // The answer: the server asks for the hall's conventions first, then records it.
    await panel.getByRole('button', { name: 'VALIDER MA RÉPONSE' }).click();
    const rules = panel.getByRole('dialog', { name: 'Règlement intérieur du Padel Park' });
    await rules.getByRole('checkbox', { name: "J'ai lu et j'accepte le règlement intérieur" }).check();
    await rules.getByRole('checkbox', { name: "Je m'engage à porter des chaussures de salle" }).check();
    await rules.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect
      .poll(() => heard(page), { timeout: 15_000 })
      .toContainEqual({
        type: 'multisalle:invitation-answered',
        version: 2,
        reservationId: id,
        answer: 'validation',
      });
    // The conventions the server asked for were a step the page opened itself: no error for the app.
    expect((await heardAll(page)).filter((message) => message.type === 'multisalle:error')).toEqual([]);
  },
);

test(
  "/app/conventions: a refused token is never told as the player's cancel",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    await listenAsTheApp(page, 'jeton-refuse');
    await page.goto(`/app/conventions/${payingHall}`);
    const all = async () => (await heardAll(page)).map((m) => m.type);
    // The handshake says the session expired (app-host.spec.ts checks its payload)...
    await expect.poll(all, { timeout: 20_000 }).toContain('multisalle:session-expired');
    // ...and the flow says nothing: no multisalle:conventions-cancelled.
    expect(await all()).not.toContain('multisalle:conventions-cancelled');
  },
);
