import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Players made for one test through the real sign-up and activation calls, so a test (and its retry on
 * the same server) starts from a player nobody else touched, and the dev outbox that carries their mails
 * and SMS.
 */

export interface OutboxEntry {
  to: string;
  subject?: string;
  sms?: boolean;
  text: string;
  links: string[];
  createdAt: string;
}

/** The newest outbox entry sent to `to` matching `pick`, polled while the server sends it. */
export async function outboxEntry(
  request: APIRequestContext,
  to: string,
  pick: (entry: OutboxEntry) => boolean,
) {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox.json');
      const entries = (await response.json()) as OutboxEntry[];
      found = entries.find((entry) => entry.to === to && pick(entry));
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxEntry;
}

/** The path of the first outbox link containing `part`, to open on the test server's origin. */
export function linkPath(entry: OutboxEntry, part: string): string {
  const link = entry.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`No link with '${part}' in: ${entry.links.join(', ')}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export function uniquePhone(): string {
  return `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Creates and activates an account through the API (sign-up, then the activation link of the dev outbox),
 * with `phone` as its mobile number, not verified; returns its credentials.
 */
export async function createActiveAccount(request: APIRequestContext, phone: string | null = null) {
  const suffix = uniqueSuffix();
  const account = { email: `axe.${suffix}@example.fr`, password: 'motdepasse1', pseudonym: `ax${suffix}` };
  const created = await request.post('/api/v2/users', {
    data: {
      actif: false,
      email: account.email,
      idParent: null,
      identifiant: account.pseudonym,
      mineur: false,
      nom: 'Durand',
      plainPassword: account.password,
      portable: phone,
      prenom: 'Camille',
      infosCom: false,
      responsable: null,
    },
  });
  expect(created.status()).toBe(201);
  const mail = await outboxEntry(request, account.email, (entry) =>
    entry.links.some((link) => link.includes('validation-inscription')),
  );
  const [, , jeton, id] = linkPath(mail, 'validation-inscription').split('/');
  const activated = await request.post(`/api/admin/grand-public/validation/inscription/${jeton}/${id}`);
  expect(activated.status()).toBe(200);
  return account;
}

/**
 * Fills the site's sign-up form (/signup) for a new person, both boxes ticked, and gives their address and
 * password; {@link submitSignUpForm} sends it. `prefix` starts their address and pseudonym.
 */
export async function fillSignUpForm(page: Page, prefix: string, name: { last: string; first: string }) {
  const suffix = uniqueSuffix();
  const account = { email: `${prefix}.${suffix}@example.fr`, password: 'motdepasse1' };
  await page.getByLabel('Nom', { exact: true }).fill(name.last);
  await page.getByLabel('Prénom', { exact: true }).fill(name.first);
  await page.getByLabel('Nom de joueur').fill(`${prefix.slice(0, 2)}${suffix}`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmation du mot de passe').fill(account.password);
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await page.getByRole('checkbox', { name: "J'atteste que j'ai plus de 16 ans." }).check();
  return account;
}

/**
 * Sends the filled sign-up form (JE CRÉE MON COMPTE), closes the « Validation de votre inscription » dialog
 * and gives the path of the activation link the mail to `email` carries.
 */
export async function submitSignUpForm(page: Page, request: APIRequestContext, email: string) {
  await page.getByRole('button', { name: 'JE CRÉE MON COMPTE' }).click();
  const success = page.getByRole('dialog', { name: 'Validation de votre inscription' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  const mail = await outboxEntry(request, email, (entry) =>
    entry.links.some((link) => link.includes('validation-inscription.html')),
  );
  return linkPath(mail, 'validation-inscription.html');
}
