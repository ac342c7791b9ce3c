import { firstOfMonth } from '@multisalle/core';
import { createActiveAccount, uniquePhone } from './accounts';
import { expectNoA11yViolations } from './axe';
import {
  type APIRequestContext,
  type Browser,
  expect,
  followServerClock,
  type Locator,
  type Page,
  serverToday,
  test,
} from './clock';
import { cents, fillSandboxCard, smsCode, testCards } from './payment-card';
import { acceptCookiesBeforeLoad, hallByKey, type WireSlot } from './support';

/**
 * Booking end to end (spec 2 sections 2, 4 and 5; the cart wire contract): a seeded player signs in, holds
 * a `place` slot of the Châteauroux hall (conventions and safety video required), changes its quantity in
 * MON PANIER, applies BIENVENUE10, then on the payment page saves a card in the sandbox provider's form
 * (VALIDER waits for it), validates the conventions, checks the phone with the SMS code of the dev outbox, and the booking goes on by itself:
 * the video, then the confirmation; another visitor then finds the slot taken. Both projects share one
 * server, so each books with its own seeded player and its own session.
 */

const hallKey = 'multisalle-chateauroux';
/** FOOT5, the hall's first sport (auto-selected), has `place` sessions on Wednesdays and Fridays 19h-21h. */
const placeSport = 'FOOT5';

/**
 * Each attempt books with a player of its own, made through sign-up and activation, so a retry on the
 * same server starts afresh: the desktop one has no phone yet and types one, the phone one signed up
 * with a number not verified yet. Each project its own hour, so the two never want the same session.
 */
const hours = { desktop: 19, phone: 20 } as const;

/** 'vendredi 27 novembre', 'mardi 1er décembre', as the planning names a day. */
function dayLabel(day: string): string {
  return firstOfMonth(
    new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`)),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The last `place` session at `hour` from tomorrow on, read from the slots the planning shows. */
async function pickPlaceSession(request: APIRequestContext, hour: number) {
  const hall = await hallByKey(request, hallKey);
  const sports = hall.sports as { idSport: number; libelle: string }[];
  const sportId = sports.find((sport) => sport.libelle === placeSport)?.idSport;
  const today = await serverToday(request);
  const response = await request.get(
    `/api/v2/creneaux/multisalle/${hall.idMultisalle}/debut/${today}/duree/7?activite=${sportId}`,
  );
  expect(response.status()).toBe(200);
  const { creneaux } = (await response.json()) as { creneaux: WireSlot[] };
  const hourText = String(hour).padStart(2, '0');
  const sessions = creneaux.filter(
    (slot) =>
      slot.typeCreneau === 'place' &&
      slot.sStatut === 'disponible' &&
      slot.dtDateHeureDebut.slice(0, 10) > today &&
      slot.dtDateHeureDebut.slice(11, 13) === hourText,
  );
  const session = sessions.at(-1);
  if (!session) throw new Error(`No free ${placeSport} place session at ${hour}h in the next days.`);
  const day = session.dtDateHeureDebut.slice(0, 10);
  const placesLeft = (session.nbParticipantMax ?? 0) - (session.remplissage ?? 0);
  const range = `de ${hour}h00 à ${hour + 1}h00`;
  return {
    day,
    placesLeft,
    /**
     * The start of the slot button's accessible name, as a pattern: time range, zone (with the short name a
     * narrow tile shows, when it has one), day.
     */
    namePrefix: `${escapeRegExp(`${range}, ${session.sLibelleZone}`)}(?: \\([^)]+\\))?, ${escapeRegExp(dayLabel(day))}`,
  };
}

/** The slot button whose name starts with the pattern `prefix` and ends with `status`. */
function slotButton(planning: Locator, prefix: string, status: string): Locator {
  const name = new RegExp(`^${prefix}, .*, ${escapeRegExp(status)}$`);
  return planning.getByRole('button', { name });
}

/**
 * Brings the slot into view, once the planning has loaded: the week holding it in the calendar (desktop),
 * its day opened in the day list (phone).
 */
async function showDay(planning: Locator, day: string, namePrefix: string, isMobile: boolean) {
  if (isMobile) {
    const list = planning.getByRole('region', { name: 'Créneaux par jour' });
    const toggle = list.getByRole('heading', { level: 3 }).getByRole('button', { name: dayLabel(day) });
    await expect(toggle).toBeVisible({ timeout: 15_000 });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return;
  }
  const calendar = planning.getByRole('region', { name: 'Planning des créneaux' });
  await expect(calendar).toBeVisible({ timeout: 15_000 });
  const slot = calendar.getByRole('button', { name: new RegExp(`^${namePrefix}, `) });
  const next = calendar.getByRole('button', { name: 'Semaine suivante' });
  for (let week = 0; week < 3 && (await slot.count()) === 0; week += 1) {
    if (!(await next.isEnabled())) break;
    await next.click();
  }
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'VALIDER' }).click();
  // Spec 1 section 4: after login, the general-public conventions still to accept.
  const general = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await expect(general).toBeVisible();
  await general.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
  await expect(general.getByRole('button', { name: 'Valider', exact: true })).toBeEnabled();
  await general.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(general).toBeHidden();
  await expect(page).toHaveURL('/profile');
}

/** What a visitor (no session) sees of the booked slot. */
async function visitorPlanning(browser: Browser, isMobile: boolean, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await followServerClock(context, context.request);
  const page = await context.newPage();
  await acceptCookiesBeforeLoad(page);
  await page.goto(`/multisalle/${hallKey}`);
  await expect(page.getByRole('radio', { name: placeSport, exact: true })).toBeChecked();
  return { context, planning: page.getByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' }) };
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test('a player books a place session of Châteauroux from the planning to the confirmation, then it is taken', async ({
  page,
  request,
  browser,
  isMobile,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const isPhone = testInfo.project.name === 'phone';
  const phone = uniquePhone();
  const player = await createActiveAccount(request, isPhone ? phone : null);
  await signIn(page, player.email, player.password);
  const session = await pickPlaceSession(request, isPhone ? hours.phone : hours.desktop);

  // Hall page: the slot, held and green.
  await page.goto(`/multisalle/${hallKey}`);
  await expect(page.getByRole('radio', { name: placeSport, exact: true })).toBeChecked();
  const planning = page.getByRole('region', { name: 'JE RÉSERVE UN CRÉNEAU' });
  await showDay(planning, session.day, session.namePrefix, isMobile);
  const free = slotButton(planning, session.namePrefix, 'disponible');
  await expect(free).toHaveCount(1);
  await expect(free).toContainText(`${session.placesLeft} places restantes`);
  await free.click();
  // The planning reloads after the add and keeps the open day (and the week) on screen: the same button
  // turns green, in place.
  const held = slotButton(planning, session.namePrefix, 'Créneau ajouté au panier');
  await expect(held).toBeVisible({ timeout: 15_000 });
  await expect(held).toHaveAttribute('data-status', 'inCart');
  await expect(page.getByRole('link', { name: /1 créneau$/ }).first()).toBeVisible();

  // MON PANIER: the quantity goes to the server after 1 s, then the discount code.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'MON PANIER' })).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: placeSport });
  await expect(line).toHaveCount(1);
  const total = page.getByText(/^Total du panier\s:/);
  const oneplace = cents(await total.textContent());
  const quantity = line.getByRole('spinbutton', { name: 'Nombre de places' });
  await expect(quantity).toHaveValue('1');
  const typedAt = Date.now();
  const sent = page.waitForRequest(
    (sentRequest) => sentRequest.url().endsWith('/panier/modifie_ligne') && sentRequest.method() === 'PUT',
  );
  await quantity.fill(String(session.placesLeft));
  const quantityRequest = await sent;
  // Spec 2 section 4: the change leaves after 1 s (a little less is the browser's timer rounding).
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
  expect(quantityRequest.postDataJSON()).toMatchObject({ quantite: session.placesLeft });
  const fullPrice = oneplace * session.placesLeft;
  await expect.poll(async () => cents(await total.textContent())).toBe(fullPrice);

  await page.getByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'AJOUT CODE RÉDUCTION' });
  const validateCode = codeDialog.getByRole('button', { name: 'VALIDER' });
  await expect(validateCode).toBeDisabled();
  await codeDialog.getByRole('textbox', { name: 'Saisir un code' }).fill('BIENVENUE10');
  await validateCode.click();
  await expect(codeDialog).toBeHidden();
  const discounted = Math.round(fullPrice * 0.9);
  await expect.poll(async () => cents(await total.textContent())).toBe(discounted);

  // Payment page: the recap, with no WCAG A/AA violation.
  await page.getByRole('button', { name: 'VALIDER', exact: true }).click();
  await expect(page).toHaveURL('/cart/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'PAIEMENT' })).toBeVisible();
  await expect(page.getByText(`${session.placesLeft} places`)).toBeVisible();
  await expect.poll(async () => cents(await page.getByText(/^Total\s:/).textContent())).toBe(discounted);
  // The card step (the hall asks for payment, the new player has no card): VALIDER waits for a card,
  // saved in the sandbox provider's form.
  const cardStep = page.getByRole('region', { name: 'MOYEN DE PAIEMENT' });
  await expect(cardStep.getByText('Aucun moyen de paiement enregistré')).toBeVisible();
  await expect(page.getByRole('button', { name: 'VALIDER', exact: true })).toBeDisabled();
  await expectNoA11yViolations(page);
  await cardStep.getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }).click();
  await fillSandboxCard(page, testCards.accepted);
  await expect(cardStep.getByRole('img', { name: /^Carte enregistrée/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'MOYEN DE PAIEMENT' })).toBeHidden({ timeout: 10_000 });

  // Conventions of the hall, one at a time.
  const book = page.getByRole('button', { name: 'VALIDER', exact: true });
  await book.click();
  const rules = page.getByRole('dialog', { name: "Conditions d'utilisation de la salle" });
  await expect(rules).toBeVisible();
  const next = rules.getByRole('button', { name: 'Suivant' });
  await expect(next).toBeDisabled();
  await rules.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation de la salle" }).check();
  await next.click();
  const image = page.getByRole('dialog', { name: "Droit à l'image" });
  await expect(image).toBeVisible();
  const last = image.getByRole('button', { name: 'Valider', exact: true });
  await image.getByRole('checkbox', { name: "J'accepte d'être filmé pendant la séance" }).check();
  await expect(last).toBeDisabled();
  await image
    .getByRole('checkbox', { name: "J'ai pris connaissance de la politique de confidentialité" })
    .check();
  await last.click();
  await expect(image).toBeHidden();

  // Phone not verified yet: the SMS code of the outbox.
  await expect(
    page.getByText('Veuillez vérifier votre numéro de téléphone avant de réserver.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
  await phoneDialog.getByRole('textbox', { name: /^Numéro de portable/ }).fill(phone);
  await phoneDialog.getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }).click();
  await expect(phoneDialog.getByRole('button', { name: 'RENVOYER LE CODE' })).toBeVisible();
  await phoneDialog.getByRole('textbox', { name: /^Code de validation/ }).fill(await smsCode(request, phone));
  await phoneDialog.getByRole('button', { name: 'VALIDER' }).click();
  await expect(phoneDialog).toBeHidden();

  // Booking goes on by itself, with no second press of VALIDER: the safety video, watched to its end.
  const video = page.getByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
  await expect(video).toBeVisible();
  await video.locator('video').evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (Number.isNaN(element.duration)) {
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    }
    element.currentTime = Math.max(0, element.duration - 0.3);
    await element.play();
  });
  await expect(video).toBeHidden({ timeout: 15_000 });

  // Confirmation, then OK to /profile.
  const confirmed = page.getByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
  await expect(confirmed.getByText('Votre réservation a bien été prise en compte.')).toBeVisible();
  await confirmed.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/profile');

  // Another visitor finds the session full: 'réservé' in the calendar, gone from the day list.
  const visitor = await visitorPlanning(browser, isMobile, baseURL);
  await showDay(visitor.planning, session.day, session.namePrefix, isMobile);
  if (isMobile) {
    // The day is open and lists its other slots, but not the full session.
    const sameDay = visitor.planning.getByRole('button', {
      name: new RegExp(`^de .*, ${escapeRegExp(dayLabel(session.day))}, .*, disponible$`),
    });
    await expect(sameDay.first()).toBeVisible();
    await expect(
      visitor.planning.getByRole('button', { name: new RegExp(`^${session.namePrefix}, `) }),
    ).toHaveCount(0);
  } else {
    await expect(slotButton(visitor.planning, session.namePrefix, 'réservé')).toHaveCount(1);
    await expect(slotButton(visitor.planning, session.namePrefix, 'réservé')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await visitor.context.close();
});
