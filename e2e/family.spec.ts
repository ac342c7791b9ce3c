import { expectNoA11yViolations } from './axe';
import { expect, test } from './clock';
import { openAs, readyPlayer } from './payment-card';

/**
 * MA FAMILLE (spec 1 sections 2 and 7): a player adds a family member, changes them, is refused
 * a pseudo another contact has (CONTACT-011), and deletes them after the dialog, against the real server.
 */
test('MA FAMILLE: add, change, a taken pseudo refused, delete after the dialog', async ({
  page,
  request,
}) => {
  const player = await readyPlayer(request);
  const other = await readyPlayer(request);
  await openAs(page, player.token, '/profile?q=contacts');
  await expect(page.getByText("Aucun membre de votre famille n'est enregistré.")).toBeVisible({
    timeout: 15_000,
  });
  await expectNoA11yViolations(page);

  const form = page.getByRole('region', { name: 'AJOUTER UN MEMBRE' });
  const pseudo = `f${Date.now().toString(36).slice(-8)}`;
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Jules');
  await form.getByRole('textbox', { name: /^Pseudo/ }).fill(pseudo);
  await form.getByRole('checkbox', { name: 'Mineur' }).check();
  await form.getByRole('button', { name: 'AJOUTER' }).click();
  await expect(page.getByText(`Jules Martin (${pseudo}), mineur`)).toBeVisible();

  await page.getByRole('button', { name: `Modifier ${pseudo}` }).click();
  const edit = page.getByRole('region', { name: `MODIFIER ${pseudo}` });
  await edit.getByRole('textbox', { name: /^Pseudo/ }).fill(other.pseudonym);
  await edit.getByRole('button', { name: 'ENREGISTRER' }).click();
  await expect(page.getByText('Ce pseudo est déjà utilisé.')).toBeVisible();
  await expect(page.getByText(`Jules Martin (${pseudo}), mineur`)).toBeVisible();
  await edit.getByRole('textbox', { name: /^Prénom/ }).fill('Jule');
  await edit.getByRole('textbox', { name: /^Pseudo/ }).fill(pseudo);
  await edit.getByRole('button', { name: 'ENREGISTRER' }).click();
  await expect(page.getByText(`Jule Martin (${pseudo}), mineur`)).toBeVisible();

  await page.getByRole('button', { name: `Supprimer ${pseudo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'SUPPRIMER UN MEMBRE' });
  await dialog.getByRole('button', { name: 'CONFIRMER LA SUPPRESSION' }).click();
  await expect(page.getByText("Aucun membre de votre famille n'est enregistré.")).toBeVisible();
  const left = await request.get('/api/v2/user/parent', { headers: player.headers });
  expect(((await left.json()) as { contacts: unknown[] }).contacts).toEqual([]);
});
