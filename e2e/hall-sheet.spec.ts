import { uniqueSuffix } from './accounts';
import { expectNoA11yViolations } from './axe';
import { type APIRequestContext, expect, followServerClock, type Page, test } from './clock';
import { openOwnServerSession } from './own-server-session';

/**
 * « Fiche de la salle » against the real server: a manager writes the hall page's description and sends a
 * photo with its alternative text from the console; a player opening the hall page reads the description
 * under INFORMATIONS and finds the photo first in « VOTRE MULTISALLE EN IMAGES ». On a server of its own: the
 * other specs check the site's own photos of every hall. Screenshots of the console (desktop and phone) and
 * of the hall page go to the test's output.
 */

const HALL = 'padel-park';
const PASSWORD = 'motdepasse-salle';
const DESCRIPTION =
  "Deux terrains de padel couverts, éclairés jusqu'à minuit.\n\nParking gratuit devant la salle.";
const ALT = 'Les deux terrains couverts vus depuis le bar';

/** A manager of the hall made by `POST /dev/personnel`, their access activated: their staff token. */
async function managerToken(request: APIRequestContext): Promise<string> {
  const email = `gestionnaire.${uniqueSuffix()}@salle.fr`;
  const added = await request.post('/dev/personnel', { data: { email, cle: HALL, role: 'gestionnaire' } });
  expect(added.status()).toBe(200);
  const { lienActivation } = (await added.json()) as { lienActivation: string };
  const activated = await request.post('/api/gestion/activation', {
    data: { jeton: new URL(lienActivation).pathname.split('/').pop(), motDePasse: PASSWORD },
  });
  expect(activated.status()).toBe(200);
  return ((await activated.json()) as { token: string }).token;
}

/** A JPEG the browser draws from one of the site's illustrations: a real photo file to send. */
async function jpegPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const image = new Image();
    image.src = '/gallery/default/terrain.svg';
    await image.decode();
    const canvas = new OffscreenCanvas(1200, 800);
    canvas.getContext('2d')?.drawImage(image, 0, 0, 1200, 800);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

test("a manager writes the hall page's description and sends a photo; the hall page shows both at once", async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(testInfo.timeout * 2);
  const own = await openOwnServerSession(browser, playwright, 320);
  const { baseURL, request, context } = own;
  try {
    const token = await managerToken(request);
    await context.addInitScript((staffToken) => {
      window.localStorage.setItem('cookie_value', '0');
      window.sessionStorage.setItem('multisalle-gestion', staffToken);
    }, token);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/gestion/${HALL}`);
    await page
      .getByRole('navigation', { name: 'Gestion de la salle' })
      .getByRole('link', { name: 'Fiche de la salle' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fiche de la salle' })).toBeFocused();

    const description = page.getByRole('textbox', { name: 'Description (sous INFORMATIONS)' });
    await description.fill(DESCRIPTION);
    await expect(description).toHaveAccessibleDescription(/91\u00a0\/ 2\u00a0000\u00a0caractères$/);
    await page.getByRole('button', { name: 'ENREGISTRER' }).click();
    await expect(page.getByText('Fiche enregistrée : la page de la salle la montre déjà.')).toBeVisible();

    const addPhoto = page.getByRole('form', { name: 'Ajouter une photo' });
    await addPhoto
      .getByLabel('Photo à ajouter')
      .setInputFiles({ name: 'terrains.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(page) });
    await expect(addPhoto.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible();
    await addPhoto.getByRole('button', { name: 'AJOUTER LA PHOTO' }).click();
    await expect(addPhoto.getByRole('textbox', { name: 'Texte alternatif' })).toHaveAccessibleDescription(
      /Décrivez la photo en quelques mots/,
    );
    await addPhoto.getByRole('textbox', { name: 'Texte alternatif' }).fill(ALT);
    await addPhoto.getByRole('button', { name: 'AJOUTER LA PHOTO' }).click();
    const gallery = page.getByRole('table', { name: "Les photos de la galerie, dans l'ordre" });
    await expect(gallery.getByRole('img', { name: ALT })).toBeVisible();
    await expect(page.getByText('Photo ajoutée à la galerie.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('fiche-1280x800.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('fiche-390x844.png'), fullPage: true });

    // A player, in a tab of their own: the hall page reads the sheet as it now stands.
    const player = await context
      .browser()
      ?.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    if (!player) throw new Error('no browser');
    await followServerClock(player, request);
    await player.addInitScript(() => window.localStorage.setItem('cookie_value', '0'));
    const hallPage = await player.newPage();
    await hallPage.setViewportSize({ width: 1280, height: 800 });
    await hallPage.goto(`/multisalle/${HALL}`);
    const informations = hallPage.getByRole('region', { name: 'INFORMATIONS' });
    await expect(
      informations.getByText("Deux terrains de padel couverts, éclairés jusqu'à minuit."),
    ).toBeVisible();
    await expect(informations.getByText('Parking gratuit devant la salle.')).toBeVisible();
    await hallPage.getByRole('button', { name: 'VOTRE MULTISALLE EN IMAGES' }).click();
    const dialog = hallPage.getByRole('dialog', { name: 'VOTRE MULTISALLE EN IMAGES' });
    const photo = dialog.getByRole('img', { name: ALT });
    await expect(photo).toHaveAttribute('src', /^\/media\/hall-photos\/\d+\/[0-9a-f]{16}\.jpg$/);
    await expect(dialog.getByText('Photo 1 sur 1')).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
    await expectNoA11yViolations(hallPage);
    await hallPage.screenshot({ path: testInfo.outputPath('salle-galerie-1280x800.png') });
    await hallPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await hallPage.screenshot({ path: testInfo.outputPath('salle-1280x800.png'), fullPage: true });
    await player.close();
  } finally {
    await own.close();
  }
});
