import { heardFlows, listenAsTheApp, test } from './app-bridge';
import { addFreeSlotToCart, bookSharedCart } from './cart-by-api';
import { type APIRequestContext, expect, type Locator } from './clock';
import { acceptConventions, bookSlot, readyPlayer, saveCardByApi } from './payment-card';

/**
 * The mobile app's invitation page (/app/invitation/…) on a phone: a double tap's second
 * tap does not land in the hall rules the first one opened, and a visitor's « Me prévenir si une place se
 * libère » asks for the sign-in with a message the contract's schema takes (the app specs' `test` checks
 * every message against it).
 */

/** The invitation address of a paying Padel Park game an organiser booked through the API, shared bill. */
async function padelParkInvitation(request: APIRequestContext) {
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  await saveCardByApi(request, organiser.token);
  // A slot of this spec's own, far from the end of the week the other specs pick from.
  const { hall } = await addFreeSlotToCart(request, organiser.headers, 'padel-park', { fromEnd: 24 });
  await acceptConventions(request, organiser.token, hall.idMultisalle as number);
  const { id, invitation } = await bookSharedCart(request, organiser.headers, 'invitation-taps');
  return `/app/invitation/${id}/${invitation}`;
}

/** The middle of what a finger taps, scrolled into view. */
async function centre(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test(
  "/app/invitation of a full game, a visitor: « Me prévenir si une place se libère » asks for the sign-in with no answer field (never `answer: null`, which the contract's schema refuses)",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the app's webview is a phone; one project is enough");
    test.setTimeout(120_000);
    // A game in Ajaccio (no payment step), filled by players who accept through the API.
    const organiser = await readyPlayer(request, { verifiedPhone: true });
    const { id } = await bookSlot(request, organiser, 'multisalle-ajaccio', 9);
    const link = await request.get(`/api/v2/jeton_invitation/${id}`, { headers: organiser.headers });
    const invitation = ((await link.json()) as { jetonInvitation: string }).jetonInvitation;
    const read = async (headers?: Record<string, string>) =>
      (await (
        await request.get('/api/v2/reservations/groupe/invitation', {
          headers,
          params: { reservation: id, invitation },
        })
      ).json()) as { reservation: { nbPlaceRestante: number }; moi: { idContact: number } };
    for (let left = (await read()).reservation.nbPlaceRestante; left > 0; left -= 1) {
      const player = await readyPlayer(request);
      const { moi } = await read(player.headers);
      const answered = await request.post('/api/v2/invitation/reponse', {
        headers: player.headers,
        data: {
          uuidReservation: id,
          uuidInvitation: invitation,
          reponses: [{ idUser: moi.idContact, reponse: 2 }],
        },
      });
      expect(answered.status()).toBe(200);
    }

    await listenAsTheApp(page);
    await page.goto(`/app/invitation/${id}/${invitation}`);
    const panel = page.locator('multisalle-invitation');
    await panel
      .getByRole('button', { name: 'Me prévenir si une place se libère' })
      .click({ timeout: 20_000 });
    // Nothing was answered: the app signs the player in and reopens the page without an answer.
    await expect
      .poll(() => heardFlows(page))
      .toEqual([
        { type: 'multisalle:invitation-sign-in-required', version: 2, reservationId: id, invitation },
      ]);
  },
);

test(
  '/app/invitation: the second tap of a double tap on VALIDER MA RÉPONSE, 60 ms later, does not tick the hall rules it opened; a tap once they have shown for the settle time does',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a tap on a touch screen; one project is enough');
    test.setTimeout(120_000);
    const address = await padelParkInvitation(request);
    // A player ready to accept in Padel Park but for its rules: a verified phone and a saved card.
    const guest = await readyPlayer(request, { verifiedPhone: true });
    await saveCardByApi(request, guest.token);
    await listenAsTheApp(page, guest.token);
    await page.goto(address);
    const panel = page.locator('multisalle-invitation');
    await panel.getByRole('radio', { name: 'ACCEPTER' }).tap({ timeout: 20_000 });
    const send = panel.getByRole('button', { name: 'VALIDER MA RÉPONSE' });
    await expect(send).toBeEnabled();
    const sendAt = await centre(send);
    // The page's clock stands still from here: the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.touchscreen.tap(sendAt.x, sendAt.y);
    const rules = panel.getByRole('dialog', { name: 'Règlement intérieur du Padel Park' });
    await expect(rules).toBeVisible({ timeout: 15_000 });
    const shoes = rules.getByRole('checkbox', { name: "Je m'engage à porter des chaussures de salle" });
    const shoesLabel = rules.getByText("Je m'engage à porter des chaussures de salle");
    // The double tap's second tap, 60 ms after the first: its own press, on the box's label where it is then.
    await page.clock.runFor(60);
    const secondAt = await centre(shoesLabel);
    await page.touchscreen.tap(secondAt.x, secondAt.y);
    await expect(shoes).not.toBeChecked();
    await expect(rules).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('regles-second-toucher-390.png') });
    // Once the rules have shown for the settle time (500 ms), the player's tap ticks the box.
    await page.clock.runFor(500);
    await expect(rules.getByText('Règlement intérieur', { exact: true })).toBeVisible();
    const readAt = await centre(shoesLabel);
    await page.touchscreen.tap(readAt.x, readAt.y);
    await expect(shoes).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('regles-apres-le-delai-390.png') });
  },
);
