import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from './clock';
import { holdSlot, openAs, readyPlayer } from './payment-card';
import { acceptCookiesBeforeLoad } from './support';

/**
 * Faults seen from the browser (issue « Measured quality », « Hostile input and faults »): the API answers
 * 500, or never answers, for the home page's hall list, a hall's planning slots, the cart validation, the
 * invitation answer and the planning element of the partner page. Each screen shows a French message with
 * « Réessayer » (or lets the player press its button again), and once the API is back the action completes,
 * once. The figures (faults injected, retries) are printed per test.
 */

/** The slot reads of a planning (not its live event stream, `/flux`). */
const slotReads = /\/api\/v2\/creneaux\/[^/]+\/\d+\/debut\//;
const hallList = /\/api\/v2\/multisalle(\?.*)?$/;

type Fault = 'error500' | 'noAnswer';

/**
 * Makes the matching calls fail (500 with the server's own body, or no answer at all) until `restore()`;
 * counts the faults injected and the calls let through.
 */
async function breakApi(page: Page, url: RegExp, fault: Fault, method?: string) {
  const figures = { faults: 0, passed: 0 };
  let isBroken = true;
  const hung: Route[] = [];
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    if (!isBroken) {
      figures.passed += 1;
      return route.fallback();
    }
    figures.faults += 1;
    if (fault === 'noAnswer') {
      hung.push(route);
      return;
    }
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ description: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' }),
    });
  });
  return {
    figures,
    restore() {
      isBroken = false;
      // Hung calls were given up by the client already: their late answers go nowhere.
      for (const route of hung.splice(0)) void route.abort().catch(() => undefined);
    },
  };
}

function report(what: string, figures: { faults: number; passed: number }, retries: number) {
  console.log(
    `[faults e2e] ${what}: ${figures.faults} fault(s) injected, ${retries} retry click(s), ` +
      `${figures.passed} call(s) let through after the restore`,
  );
}

/** The client gives up after 20 s: the page's clock jumps past it once the hung call is out. */
async function passRequestTimeout(page: Page, faults: { faults: number }) {
  await expect.poll(() => faults.faults).toBeGreaterThan(0);
  await page.clock.runFor(21_000);
}

/**
 * The same for a call a page makes as it opens: the clock goes on 5 s at a time until the alert shows. The
 * home page's hall list is asked for by the HTML's preload, before the app's scripts come (after the
 * server's first screen is painted): one jump at once could pass before the app's own timer is set.
 */
async function passLoadTimeout(page: Page, faults: { faults: number }, alert: Locator) {
  await expect.poll(() => faults.faults).toBeGreaterThan(0);
  await expect(async () => {
    await page.clock.runFor(5_000);
    await expect(alert).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

for (const fault of ['error500', 'noAnswer'] as const) {
  const label = fault === 'error500' ? 'answers 500' : 'never answers';

  test(`home: when the hall list ${label}, a French alert with « Réessayer » brings the halls back`, async ({
    page,
  }) => {
    await acceptCookiesBeforeLoad(page);
    const broken = await breakApi(page, hallList, fault);
    await page.goto('/');
    const alert = page.locator('#multisalle-list').getByRole('alert');
    if (fault === 'noAnswer') await passLoadTimeout(page, broken.figures, alert);
    await expect(alert).toContainText('Impossible de charger la liste des salles pour le moment.');
    broken.restore();
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.locator('#multisalle-list').getByRole('article').first()).toBeVisible();
    await expect(alert).toBeHidden();
    report(`home hall list (${fault})`, broken.figures, 1);
  });

  test(`hall page: when the planning's slots ${label}, a French alert with « Réessayer » brings the slots back`, async ({
    page,
  }) => {
    await acceptCookiesBeforeLoad(page);
    const broken = await breakApi(page, slotReads, fault);
    await page.goto('/multisalle/padel-park');
    const planning = page.locator('.ms-planning');
    const alert = planning.getByRole('alert');
    if (fault === 'noAnswer') await passLoadTimeout(page, broken.figures, alert);
    await expect(alert).toContainText("Une erreur est survenue lors de l'initialisation du panier");
    broken.restore();
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(planning.getByRole('button', { name: /, (disponible|Disponible)/ }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(alert).toBeHidden();
    report(`hall planning (${fault})`, broken.figures, 1);
  });
}

test('partner page: the planning element shows a French alert on a 500 and its « Réessayer » brings the slots back', async ({
  page,
}) => {
  const broken = await breakApi(page, slotReads, 'error500');
  await page.goto('/embed/exemple');
  const element = page.locator('multisalle-planning');
  // Playwright's locators pierce the element's open shadow root; the element's toast region is an alert too.
  const alert = element
    .getByRole('alert')
    .filter({ hasText: "Une erreur est survenue lors de l'initialisation du panier" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  broken.restore();
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(element.getByRole('button', { name: /, (disponible|Disponible)/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  report('embed planning element (error500)', broken.figures, 1);
});

/** The reservations of the player whose v2 token this is, through the API. */
async function reservationCount(request: APIRequestContext, token: string): Promise<number> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    userId: number;
  };
  const response = await request.get(`/api/v2/user/${payload.userId}/liste_reservations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as unknown[] | { reservations: unknown[] };
  return Array.isArray(body) ? body.length : body.reservations.length;
}

for (const fault of ['error500', 'noAnswer'] as const) {
  test(`cart: when the validation ${fault === 'error500' ? 'answers 500' : 'never answers'}, VALIDER again books once`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one booking per run (SMS limit per address)');
    test.setTimeout(120_000);
    const player = await readyPlayer(request, { verifiedPhone: true });
    await holdSlot(request, player.token, 'multisalle-ajaccio', fault === 'error500' ? 4 : 5);
    const broken = await breakApi(page, /\/api\/v2\/panier\/valide$/, fault, 'POST');
    await openAs(page, player.token, '/cart/payment');
    const validate = page.getByRole('button', { name: 'VALIDER', exact: true });
    await expect(validate).toBeEnabled({ timeout: 15_000 });
    await validate.click();
    if (fault === 'noAnswer') {
      // The first attempt and its automatic retry with the same Idempotency-Key both time out.
      await passRequestTimeout(page, broken.figures);
      await expect.poll(() => broken.figures.faults).toBe(2);
      await page.clock.runFor(21_000);
    }
    await expect(page.getByText('Une erreur est survenue lors de la validation du panier')).toBeVisible();
    expect(await reservationCount(request, player.token)).toBe(0);
    broken.restore();
    await expect(validate).toBeEnabled();
    await validate.click();
    await expect(page.getByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await reservationCount(request, player.token)).toBe(1);
    expect(broken.figures.passed).toBe(1);
    report(`cart validation (${fault})`, broken.figures, 1);
  });
}

for (const fault of ['error500', 'noAnswer'] as const) {
  test(`invitation: when the answer ${fault === 'error500' ? 'answers 500' : 'never answers'}, VALIDER MA RÉPONSE again records it once`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one organiser booking per run (SMS limit per address)');
    test.setTimeout(120_000);
    const organiser = await readyPlayer(request, { verifiedPhone: true });
    await holdSlot(request, organiser.token, 'multisalle-ajaccio', fault === 'error500' ? 3 : 6);
    const validated = await request.post('/api/v2/panier/valide', {
      headers: { ...organiser.headers, 'Idempotency-Key': `e2e-faults-${Date.now()}` },
      data: { partagePaiement: false },
    });
    expect(validated.status()).toBe(200);
    const { reservations } = (await validated.json()) as {
      reservations: { id_reservation: string }[];
    };
    const id = reservations[0]?.id_reservation ?? '';
    const link = (await (
      await request.get(`/api/v2/jeton_invitation/${id}`, { headers: organiser.headers })
    ).json()) as Record<string, unknown>;
    const token = String(link.jetonInvitation ?? '');
    expect(token).not.toBe('');

    const guest = await readyPlayer(request, { verifiedPhone: true });
    await acceptGeneralConventions(request, guest.headers);
    const broken = await breakApi(page, /\/api\/v2\/invitation\/reponse$/, fault, 'POST');
    await openAs(page, guest.token, `/invitation/${id}/${token}`);
    const panel = page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' });
    await panel.getByRole('radio', { name: 'ACCEPTER' }).check();
    const submit = panel.getByRole('button', { name: 'VALIDER MA RÉPONSE' });
    await submit.click();
    if (fault === 'noAnswer') {
      // The first attempt and its automatic retry with the same Idempotency-Key both time out.
      await passRequestTimeout(page, broken.figures);
      await expect.poll(() => broken.figures.faults).toBe(2);
      await page.clock.runFor(21_000);
    }
    const message =
      fault === 'error500'
        ? "Une erreur inconnue s'est produite"
        : 'Le serveur met trop de temps à répondre. Vérifiez votre connexion et réessayez.';
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/invitation/${id}/`));
    broken.restore();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL('/profile?q=reservation');
    const invitation = (await (
      await request.get('/api/v2/reservations/groupe/invitation', {
        headers: guest.headers,
        params: { reservation: id, invitation: token },
      })
    ).json()) as { moi: { reponse: number }; reservation: { nbPlaceRestante: number } };
    expect(invitation.moi.reponse).toBe(2);
    expect(broken.figures.passed).toBe(1);
    report(`invitation answer (${fault})`, broken.figures, 1);
  });
}

/** The general-public conventions a player accepts after sign-in, through the API. */
async function acceptGeneralConventions(request: APIRequestContext, headers: Record<string, string>) {
  const conventions = (await (
    await request.get('/api/v2/conventions-a-valider-connexion-gp', { headers })
  ).json()) as { id: number; multisalle: string }[];
  for (const convention of conventions) {
    const hall = convention.multisalle.split('/').pop();
    const validated = await request.post(`/api/v2/multisalle/${hall}/convention/${convention.id}/valider`, {
      headers,
    });
    expect(validated.ok()).toBe(true);
  }
}
