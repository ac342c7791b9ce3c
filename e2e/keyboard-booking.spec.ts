import { expect, type Locator, type Page, test } from './clock';
import { futureExpiry, openAs, readyPlayer, testCards } from './payment-card';
import { tabTo } from './support';

/**
 * The booking journey with the keyboard alone (RGAA): a player reaches a slot of the planning
 * with Tab and the arrow keys, holds it with Enter (the toast is announced in a live region), opens MON
 * PANIER from the header, goes on to the payment, saves a card in the provider's form inside its frame,
 * validates, ticks the boxes of each convention with Space and goes on with Enter, and gets the
 * confirmation. Each modal takes the focus, keeps it while open and gives it back when it closes.
 */

/** Whether the focused element is inside `scope` (a dialog), across the frame of the card form too. */
async function focusIsInside(scope: Locator): Promise<boolean> {
  return scope.evaluate((element) => {
    let active = element.ownerDocument.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active !== null && element.contains(active);
  });
}

/** The dialog takes the focus when it opens; Tab, pressed more times than it has controls, never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  await expect.poll(() => focusIsInside(dialog)).toBe(true);
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(dialog)).toBe(true);
  }
}

/**
 * Tab to a field of the card form's frame: the frame keeps its last focused field as its active element
 * after the focus has left it, so the frame's document must also have the focus.
 */
async function tabToInFrame(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await target.evaluate(
      (element) => element.ownerDocument.hasFocus() && element === element.ownerDocument.activeElement,
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The accessible name of the focused element. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
  });
}

test('a player books with the keyboard alone, from the planning to the confirmation', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the keyboard journey runs at the desktop viewport');
  test.setTimeout(180_000);
  const player = await readyPlayer(request, { verifiedPhone: true });
  const keys = page.keyboard;
  await openAs(page, player.token, '/multisalle/padel-park');

  // The planning: Tab to its one slot in the Tab order (the week's first free one), then the arrow keys to
  // the last day shown and down to a free slot (other tests take the first ones of the week).
  const calendar = page.getByRole('region', { name: 'Planning des créneaux' });
  await expect(calendar).toBeVisible({ timeout: 15_000 });
  const tabStop = calendar.locator('.ms-slot[tabindex="0"]');
  await expect(tabStop).toHaveCount(1);
  await tabTo(page, tabStop, 120);
  for (let day = 0; day < 6; day += 1) await keys.press('ArrowRight');
  for (let step = 0; step < 60 && !(await focusedName(page)).endsWith('disponible'); step += 1) {
    const before = await focusedName(page);
    await keys.press('ArrowDown');
    // At the end of a day, the day before.
    if ((await focusedName(page)) === before) await keys.press('ArrowLeft');
  }
  const picked = await focusedName(page);
  expect(picked).toMatch(/disponible$/);
  await keys.press('Enter');
  // The toast is read out: it sits in a live region (sonner's).
  await expect(
    page.locator('[aria-live]').filter({ hasText: 'Créneau ajouté au panier' }).first(),
  ).toBeAttached();
  await expect(
    calendar.getByRole('button', {
      name: picked.replace(/disponible$/, 'Créneau ajouté au panier'),
      exact: true,
    }),
  ).toBeVisible();

  // MON PANIER from the header, then on to the payment.
  await tabTo(page, page.getByRole('link', { name: /1 créneau$/ }).first(), 120);
  await keys.press('Enter');
  await expect(page).toHaveURL('/cart');
  await tabTo(page, page.getByRole('button', { name: 'VALIDER', exact: true }));
  await keys.press('Enter');
  await expect(page).toHaveURL('/cart/payment', { timeout: 15_000 });

  // The card modal: opened and closed with the keyboard (focus back on its opener), then the card typed
  // into the provider's frame.
  const addCard = page.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' });
  await tabTo(page, addCard);
  await keys.press('Enter');
  const cardDialog = page.getByRole('dialog', { name: 'MOYEN DE PAIEMENT' });
  await expect(cardDialog).toBeVisible();
  await keys.press('Escape');
  await expect(cardDialog).toBeHidden();
  await expect(addCard).toBeFocused();
  await keys.press('Enter');
  await expect(cardDialog).toBeVisible();
  const form = cardDialog.frameLocator('iframe[title="Formulaire de carte bancaire sécurisé"]');
  const cardNumber = form.getByLabel('Numéro de carte');
  await expect(cardNumber).toBeVisible({ timeout: 15_000 });
  await expectFocusTrapped(page, cardDialog);
  await tabToInFrame(page, cardNumber);
  await keys.type(testCards.accepted);
  await tabToInFrame(page, form.getByLabel("Date d'expiration (MM/AA)"));
  // Typed as the label shows it, slash included: the form's typing help must not double it.
  await keys.type(futureExpiry());
  await expect(form.getByLabel("Date d'expiration (MM/AA)")).toHaveValue(futureExpiry());
  await tabToInFrame(page, form.getByLabel('Cryptogramme (CVV)'));
  await keys.type('123');
  await tabToInFrame(page, form.getByRole('button', { name: 'ENREGISTRER LA CARTE' }));
  await keys.press('Enter');
  await expect(page.getByRole('img', { name: /^Carte enregistrée/ })).toBeVisible({ timeout: 15_000 });
  // The modal closes by itself once the card is saved (spec 1: after 4 s).
  await expect(cardDialog).toBeHidden({ timeout: 15_000 });

  // VALIDER, then each convention still to accept: every box ticked with Space, then Enter on Suivant (or
  // Valider on the last one).
  await tabTo(page, page.getByRole('button', { name: 'VALIDER', exact: true }));
  await keys.press('Enter');
  const confirmed = page.getByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
  const convention = page.getByRole('dialog').filter({ hasText: /Convention \d+ sur \d+/ });
  for (let step = 0; step < 6; step += 1) {
    await expect(confirmed.or(convention).first()).toBeVisible({ timeout: 15_000 });
    if (await confirmed.isVisible()) break;
    await expectFocusTrapped(page, convention, 6);
    const boxes = convention.getByRole('checkbox');
    for (let box = 0; box < (await boxes.count()); box += 1) {
      await tabTo(page, boxes.nth(box));
      await keys.press('Space');
      await expect(boxes.nth(box)).toBeChecked();
    }
    const stepLabel = await convention.locator('.ms-conventions__step').textContent();
    await tabTo(page, convention.getByRole('button', { name: /^(Suivant|Valider)$/ }));
    await keys.press('Enter');
    // The next convention, or the dialog closed.
    await expect(
      convention.locator('.ms-conventions__step').filter({ hasText: stepLabel ?? '' }),
    ).toHaveCount(0);
  }
  await expect(confirmed).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => focusIsInside(confirmed)).toBe(true);
});
