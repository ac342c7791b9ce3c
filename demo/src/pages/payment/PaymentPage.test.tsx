import {
  $halls,
  $session,
  configure,
  logout,
  resetCart,
  resetConfig,
  resetHalls,
  resetPaymentAlias,
} from '@multisalle/core';
import {
  fakeServer,
  type Reply,
  rawCardAnswer,
  v2Token,
  wireHall,
  wireLine,
  wireProfile,
  wireSavedAlias,
} from '@multisalle/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConventionsHost } from '../../app/conventions-flow.tsx';
import { createRouteObjects } from '../../app/router.tsx';
import { wireSession } from '../../app/session-wiring.ts';

vi.setConfig({ testTimeout: 30_000 });

let cleanup: () => Promise<void> = async () => undefined;
afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
  resetCart();
  resetPaymentAlias();
});

type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

const cart = {
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  dtExpiration: '2026-11-23T08:15:00+01:00',
  tarif: 5000,
  contenu: [wireLine(1)],
  reductions: [],
  v2: true,
};
const emptyCart = { ...cart, dtExpiration: null, tarif: 0, contenu: [] };
const booked = {
  bSucces: true,
  reservations: [
    {
      id_reservation: '00000000-0000-4000-8000-000000000001',
      date: '2026-11-23',
      heureDebut: '09:00',
      heureFin: '10:30',
      paiementRequis: false,
      tarifParPersonne: 1250,
      nbPlaceMax: 4,
    },
  ],
};

/**
 * /cart/payment of a logged-in player whose cart holds one padel line of PADEL PARK (hall 1); `hall`
 * overrides the hall's wire fields (by default it skips the payment step).
 */
async function openPayment(
  routes: Routes = {},
  profile: Record<string, unknown> = {},
  hall: Record<string, unknown> = {},
) {
  // A page still mounted while the last test tore down may have refilled the hall list: start afresh.
  resetHalls();
  localStorage.setItem('token', v2Token());
  let isBooked = false;
  const server = fakeServer({
    'GET /api/v2/users/12': { status: 200, body: { ...wireProfile, portableVerifie: true, ...profile } },
    'GET /api/v2/panier': () => ({ status: 200, body: isBooked ? emptyCart : cart }),
    'GET /api/v2/multisalle': {
      status: 200,
      body: {
        multisalleListe: [wireHall(1, 'padel-park', 'PADEL PARK', { ignorerEtapePaiement: true, ...hall })],
      },
    },
    'GET /api/v2/multisalle/1/conventions-a-valider': { status: 200, body: [] },
    'POST /api/v2/panier/valide': () => {
      isBooked = true;
      return { status: 200, body: booked };
    },
    ...routes,
  });
  configure({ fetch: server.fetch });
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: ['/cart/payment'] });
  const unwire = wireSession(router);
  render(
    <>
      <RouterProvider router={router} />
      <ConventionsHost />
    </>,
  );
  cleanup = async () => {
    unwire();
    await logout({ revoke: false });
    resetConfig();
    localStorage.clear();
  };
  await screen.findByRole('heading', { level: 1, name: 'PAIEMENT' }, { timeout: 15_000 });
  await screen.findByText('PADEL PARK');
  return {
    server,
    router,
    validations: () => server.requests.filter((r) => r.path.endsWith('/panier/valide')),
  };
}

describe('/cart/payment (spec 2 sections 2 and 4)', () => {
  it('section 4: VALIDER sends partagePaiement as chosen, then "Votre réservation a bien été prise en compte." with OK to /profile', async () => {
    const user = userEvent.setup();
    const { router, validations } = await openPayment();
    await user.click(screen.getByRole('radio', { name: 'Je paie pour tout le monde' }));
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    const confirmed = await screen.findByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
    expect(within(confirmed).getByText('Votre réservation a bien été prise en compte.')).toBeVisible();
    expect(validations().map((request) => request.body)).toEqual([{ partagePaiement: false }]);
    await user.click(within(confirmed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('confirms what was booked and how it is paid, copies the invitation link, and never reads « GRATUIT » behind', async () => {
    const user = userEvent.setup();
    const id = booked.reservations[0]?.id_reservation ?? '';
    const { router } = await openPayment({
      [`GET /api/v2/jeton_invitation/${id}`]: {
        status: 200,
        body: { jetonInvitation: 'jeton-partage', diffusionAutorisee: true },
      },
    });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    const confirmed = await screen.findByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
    expect(within(confirmed).getByText('PADEL PARK')).toBeVisible();
    expect(within(confirmed).getByText(/^Total\s:/)).toHaveTextContent(
      'Total : 50,00 €, partagé entre les participants, chacun débité de sa part après la séance',
    );
    // The page behind keeps the booked line and its total: the emptied cart is not shown as « GRATUIT ».
    expect(screen.queryByText(/GRATUIT/)).toBeNull();
    expect(document.querySelector('.payment-page > .payment-page__total')).toHaveTextContent(
      'Total : 50,00 €',
    );

    // No share sheet in this browser: the link is copied.
    await user.click(await within(confirmed).findByRole('button', { name: 'Copier le lien' }));
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/invitation/${id}/jeton-partage`);
    await user.click(within(confirmed).getByRole('button', { name: 'Voir ma réservation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${id}`));
    expect(router.state.location.search).toBe('?q=reservation');
  });

  it("reads each line's day and « de 09h00 à 10h30 » apart from its price, and the payer choice as two named options", async () => {
    const user = userEvent.setup();
    await openPayment();
    const line = screen.getByText('PADEL PARK').closest('li') as HTMLElement;
    // Time and price were glued (« à 09:0050,00 € »): each has its own element now.
    expect(within(line).getByText(/^de 09h00 à 10h30$/)).toBeVisible();
    expect(line).toHaveTextContent(/lundi 23 novembre, de 09h00 à 10h30/);
    expect(within(line).getByText(/^50,00\s€$/)).toBeVisible();
    expect(line.textContent).not.toMatch(/\d:\d\d/);
    const group = screen.getByRole('group', { name: 'Qui paie la réservation\u00a0?' });
    const share = within(group).getByRole('radio', { name: 'Partager le paiement' });
    const payAll = within(group).getByRole('radio', { name: 'Je paie pour tout le monde' });
    expect(share).toBeChecked();
    expect(share).toHaveAccessibleDescription('Chacun paie sa part après la séance.');
    expect(payAll).toHaveAccessibleDescription('Je règle le total après la séance.');
    // The whole card is the label: a tap on its description picks it.
    await user.click(screen.getByText('Je règle le total après la séance.'));
    expect(payAll).toBeChecked();
    expect(share).not.toBeChecked();
  });

  it("keeps the cart's hold in view with what its end means, and gives the cancellation deadline and the shared price", async () => {
    // Friday 20 November 2026, 10h00 in Paris: the game (Monday 23, 09h00) is three days away.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00+01:00') });
    await openPayment({
      'GET /api/v2/panier': { status: 200, body: { ...cart, dtExpiration: '2026-11-20T10:14:00+01:00' } },
    });
    expect(
      screen.getByText("Vos créneaux sont réservés pour vous encore 14 min, jusqu'à 10h14"),
    ).toBeVisible();
    expect(
      screen.getByText('Passé ce délai, vos créneaux sont libérés pour les autres joueurs.'),
    ).toBeVisible();
    const terms = screen.getByRole('region', { name: 'Annulation et partage' });
    expect(terms).toHaveTextContent(
      "Annulation gratuite jusqu'au samedi 21 novembre à 09h00 (48 heures avant le début) ; après, la réservation est due.",
    );
    expect(terms).toHaveTextContent(/50,00.€ à partager à parts égales .*12,50.€ chacun à 4/);
    await userEvent.click(screen.getByRole('radio', { name: 'Je paie pour tout le monde' }));
    expect(terms).toHaveTextContent(/Vous réglez les 50,00.€ pour tout le monde\./);
  });

  it('section 4: a player without a verified phone is asked to check it, and nothing is booked', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment({}, { portableVerifie: false });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    expect(
      await screen.findByText('Veuillez vérifier votre numéro de téléphone avant de réserver.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' })).toBeVisible();
    expect(validations()).toEqual([]);
  });

  it('section 4: a 403 asking for the safety video opens CONSIGNES DE SÉCURITÉ', async () => {
    const user = userEvent.setup();
    await openPayment({
      'POST /api/v2/panier/valide': {
        status: 403,
        body: { description: 'Veuillez regarder la vidéo des consignes de sécurité.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    expect(await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' })).toBeNull();
  });

  it("section 4: the safety video is the hall's own when its console set one", async () => {
    const user = userEvent.setup();
    await openPayment(
      {
        'POST /api/v2/panier/valide': {
          status: 403,
          body: { description: 'Veuillez regarder la vidéo des consignes de sécurité.' },
        },
      },
      {},
      { videoSecuriteRequise: true, urlVideoSecurite: 'https://videos.exemple.fr/consignes-padel.mp4' },
    );
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://videos.exemple.fr/consignes-padel.mp4');
    expect(video?.querySelector('track')).toBeNull();
  });

  it('section 4: ANNULER on a hall convention stops the booking', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment({
      'GET /api/v2/multisalle/1/conventions-a-valider': {
        status: 200,
        body: [
          {
            id: 5,
            multisalle: '/api/v2/multisalle/1',
            titre: 'Règlement intérieur',
            contenu: '<p>Chaussures propres.</p>',
            validations: [{ libelle: "J'accepte le règlement" }],
          },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Règlement intérieur' });
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
    // A press counts once the convention has shown for its settle time.
    const cancel = within(dialog).getByRole('button', { name: 'ANNULER' });
    await waitFor(() => expect(cancel).not.toHaveAttribute('aria-disabled'));
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(validations()).toEqual([]);
    expect(screen.getByRole('button', { name: 'VALIDER' })).toBeEnabled();
  });
});

/**
 * Routes of a player whose phone is not verified until the right SMS code (123456) is checked: the profile
 * then answers `portableVerifie: true`.
 */
function phoneRoutes(): Routes {
  let isVerified = false;
  return {
    'GET /api/v2/users/12': () => ({
      status: 200,
      body: { ...wireProfile, portableVerifie: isVerified },
    }),
    'POST /api/v2/portable/enregistrement_portable': { status: 200, body: { bSucces: true } },
    'POST /api/v2/portable/controle_portable': (body) => {
      isVerified = (body as { code?: string }).code === '123456';
      return { status: 200, body: { bSucces: isVerified } };
    },
  };
}

describe('/cart/payment: the steps shown at the start', () => {
  it('lists Règlement de la salle, Téléphone and Confirmation with what is done, and verifies the phone in line before VALIDER', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment(phoneRoutes());
    const steps = screen.getByRole('list', { name: 'Étapes de la réservation' });
    // No card step in a hall that skips payment; no convention left; the phone not verified yet.
    await waitFor(() =>
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual([
        'Règlement de la salle\u00a0: fait',
        'Téléphone\u00a0: à faire',
        'Confirmation\u00a0: à faire',
      ]),
    );
    // The phone step is offered from the start, not as an alert: verifying it books nothing.
    expect(screen.getByText('Veuillez vérifier votre numéro de téléphone avant de réserver.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const phoneDialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    await user.click(within(phoneDialog).getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }));
    await within(phoneDialog).findByRole('button', { name: 'RENVOYER LE CODE' });
    await user.type(within(phoneDialog).getByRole('textbox', { name: /^Code de validation/ }), '123456');
    await user.click(within(phoneDialog).getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(within(steps).getByText(/^Téléphone/)).toHaveTextContent('Téléphone : fait'));
    expect(validations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await screen.findByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
    expect(
      within(screen.getByRole('list', { name: 'Étapes de la réservation' })).getByText(/^Confirmation/),
    ).toHaveTextContent('Confirmation : fait');
  });
});

describe('/cart/payment: the phone step goes on by itself (spec 2 section 4, spec 1 section 8)', () => {
  it('a phone verified in VALIDATION TÉLÉPHONE goes on to CONSIGNES DE SÉCURITÉ and books, with VALIDER pressed once', async () => {
    const user = userEvent.setup();
    const { server, validations } = await openPayment(
      { ...phoneRoutes(), 'POST /api/v2/video/securite': { status: 200, body: { bSucces: true } } },
      {},
      { videoSecuriteRequise: true },
    );
    await user.click(screen.getByRole('radio', { name: 'Je paie pour tout le monde' }));
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await user.click(await screen.findByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const phoneDialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    await user.click(within(phoneDialog).getByRole('button', { name: 'RECEVOIR LE CODE PAR SMS' }));
    await within(phoneDialog).findByRole('button', { name: 'RENVOYER LE CODE' });
    await user.type(within(phoneDialog).getByRole('textbox', { name: /^Code de validation/ }), '123456');
    await user.click(within(phoneDialog).getByRole('button', { name: 'VALIDER' }));

    // No second press of VALIDER: the safety video comes, and only then the booking call.
    const video = await screen.findByRole('dialog', { name: 'CONSIGNES DE SÉCURITÉ' });
    expect(screen.queryByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' })).toBeNull();
    expect(screen.queryByText('Veuillez vérifier votre numéro de téléphone avant de réserver.')).toBeNull();
    expect(validations()).toEqual([]);
    fireEvent.ended(video.querySelector('video') as HTMLVideoElement);

    const confirmed = await screen.findByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' });
    expect(within(confirmed).getByText('Votre réservation a bien été prise en compte.')).toBeVisible();
    expect(validations().map((request) => request.body)).toEqual([{ partagePaiement: false }]);
    const order = server.requests
      .map((request) => `${request.method} ${request.path}`)
      .filter((call) => /controle_portable|video\/securite|panier\/valide/.test(call));
    expect(order).toEqual([
      'POST /api/v2/portable/controle_portable',
      'POST /api/v2/video/securite',
      'POST /api/v2/panier/valide',
    ]);
  });

  it('a phone verified with no video to watch books at once', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment(phoneRoutes());
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await user.click(await screen.findByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const phoneDialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    await user.type(within(phoneDialog).getByRole('textbox', { name: /^Code de validation/ }), '123456');
    await user.click(within(phoneDialog).getByRole('button', { name: 'VALIDER' }));
    expect(await screen.findByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' })).toBeVisible();
    expect(validations().map((request) => request.body)).toEqual([{ partagePaiement: true }]);
  });

  it('a phone verified, then a booking refused (slot taken): focus comes back to VALIDER, not the page top', async () => {
    const user = userEvent.setup();
    await openPayment({
      ...phoneRoutes(),
      'POST /api/v2/panier/valide': {
        status: 409,
        body: { sCodeErreur: 'CRENEAU-006', szErreur: 'Créneau déjà réservé' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await user.click(await screen.findByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const phoneDialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    await user.type(within(phoneDialog).getByRole('textbox', { name: /^Code de validation/ }), '123456');
    await user.click(within(phoneDialog).getByRole('button', { name: 'VALIDER' }));
    const validate = screen.getByRole('button', { name: 'VALIDER' });
    await waitFor(() => expect(validate).toHaveFocus(), { timeout: 5000 });
    expect(validate).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' })).toBeNull();
  });

  it('a wrong code keeps the dialog open and books nothing', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment(phoneRoutes());
    await user.click(screen.getByRole('button', { name: 'VALIDER' }));
    await user.click(await screen.findByRole('button', { name: 'VÉRIFIER MON NUMÉRO' }));
    const phoneDialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
    await user.type(within(phoneDialog).getByRole('textbox', { name: /^Code de validation/ }), '000000');
    await user.click(within(phoneDialog).getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(within(phoneDialog).getByRole('button', { name: 'VALIDER' })).toBeEnabled());
    expect(phoneDialog).toBeVisible();
    expect(validations()).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' })).toBeNull();
  });

  it.each([
    ['ANNULER', 'the ANNULER button'],
    ['Escape', 'Escape'],
  ])(
    'closing VALIDATION TÉLÉPHONE with %s leaves the page as it was, focus on the opener, nothing booked',
    async (how) => {
      const user = userEvent.setup();
      const { validations } = await openPayment(phoneRoutes());
      await user.click(screen.getByRole('radio', { name: 'Je paie pour tout le monde' }));
      await user.click(screen.getByRole('button', { name: 'VALIDER' }));
      const opener = await screen.findByRole('button', { name: 'VÉRIFIER MON NUMÉRO' });
      await user.click(opener);
      const phoneDialog = await screen.findByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' });
      if (how === 'Escape') await user.keyboard('{Escape}');
      else await user.click(within(phoneDialog).getByRole('button', { name: 'ANNULER' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'VALIDATION TÉLÉPHONE' })).toBeNull());

      // The focus comes back in the modal's unmount cleanup, which a loaded machine may run a tick later.
      await waitFor(() => expect(opener).toHaveFocus());
      expect(
        screen.getByText('Veuillez vérifier votre numéro de téléphone avant de réserver.'),
      ).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Je paie pour tout le monde' })).toBeChecked();
      expect(screen.getByText('PADEL PARK')).toBeVisible();
      expect(screen.getByRole('button', { name: 'VALIDER' })).toBeEnabled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(validations()).toEqual([]);
    },
  );
});

describe('/cart/payment: the card step (spec 1 "Payment means panel", sections 4 and 8)', () => {
  /** The payment means calls of a player with no card until the sandbox form answers PAID. */
  function cardRoutes(saved: typeof wireSavedAlias | null = null): Routes {
    let alias = saved;
    return {
      'GET /api/v2/paiement/alias': () => ({ status: 200, body: { bSucces: true, oReponse: alias } }),
      'GET /api/v2/paiement/alias/etat': {
        status: 200,
        body: {
          bSucces: true,
          oReponse: {
            sFormToken: 'jeton-formulaire',
            sClePublique: '12345678:testpublickey_abc',
            sFournisseur: 'sandbox',
            sUrlClient: `${location.origin}/sandbox-paiement`,
            sIdCommande: 'c0de0000-0000-4000-8000-00000000c001',
          },
        },
      },
      'POST /api/v2/paiement/retour': () => {
        alias = wireSavedAlias;
        return { status: 200, body: { bSucces: true, orderStatus: 'PAID', oAlias: alias } };
      },
      'POST /api/v2/paiement/alias': () => ({ status: 200, body: { bSucces: true, oReponse: alias } }),
    };
  }

  it('a hall that asks for payment and a player with no card: VALIDER waits for a card saved in the provider form, then books', async () => {
    const user = userEvent.setup();
    const { validations } = await openPayment(cardRoutes(), {}, { ignorerEtapePaiement: false });
    const step = await screen.findByRole('region', { name: 'MOYEN DE PAIEMENT' });
    expect(await within(step).findByText('Aucun moyen de paiement enregistré')).toBeVisible();
    const validate = screen.getByRole('button', { name: 'VALIDER' });
    await waitFor(() => expect(validate).toBeDisabled());
    expect(validate).toHaveAccessibleDescription(
      'Enregistrez un moyen de paiement pour pouvoir valider votre réservation.',
    );

    await user.click(within(step).getByRole('button', { name: 'AJOUTER UN MOYEN DE PAIEMENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'MOYEN DE PAIEMENT' });
    const frame = (await within(dialog).findByTitle(
      'Formulaire de carte bancaire sécurisé',
    )) as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: location.origin,
          source: frame.contentWindow,
          data: {
            source: 'multisalle-sandbox',
            type: 'answer',
            'kr-answer': rawCardAnswer('PAID'),
            'kr-hash': 'f00d',
          },
        }),
      );
    });
    expect(
      await within(step).findByRole('img', { name: /^Carte enregistrée\s: numéro 4970 10XX XXXX 0014/ }),
    ).toBeVisible();
    await waitFor(() => expect(validate).toBeEnabled());
    expect(validations()).toEqual([]);
    await user.click(validate);
    expect(await screen.findByRole('dialog', { name: 'RÉSERVATION CONFIRMÉE' })).toBeVisible();
    expect(validations()).toHaveLength(1);
  });

  it('a player with a saved card sees it, with MODIFIER MON MOYEN DE PAIEMENT, and VALIDER is enabled', async () => {
    await openPayment(cardRoutes(wireSavedAlias), {}, { ignorerEtapePaiement: false });
    const step = await screen.findByRole('region', { name: 'MOYEN DE PAIEMENT' });
    expect(await within(step).findByRole('img', { name: /^Carte enregistrée/ })).toBeVisible();
    expect(within(step).getByRole('button', { name: 'MODIFIER MON MOYEN DE PAIEMENT' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'VALIDER' })).toBeEnabled());
  });

  it('says nothing of a card when the hall skips the payment step', async () => {
    const { server } = await openPayment({}, {}, { ignorerEtapePaiement: true });
    // Both the halls and the profile are in: the step would show by now.
    await waitFor(() => expect($halls.get().list.length === 1 && $session.get().profile !== null).toBe(true));
    expect(screen.getByRole('button', { name: 'VALIDER' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'MOYEN DE PAIEMENT' })).toBeNull();
    expect(screen.queryByText('Aucun moyen de paiement enregistré')).toBeNull();
    expect(server.requests.some((request) => request.path.startsWith('/api/v2/paiement'))).toBe(false);
  });
});
