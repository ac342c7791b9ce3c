import { createActiveAccount, linkPath, outboxEntry, uniquePhone, uniqueSuffix } from './accounts';
import { expectNoA11yViolations } from './axe';
import { expect, type Page, test } from './clock';
import { acceptCookiesBeforeLoad } from './support';

/** A 1×1 transparent PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** First login: the general-public conventions to accept (spec 1 section 4), then /profile. */
async function acceptGeneralConventions(page: Page) {
  const dialog = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a new member signs up, activates, signs in, edits the profile, verifies a phone, signs out and resets the password', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const email = `lea.${suffix}@example.fr`;
  const pseudonym = `lea${suffix}`;
  const phone = uniquePhone();
  await acceptCookiesBeforeLoad(page);

  // Sign up.
  await page.goto('/signup');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Prénom', { exact: true }).fill('Léa');
  await page.getByLabel('Nom de joueur').fill(pseudonym);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1');
  await page.getByLabel('Confirmation du mot de passe').fill('motdepasse1');
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  // The submit is never silently disabled; the unticked 16-year box says why and takes the focus.
  const submit = page.getByRole('button', { name: 'JE CRÉE MON COMPTE' });
  await submit.click();
  const over16 = page.getByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." });
  await expect(over16).toBeFocused();
  await expect(over16).toHaveAccessibleDescription(
    'Cochez cette case : il faut avoir plus de 16 ans pour créer un compte.',
  );
  await over16.check();
  await submit.click();
  const success = page.getByRole('dialog', { name: 'Validation de votre inscription' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/signin');

  // Activate from the mailed link.
  const welcome = await outboxEntry(request, email, (entry) =>
    entry.links.some((link) => link.includes('validation-inscription.html')),
  );
  await page.goto(linkPath(welcome, 'validation-inscription.html'));
  await expect(page).toHaveURL('/signin');
  await expect(
    page.getByText('Votre compte a bien été activé, vous pouvez désormais vous connecter.'),
  ).toBeVisible();

  // Sign in: the name shows in the header, then /profile.
  await page.getByLabel('Email', { exact: true }).fill(`  ${email}  `);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse1');
  await page.getByRole('button', { name: 'VALIDER' }).click();
  // The general conditions ticked on the sign-up form count as accepted: no second dialog.
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'MON PROFIL' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: "Conditions générales d'utilisation" })).toHaveCount(0);
  // « Changer ma photo » sits just under the avatar as a one-line button, however tall the card is
  // (beside the long profile form it was a tall oval far below the picture).
  const avatarBox = await page.getByRole('img', { name: 'Mon avatar' }).boundingBox();
  const photoBox = await page.getByText('Changer ma photo', { exact: true }).boundingBox();
  expect(photoBox && avatarBox && photoBox.y - (avatarBox.y + avatarBox.height)).toBeLessThanOrEqual(24);
  expect(photoBox?.height).toBeLessThanOrEqual(56);
  if (isMobile) {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mon profil' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Léa Martin' })).toBeVisible();
  }

  // Change the profile.
  await page.getByLabel('Prénom', { exact: true }).fill('Léna');
  await page.getByRole('button', { name: 'ENREGISTRER' }).click();
  await expect(page.getByText('Vos informations ont bien été mises à jour')).toBeVisible();
  await expect(page.getByRole('main').getByText('Léna Martin')).toBeVisible();

  // Upload an avatar.
  await page
    .getByLabel('Changer ma photo')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('Votre photo a bien été mise à jour.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mon avatar' })).not.toHaveAttribute(
    'src',
    '/images/avatar-default.svg',
  );
  const avatarSrc = await page.getByRole('img', { name: 'Mon avatar' }).getAttribute('src');
  expect((await request.get(avatarSrc ?? '')).status()).toBe(200);

  // Verify a phone with the SMS code.
  await page.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }).click();
  const modal = page.getByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
  await modal.getByLabel('Numéro de portable').fill(phone);
  await modal.getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }).click();
  const sms = await outboxEntry(request, phone, (entry) => entry.sms === true);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  await modal.getByLabel('Code de validation').fill(code);
  await modal.getByRole('button', { name: 'VALIDER' }).click();
  await expect(
    page.getByText('Votre numéro de téléphone a bien été validé par notre système.'),
  ).toBeVisible();
  await expect(
    page.getByText(`Votre numéro ${phone.replace(/(\d\d)(?=\d)/g, '$1 ')} est vérifié.`),
  ).toBeVisible();

  // Sign out.
  await page.getByRole('main').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /CONNEXION|Se connecter/ })
      .first(),
  ).toBeAttached();

  // Forgot password, then reset by the mailed link.
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(
    page.getByText(
      'Si un compte existe pour cette adresse, vous recevrez un mail contenant un lien de réinitialisation.',
    ),
  ).toBeVisible();
  const resetMail = await outboxEntry(request, email, (entry) =>
    entry.links.some((link) => link.includes('/reinitialisation/')),
  );
  await page.goto(linkPath(resetMail, '/reinitialisation/'));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret1');
  await page.getByLabel('Confirmation du mot de passe').fill('nouveau-secret2');
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await expect(page.getByText('Les deux mots de passe ne concordent pas')).toBeVisible();
  await page.getByLabel('Confirmation du mot de passe').fill(' nouveau-secret1 ');
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(
    page.getByText('Votre mot de passe a bien été changé. Vous pouvez désormais vous connecter.'),
  ).toBeVisible();

  // Sign in with the new password.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-secret1');
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'MON PROFIL' })).toBeVisible();
});

for (const path of ['/signin', '/signup', '/forgot-password']) {
  test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
    await acceptCookiesBeforeLoad(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').locator('input').first().waitFor();
    await expectNoA11yViolations(page);
  });
}

test('/profile, logged in, has no WCAG A/AA violation (and the open sidebar on phones)', {
  tag: '@phone',
}, async ({ page, request, isMobile }) => {
  const account = await createActiveAccount(request);
  await acceptCookiesBeforeLoad(page);
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await acceptGeneralConventions(page);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'MON PROFIL' })).toBeVisible();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Camille');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }).click();
  await expect(page.getByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  if (isMobile) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    for (const item of ['RÉSERVER', 'MES PAIEMENTS', 'MES RÉSERVATIONS', 'MON PROFIL', 'MA FAMILLE']) {
      await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(sidebar.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expectNoA11yViolations(page);
    await sidebar.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/signin');
  }
});
