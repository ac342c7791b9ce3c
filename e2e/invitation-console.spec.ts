import { listenAsTheApp } from './app-bridge';
import { expect, newPersonPage, type Page, test } from './clock';
import { bookSlot, openAs, readyPlayer } from './payment-card';

/**
 * « The invitation and reservation pages leave no 404 in the console ». The organiser's
 * reservation page (/profile/…?q=reservation), the invitation page (/invitation/…) signed in and as a
 * visitor, and the app's /app/invitation/… with and without the app's token: no console error, no page
 * error, no answer of 4xx or 5xx.
 */

const hall = 'multisalle-ajaccio';

/** Every console error, page error and 4xx/5xx answer the page meets, and the requests still going. */
function watchFaults(page: Page) {
  const faults: string[] = [];
  const going = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') faults.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => faults.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      faults.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const key = (request: { method(): string; url(): string }) => `${request.method()} ${request.url()}`;
  page.on('request', (request) => {
    // The live updates' streams (…/flux) stay open as long as the page: no request to wait for.
    const isStream = request.resourceType() === 'eventsource' || /\/flux(\?|$)/.test(request.url());
    if (!isStream) going.add(key(request));
  });
  page.on('requestfinished', (request) => going.delete(key(request)));
  page.on('requestfailed', (request) => going.delete(key(request)));
  return {
    faults,
    /** Waits until every request the page made has its answer, then says the faults met. */
    settled: async () => {
      await page.waitForLoadState('load');
      await expect.poll(() => [...going], { timeout: 20_000 }).toEqual([]);
      return faults;
    },
  };
}

test('the invitation and reservation pages leave no error and no 4xx in the console, signed in and as a visitor', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one organiser booking per run (SMS limit per address)');
  test.setTimeout(180_000);
  const organiser = await readyPlayer(request, { verifiedPhone: true });
  const { id } = await bookSlot(request, organiser, hall, 5);
  const link = await request.get(`/api/v2/jeton_invitation/${id}`, { headers: organiser.headers });
  const token = ((await link.json()) as { jetonInvitation: string }).jetonInvitation;
  const player = await readyPlayer(request);

  // The organiser's reservation page.
  const onOrganiser = watchFaults(page);
  await openAs(page, organiser.token, `/profile/${id}?q=reservation`);
  const shared = page.getByRole('group', { name: "Lien d'invitation" });
  await expect(shared.getByRole('button', { name: 'Copier le lien' })).toBeVisible({ timeout: 15_000 });
  expect(await onOrganiser.settled(), 'the reservation page').toEqual([]);

  // The invitation page, as a visitor then signed in (which asked for an open game's level range, 404).
  for (const signedIn of [false, true]) {
    const guest = await newPersonPage(browser, baseURL);
    const onGuest = watchFaults(guest.page);
    if (signedIn) await openAs(guest.page, player.token, `/invitation/${id}/${token}`);
    else await guest.page.goto(`/invitation/${id}/${token}`);
    const panel = guest.page.getByRole('region', { name: 'INVITATION À UNE RÉSERVATION' });
    await expect(panel.getByText(`${organiser.pseudonym} vous invite à jouer.`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel.getByRole('radio', { name: 'ACCEPTER' })).toBeVisible();
    expect(
      await onGuest.settled(),
      signedIn ? 'the invitation signed in' : 'the invitation, visitor',
    ).toEqual([]);
    await guest.context.close();
  }

  // The app's page, with the app's token and without (a visitor in the app).
  for (const bridgeToken of [player.token, undefined]) {
    const app = await newPersonPage(browser, baseURL);
    const onApp = watchFaults(app.page);
    await listenAsTheApp(app.page, bridgeToken);
    await app.page.goto(`/app/invitation/${id}/${token}`);
    await expect(
      app.page.locator('multisalle-invitation').getByRole('radio', { name: 'ACCEPTER' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    expect(await onApp.settled(), bridgeToken ? 'the app, signed in' : 'the app, visitor').toEqual([]);
    await app.context.close();
  }

  // The app's pages name no icon: the browser's own /favicon.ico is the site's icon, not a 404.
  const favicon = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(favicon.status()).toBe(301);
  expect(favicon.headers().location).toBe('/favicon.svg');
  expect((await request.get('/favicon.ico')).headers()['content-type']).toContain('image/svg+xml');
});
