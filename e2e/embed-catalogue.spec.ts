import { expect, test } from './clock';

// The script-tag bundles leave the server code catalogue out and import multisalle-catalogue.js, beside
// the script, on the first error that carries a code. The server cannot be made to refuse a slot listing
// on demand, so this test alone answers that call itself, with a code and no text: the French message
// can then only come from the catalogue the element fetched.
test('an element fetches the code catalogue on its first coded error and shows its French message', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname.includes('/api/v2/creneaux/') && url.pathname.includes('/debut/'),
    (route) => route.fulfill({ status: 422, json: { sCodeErreur: 'CRENEAU-014' } }),
  );
  const catalogueRequest = page.waitForRequest((request) =>
    request.url().endsWith('/embed/multisalle-catalogue.js'),
  );
  await page.goto('/embed/exemple');
  await catalogueRequest;
  await expect(page.locator('multisalle-planning').getByText('Ce créneau est fermé.').first()).toBeVisible({
    timeout: 20_000,
  });
});

test('a page where nothing fails never downloads the catalogue', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('multisalle-catalogue')) fetched.push(request.url());
  });
  await page.goto('/embed/exemple');
  await expect(
    page
      .locator('multisalle-planning')
      .getByRole('button', { name: /, disponible$/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  expect(fetched).toEqual([]);
});
