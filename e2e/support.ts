import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** A hall as the v2 API lists it (only the fields the tests read). */
export interface WireHall {
  idMultisalle: number;
  cle: string;
  libelleSalle: string;
  active: boolean;
  ignorerEtapePaiement: boolean;
  sports: unknown[];
}

/** A slot as the slots API sends it (only the fields the tests read). */
export interface WireSlot {
  nIdCreneau: number;
  nIdZone: number;
  sLibelleZone: string;
  dtDateHeureDebut: string;
  dtDateHeureFin: string;
  sStatut: string;
  typeCreneau?: string;
  fTarif: number;
  nbParticipantMax: number | null;
  remplissage: number | null;
}

/** The seeded halls, straight from the server the site talks to. */
export async function fetchHalls(request: APIRequestContext): Promise<WireHall[]> {
  const response = await request.get('/api/v2/multisalle');
  const body = (await response.json()) as { multisalleListe: WireHall[] };
  return body.multisalleListe;
}

export async function hallByKey(request: APIRequestContext, key: string): Promise<WireHall> {
  const hall = (await fetchHalls(request)).find((candidate) => candidate.cle === key);
  if (!hall) throw new Error(`The server has no hall '${key}'.`);
  return hall;
}

/** Stores an accepted cookie choice before the page loads, so the banner stays out of the way. */
export async function acceptCookiesBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie_value', '0');
  });
}

/** The hall cards of the home page, each an article named after its hall. */
export function hallCard(page: Page, name: string) {
  return page.locator('#multisalle-list').getByRole('article', { name, exact: true });
}

/** Concrete paths, one per route of the route table (spec 1 and 2, section 2). */
export const concretePaths = [
  '/',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reinitialisation/jeton-de-test',
  '/profile',
  '/profile/42',
  '/invitation/42/jeton-invitation',
  '/invitation/42/jeton-invitation/accepter/7',
  '/cart',
  '/cart/payment',
  '/rgpd',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/faq',
  '/accessibilite',
  '/404',
  '/multisalle/padel-park',
  '/multisalle/article/sport-entre-amis',
  '/multisalle/article-sport/infos-padel',
  '/multisalle/article-padel-park/genese-projet-padel-park',
  '/mon-parcours-dans-la-salle',
  '/share/partie/YWJj',
  '/share/performance/YWJj',
  '/share/replay/YWJj',
  '/miniature',
  // The hall's devices: without a device key each asks for one.
  '/salle/padel-park/controle',
  '/salle/padel-park/ecran/accueil',
  '/salle/padel-park/ecran/entree',
  '/salle/padel-park/ecran/terrain/1',
] as const;

/** The account activation link of the sign-up mail (spec 1 section 2): a route ending in `.html`. */
export const activationPath = '/utilisateur/jeton-de-test/12/validation-inscription.html';

/**
 * Presses Tab until `target` has the focus, as a keyboard user reaches it (at most `limit` presses), then
 * checks it has.
 *
 * @example await tabTo(page, page.getByRole('button', { name: 'VALIDER' })); await page.keyboard.press('Enter');
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
