import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, signInTab, wireHall } from './test-support.tsx';

let cleanup = () => {};
afterEach(() => cleanup());

const SHEET = '/api/gestion/salles/padel-park/fiche';
const FIVE_MB = 5 * 1024 * 1024;
const wirePhoto = (idPhoto: number, texteAlternatif: string) => ({
  idPhoto,
  url: `/media/hall-photos/${idPhoto}/0123456789abcdef.jpg`,
  texteAlternatif,
  type: 'image/jpeg',
  octets: 120_000,
});
const wireConvention = {
  idConvention: 4,
  titre: 'Règlement intérieur',
  contenu: '<p>Chaussures <strong>propres</strong>.</p>',
  validations: [{ libelle: "J'accepte le règlement" }],
  versionDu: '2026-12-01T09:00:00.000Z',
  remplace: null,
  validationsJoueurs: 12,
};
const wireSheet = (more: Record<string, unknown> = {}) => ({
  description: 'Deux terrains couverts.',
  urlVideoSecurite: null,
  videoSecuriteRequise: false,
  photos: [wirePhoto(1, 'Les deux terrains'), wirePhoto(2, 'Le bar')],
  conventions: [wireConvention],
  limites: { descriptionCaracteres: 2000, photoOctets: FIVE_MB, photos: 20 },
  ...more,
});

function open(routes: Record<string, unknown> = {}, role: 'gestionnaire' | 'accueil' = 'gestionnaire') {
  signInTab();
  const site = renderConsole('/gestion/padel-park/fiche', {
    'GET /api/gestion/moi': {
      status: 200,
      body: { email: 'lea@salle.fr', salles: [wireHall('padel-park', role)] },
    },
    [`GET ${SHEET}`]: { status: 200, body: wireSheet() },
    ...(routes as object),
  });
  cleanup = site.cleanup;
  return site;
}

const sent = (site: ReturnType<typeof open>, method: string, path = SHEET) =>
  site.server.requests.filter((request) => request.method === method && request.path === path);

describe("/gestion/:cle/fiche, the hall's public sheet", () => {
  it('shows the description with its count, the video, the photos and the conventions, in the nav for a manager', async () => {
    open();
    const description = await screen.findByRole('textbox', { name: 'Description (sous INFORMATIONS)' });
    expect(screen.getByRole('link', { name: 'Fiche de la salle' })).toHaveAttribute('aria-current', 'page');
    expect(description).toHaveValue('Deux terrains couverts.');
    expect(description).toHaveAccessibleDescription(
      'Texte simple\u00a0: laissez une ligne vide entre deux paragraphes. 23\u00a0/ 2\u00a0000\u00a0caractères',
    );
    expect(screen.getByRole('checkbox', { name: 'Vidéo obligatoire avant de réserver' })).not.toBeChecked();
    const photos = screen.getByRole('table', { name: "Les photos de la galerie, dans l'ordre" });
    expect(within(photos).getByRole('img', { name: 'Les deux terrains' })).toBeInTheDocument();
    expect(
      within(photos).getByRole('button', { name: 'Monter la photo «\u00a0Les deux terrains\u00a0»' }),
    ).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Règlement intérieur' })).toBeInTheDocument();
    expect(screen.getByText('Validée par 12 joueurs')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the description, and saves it once right', async () => {
    const refusal = {
      status: 422,
      body: {
        detail: 'La description ne doit pas dépasser 2\u00a0000 caractères.',
        violations: [
          {
            propertyPath: 'description',
            message: 'La description ne doit pas dépasser 2\u00a0000 caractères.',
          },
        ],
        description: 'La requête contient des données invalides.',
      },
    };
    let answer: { status: number; body: unknown } = refusal;
    const site = open({ [`PUT ${SHEET}`]: () => answer });
    const description = await screen.findByRole('textbox', { name: 'Description (sous INFORMATIONS)' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Nouvelle présentation.');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Adresse de la vidéo des consignes de sécurité' }),
      'https://videos.exemple.fr/consignes.mp4',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vidéo obligatoire avant de réserver' }));
    await userEvent.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(
      await screen.findByText(/^La description ne doit pas dépasser 2.000 caractères\.$/),
    ).toBeInTheDocument();
    expect(description).toHaveValue('Nouvelle présentation.');
    expect(description).toHaveFocus();
    expect(sent(site, 'PUT')[0]?.body).toEqual({
      description: 'Nouvelle présentation.',
      urlVideoSecurite: 'https://videos.exemple.fr/consignes.mp4',
      videoSecuriteRequise: true,
    });

    answer = {
      status: 200,
      body: wireSheet({
        description: 'Nouvelle présentation.',
        urlVideoSecurite: 'https://videos.exemple.fr/consignes.mp4',
        videoSecuriteRequise: true,
      }),
    };
    await userEvent.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(
      await screen.findByText('Fiche enregistrée : la page de la salle la montre déjà.'),
    ).toBeInTheDocument();
    expect(description).toHaveValue('Nouvelle présentation.');
  });

  it("refuses a photo over 5 MB before sending it, with the server's French words (spec 1: images up to 5 MB)", async () => {
    const site = open();
    const file = await screen.findByLabelText('Photo à ajouter');
    const heavy = new File([new Uint8Array(FIVE_MB + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await userEvent.upload(file, heavy);
    expect(file).toHaveAccessibleDescription(
      'JPEG, PNG ou WebP, 5\u00a0Mo au plus. La photo pèse plus de 5 Mo\u00a0: réduisez-la ou choisissez-en une autre.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Texte alternatif' }), 'Une grande photo');
    await userEvent.click(screen.getByRole('button', { name: 'AJOUTER LA PHOTO' }));
    expect(sent(site, 'POST', `${SHEET}/photos`)).toHaveLength(0);
  });

  it('asks for the alternative text, then sends the photo with it and lists the new gallery', async () => {
    const site = open({
      [`POST ${SHEET}/photos`]: {
        status: 201,
        body: wireSheet({
          photos: [wirePhoto(1, 'Les deux terrains'), wirePhoto(2, 'Le bar'), wirePhoto(3, 'Le vestiaire')],
        }),
      },
    });
    const file = await screen.findByLabelText('Photo à ajouter');
    await userEvent.upload(
      file,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'v.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'AJOUTER LA PHOTO' }));
    const alt = screen.getByRole('textbox', { name: 'Texte alternatif' });
    expect(alt).toHaveAccessibleDescription(
      'Ce que montre la photo, en quelques mots\u00a0: il est lu aux personnes aveugles. Décrivez la photo en quelques mots (texte alternatif, lu aux personnes aveugles).',
    );
    expect(sent(site, 'POST', `${SHEET}/photos`)).toHaveLength(0);
    await userEvent.type(alt, 'Le vestiaire');
    await userEvent.click(screen.getByRole('button', { name: 'AJOUTER LA PHOTO' }));
    expect(await screen.findByRole('img', { name: 'Le vestiaire' })).toBeInTheDocument();
    const [upload] = sent(site, 'POST', `${SHEET}/photos`);
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(upload?.body instanceof FormData && upload.body.get('texteAlternatif')).toBe('Le vestiaire');
    expect(screen.getByText('Photo ajoutée à la galerie.')).toBeInTheDocument();
  });

  it('moves a photo down and removes one after asking', async () => {
    const site = open({
      [`PUT ${SHEET}/photos/ordre`]: {
        status: 200,
        body: wireSheet({ photos: [wirePhoto(2, 'Le bar'), wirePhoto(1, 'Les deux terrains')] }),
      },
      [`DELETE ${SHEET}/photos/2`]: {
        status: 200,
        body: wireSheet({ photos: [wirePhoto(1, 'Les deux terrains')] }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Descendre la photo «\u00a0Les deux terrains\u00a0»' }),
    );
    await waitFor(() =>
      expect(sent(site, 'PUT', `${SHEET}/photos/ordre`)[0]?.body).toEqual({ ordre: [2, 1] }),
    );
    expect(await screen.findByText('Ordre de la galerie enregistré.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retirer la photo «\u00a0Le bar\u00a0»' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Le bar' })).toBeNull());
  });

  it('previews a convention through the sanitizer, and a change is sent as a new version', async () => {
    const site = open({
      [`PUT ${SHEET}/conventions/4`]: {
        status: 200,
        body: wireSheet({
          conventions: [{ ...wireConvention, idConvention: 5, remplace: 4, validationsJoueurs: 0 }],
        }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Modifier la convention «\u00a0Règlement intérieur\u00a0»' }),
    );
    const form = screen.getByRole('form', { name: 'Modifier «\u00a0Règlement intérieur\u00a0»' });
    const text = within(form).getByRole('textbox', { name: 'Texte (HTML ou texte simple)' });
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('<p onclick="voler()">Chaussures propres.</p><script>voler()</script>');
    const preview = within(form).getByRole('region', { name: 'Aperçu, tel que les joueurs le liront' });
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onclick]')).toBeNull();
    expect(preview).toHaveTextContent('Chaussures propres.');
    await userEvent.click(within(form).getByRole('button', { name: 'ENREGISTRER LA NOUVELLE VERSION' }));
    expect(
      await screen.findByText(
        'Nouvelle version enregistrée : chaque joueur la validera de nouveau avant sa prochaine réservation.',
      ),
    ).toBeInTheDocument();
    expect(sent(site, 'PUT', `${SHEET}/conventions/4`)[0]?.body).toEqual({
      titre: 'Règlement intérieur',
      contenu: '<p onclick="voler()">Chaussures propres.</p><script>voler()</script>',
      validations: [{ libelle: "J'accepte le règlement" }],
    });
    expect(screen.getByText('Validée par aucun joueur')).toBeInTheDocument();
  });

  it('adds a plain-text convention as paragraphs, and withdraws one after asking', async () => {
    const site = open({
      [`POST ${SHEET}/conventions`]: { status: 201, body: wireSheet() },
      [`DELETE ${SHEET}/conventions/4`]: { status: 200, body: wireSheet({ conventions: [] }) },
    });
    const form = await screen.findByRole('form', { name: 'Ajouter une convention' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Titre' }), "Droit à l'image");
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Texte (HTML ou texte simple)' }),
      'Des caméras filment.{Enter}{Enter}Les vidéos restent 30 jours.',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Cases à cocher (une par ligne)' }),
      "J'accepte",
    );
    await userEvent.click(within(form).getByRole('button', { name: 'AJOUTER LA CONVENTION' }));
    await waitFor(() =>
      expect(sent(site, 'POST', `${SHEET}/conventions`)[0]?.body).toEqual({
        titre: "Droit à l'image",
        contenu: '<p>Des caméras filment.</p><p>Les vidéos restent 30 jours.</p>',
        validations: [{ libelle: "J'accepte" }],
      }),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer la convention «\u00a0Règlement intérieur\u00a0»' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer le retrait' }));
    expect(
      await screen.findByText('Aucune convention : les joueurs réservent sans en valider.'),
    ).toBeInTheDocument();
  });

  it("is not in the nav of a receptionist, and says the server's refusal", async () => {
    open(
      {
        [`GET ${SHEET}`]: {
          status: 403,
          body: { description: 'Votre rôle dans cette salle ne permet pas cette action.' },
        },
      },
      'accueil',
    );
    expect(
      await screen.findByText('Votre rôle dans cette salle ne permet pas cette action.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fiche de la salle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
