import { configure, createMemoryStorage, resetCart, resetConfig } from '@multisalle/core';
import { fakeCartServer, wireLine } from '@multisalle/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPanel } from './CartPanel';
import { HoldTimer } from './HoldTimer';

function useServer(options: Parameters<typeof fakeCartServer>[0] = {}) {
  const server = fakeCartServer(options);
  configure({
    apiBase: '/api/v2',
    fetch: server.fetch,
    storage: createMemoryStorage(),
    getToken: () => 'jeton',
  });
  return server;
}

afterEach(() => {
  vi.useRealTimers();
  resetCart();
  resetConfig();
});

describe('CartPanel', () => {
  it('shows a spinner, then each line with its day, time range, duration and prices', async () => {
    useServer({
      lines: [wireLine(1, { nbPlaceConseille: 3 })],
      expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
    });
    render(<CartPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du panier');
    const line = await screen.findByRole('listitem');
    expect(within(line).getByRole('heading', { name: 'PADEL' })).toBeInTheDocument();
    expect(line).toHaveTextContent('PADEL PARK');
    expect(line).toHaveTextContent('lundi 23 novembre de 09h00 à 10h30 (1h30min)');
    expect(line).toHaveTextContent(/16,67\s€ par personne/);
    expect(line).toHaveTextContent(/Total à partager\s: 50,01\s€/);
    expect(
      screen.getByText(/^Vos créneaux sont réservés pour vous encore 14 min, jusqu'à \d\dh\d\d$/),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it("shows a cours line's picture, level, coach and text, and no description on a court line", async () => {
    useServer({
      lines: [
        wireLine(1),
        wireLine(2, {
          typeCreneau: 'cours',
          sport: { idSport: 5, libelle: 'BADMINTON' },
          nb_place: 7,
          description: {
            img: '/media/courses/badminton-cours.svg',
            niveau: 'Niveau avancé',
            encadrant: 'Camille Roussel',
            content: '<p>Séance encadrée pour joueurs <strong>confirmés</strong>.</p><p>Volants fournis.</p>',
          },
        }),
      ],
    });
    render(<CartPanel />);
    await screen.findAllByRole('listitem');
    const course = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'BADMINTON' }));
    if (!course) throw new Error('no cours line');
    expect(within(course).getByText('Niveau avancé')).toBeInTheDocument();
    expect(within(course).getByText('Encadrant : Camille Roussel')).toBeInTheDocument();
    // The class's text comes once DOMPurify is loaded (lazily, as in the script-tag bundles).
    expect(await within(course).findByText('confirmés', { selector: 'strong' })).toBeInTheDocument();
    expect(within(course).getByText('Volants fournis.')).toBeInTheDocument();
    // Decorative: the sport and the level are already said in text.
    const picture = within(course).getByRole('presentation');
    expect(picture).toHaveAttribute('src', '/media/courses/badminton-cours.svg');
    expect(picture).toHaveAttribute('alt', '');
    const court = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'PADEL' }));
    expect(court).not.toHaveTextContent(/Niveau|Encadrant/);
    expect(court?.querySelector('img')).toBeNull();
  });

  it("sanitises a cours line's text: no script, no event handler, no javascript: link", async () => {
    const globals = globalThis as { __pwned?: number };
    useServer({
      lines: [
        wireLine(3, {
          typeCreneau: 'cours',
          description: {
            img: 'javascript:alert(1)',
            niveau: 'Niveau avancé',
            encadrant: '<img src=x onerror="window.__pwned=1">',
            content:
              '<p onclick="window.__pwned=2">Cours du soir</p><script>window.__pwned=3</script>' +
              '<img src="x" onerror="window.__pwned=4"><a href="javascript:window.__pwned=5">lien</a>' +
              '<iframe src="https://evil.example"></iframe><style>.ms-cart{display:none}</style>',
          },
        }),
      ],
    });
    render(<CartPanel />);
    const line = await screen.findByRole('listitem');
    expect(within(line).getByText('Cours du soir')).not.toHaveAttribute('onclick');
    expect(line.querySelector('script, iframe, style, [onerror], [onclick]')).toBeNull();
    // No picture: its URL was not safe, and the hostile image of the text was removed.
    expect(line.querySelector('img')).toBeNull();
    expect(within(line).getByText('lien')).not.toHaveAttribute('href');
    // The coach is text, never markup.
    expect(within(line).getByText('Encadrant : <img src=x onerror="window.__pwned=1">')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(globals.__pwned).toBeUndefined();
  });

  it('deletes a line by its named button, reloads, and then says the cart is empty', async () => {
    const server = useServer({ lines: [wireLine(1)] });
    render(<CartPanel />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Supprimer PADEL du lundi 23 novembre de 09h00 à 10h30 du panier',
      }),
    );
    expect(await screen.findByText('Aucune réservation dans votre panier')).toBeInTheDocument();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'DELETE /panier/supprime/1',
    );
    expect(screen.queryByRole('button', { name: 'VALIDER' })).not.toBeInTheDocument();
  });

  it('sends a place line quantity 1 s after typing, bounded by the places left', async () => {
    const server = useServer({ lines: [wireLine(5, { typeCreneau: 'place', nb_place: 4, tarif: 1000 })] });
    render(<CartPanel />);
    const quantity = await screen.findByRole('spinbutton', { name: 'Nombre de places' });
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '4');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        idLigne: 5,
        quantite: 3,
      }),
    );
    expect(await screen.findAllByText(/30,00\s€/)).toHaveLength(2);
  });

  it('leads AJOUTER DES CRÉNEAUX to the hall page and reports VALIDER', async () => {
    useServer({ lines: [wireLine(1)] });
    const onValidate = vi.fn();
    render(<CartPanel addSlotsHref="/multisalle/padel-park" onValidate={onValidate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'VALIDER' }));
    expect(onValidate).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'AJOUTER DES CRÉNEAUX' })).toHaveAttribute(
      'href',
      '/multisalle/padel-park',
    );
  });

  it('validates on the server itself with the payer choice, and reports the reservations only then', async () => {
    const server = useServer({ lines: [wireLine(1)] });
    const onValidated = vi.fn();
    render(<CartPanel onValidated={onValidated} />);
    const choice = await screen.findByRole('group', { name: 'Qui paie la réservation\u00a0?' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'Je paie pour tout le monde' }));
    await userEvent.click(screen.getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(onValidated).toHaveBeenCalledOnce());
    expect(server.requests.find((request) => request.path === '/panier/valide')?.body).toEqual({
      partagePaiement: false,
    });
    expect(onValidated.mock.calls[0]?.[0]).toMatchObject({
      shareBill: false,
      reservations: [{ id: expect.any(String) }],
    });
  });

  it('a refused validation (a hold expired, PANIER-005) stays on the panel with its reason in an alert and is reported with its code', async () => {
    useServer({
      lines: [wireLine(1)],
      overrides: {
        'POST /panier/valide': {
          status: 410,
          body: { sCodeErreur: 'PANIER-005', szErreur: 'PANIER-005' },
        },
      },
    });
    const onValidated = vi.fn();
    const onValidationFailed = vi.fn();
    render(<CartPanel onValidated={onValidated} onValidationFailed={onValidationFailed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'VALIDER' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Le panier n'est pas payable.");
    expect(onValidationFailed).toHaveBeenCalledWith({
      code: 'PANIER-005',
      message: "Le panier n'est pas payable.",
    });
    expect(onValidated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'VALIDER' })).toBeEnabled();
  });

  it("a 403 for the hall's conventions is reported with the code MULTISALLE-003", async () => {
    useServer({
      lines: [wireLine(1)],
      overrides: {
        'POST /panier/valide': {
          status: 403,
          body: { description: 'Veuillez valider les conventions de la salle.' },
        },
      },
    });
    const onValidationFailed = vi.fn();
    render(<CartPanel onValidated={vi.fn()} onValidationFailed={onValidationFailed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'VALIDER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez valider les conventions de la salle.',
    );
    expect(onValidationFailed).toHaveBeenCalledWith({
      code: 'MULTISALLE-003',
      message: 'Veuillez valider les conventions de la salle.',
    });
  });

  it('lets the host keep the page on AJOUTER DES CRÉNEAUX (no navigation, no history entry)', async () => {
    useServer({ lines: [wireLine(1)] });
    const onAddSlots = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<CartPanel addSlotsHref="/salle" onAddSlots={onAddSlots} />);
    const before = window.location.href;
    await userEvent.click(await screen.findByRole('link', { name: 'AJOUTER DES CRÉNEAUX' }));
    expect(onAddSlots).toHaveBeenCalledOnce();
    expect(window.location.href).toBe(before);
  });

  it('opens the discount code modal from its button', async () => {
    useServer({ lines: [wireLine(1)] });
    render(<CartPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'AJOUTER UN CODE RÉDUCTION' }));
    expect(await screen.findByRole('dialog', { name: 'AJOUT CODE RÉDUCTION' })).toBeInTheDocument();
  });
});

describe('HoldTimer', () => {
  it('warns at 2 minutes left, assertively, and offers Prolonger de 15 minutes', async () => {
    const expiresAt = new Date('2026-11-23T10:15:00Z');
    const onExtend = vi.fn();
    render(
      <HoldTimer expiresAt={expiresAt} onExtend={onExtend} now={() => new Date('2026-11-23T10:13:30Z')} />,
    );
    // The hold's end in the hall's time: 10:15 UTC is 11h15 in Paris in November.
    expect(
      screen.getByText("Vos créneaux sont réservés pour vous encore 2 min, jusqu'à 11h15"),
    ).toBeInTheDocument();
    const warning = screen.getByText(/Plus que 2 minutes/);
    expect(warning.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    await userEvent.click(screen.getByRole('button', { name: 'Prolonger de 15 minutes' }));
    expect(onExtend).toHaveBeenCalledOnce();
  });

  it('shows no warning with more than 2 minutes left', () => {
    render(
      <HoldTimer
        expiresAt={new Date('2026-11-23T10:15:00Z')}
        onExtend={() => {}}
        now={() => new Date('2026-11-23T10:01:00Z')}
      />,
    );
    expect(
      screen.getByText("Vos créneaux sont réservés pour vous encore 14 min, jusqu'à 11h15"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prolonger de 15 minutes' })).not.toBeInTheDocument();
  });
});
