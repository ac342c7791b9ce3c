import {
  configure,
  createMemoryStorage,
  requestPlanningReload,
  resetConfig,
  type WireSlot,
} from '@multisalle/core';
import { wireSlot } from '@multisalle/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanningPanel, type PlanningPanelProps } from './PlanningPanel';
import { NOW, named, plain, serveSlots, setWidth, slotButton, slots, sport } from './test-planning';

function renderPanel(props: Partial<PlanningPanelProps> = {}) {
  return render(<PlanningPanel hallId={3} sport={sport} visibleDays={7} {...props} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  configure({ storage: createMemoryStorage() });
});
afterEach(() => {
  vi.useRealTimers();
  resetConfig();
});

describe('PlanningPanel at 768 px and wider (spec 2 section 2)', () => {
  beforeEach(() => setWidth(true));

  it('asks the slots contract for the visible window from today', async () => {
    const server = serveSlots(slots);
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    expect(server.urls[0]).toBe('/api/v2/creneaux/multisalle/3/debut/2026-11-25/duree/7?activite=2&gp=1');
  });

  it('shows a week calendar with colours as data-status and no past slot (section 4)', async () => {
    serveSlots(slots);
    renderPanel();
    const calendar = await screen.findByRole('region', { name: 'Planning des créneaux' });
    expect(slotButton(1)).toBeNull();
    expect(slotButton(2)).toHaveAttribute('data-status', 'available');
    expect(slotButton(3)).toHaveAttribute('data-status', 'booked');
    expect(slotButton(3)).toHaveAttribute('aria-disabled', 'true');
    expect(slotButton(4)).toHaveAttribute('data-status', 'inCart');
    // Rolling weeks: the calendar opens on today and the next six days, no greyed past day.
    expect(within(calendar).getByRole('group', { name: 'mercredi 25 novembre' })).toBeInTheDocument();
    expect(within(calendar).getByRole('group', { name: 'mardi 1er décembre' })).toBeInTheDocument();
    expect(within(calendar).queryByRole('group', { name: /jour passé/ })).toBeNull();
  });

  it("names each slot in full for screen readers and shows 'de HHhmm à HHhmm' on hover", async () => {
    serveSlots(slots);
    renderPanel();
    const slot = await screen.findByRole('button', {
      name: named(
        'de 14h00 à 15h30, Court 1 (C1), mercredi 25 novembre, 1h30min, 15,00 € par personne (60,00 € le créneau), disponible',
      ),
    });
    expect(slot).toHaveAttribute('title', 'de 14h00 à 15h30');
  });

  it("holds in each slot's name the court's short name a narrow tile shows (WCAG 2.5.3, label in name)", async () => {
    serveSlots(slots);
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    const tiles = [...document.querySelectorAll<HTMLButtonElement>('.ms-slot--tile')];
    expect(tiles.length).toBeGreaterThan(3);
    for (const tile of tiles) {
      const short = tile.querySelector('.ms-slot__short')?.textContent ?? '';
      expect(short).not.toBe('');
      expect(tile.getAttribute('aria-label')).toContain(short);
      expect(tile.getAttribute('aria-label')).toContain(
        tile.querySelector('.ms-slot__time')?.textContent ?? '—',
      );
    }
  });

  it('shows prices, struck old price, places left and level per section 9', async () => {
    serveSlots(slots);
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    expect(slotButton(4)).toHaveAccessibleName(/GRATUIT, Créneau ajouté au panier$/);
    const course = slotButton(5);
    expect(plain(course?.getAttribute('aria-label') ?? '')).toBe(
      'de 18h00 à 18h45, Court 1 (C1), jeudi 26 novembre, 45min, 15,00 € par personne (60,00 € le créneau), au lieu de 20,00 €, 7 places restantes, Niveau avancé, disponible',
    );
    expect(course?.querySelector('s')).toHaveTextContent(/20,00/);
    expect(course).toHaveTextContent('7 places restantes');
    expect(course).toHaveTextContent('Niveau avancé');
    expect(
      screen.getByText(
        'Tarifs indiqués par créneau et par joueur, sur la base du nombre de joueurs conseillé pour ce sport (PADEL : 4 joueurs).',
      ),
    ).toBeInTheDocument();
  });

  it('opens on today and the next six days: the whole 7-day window without a click', async () => {
    serveSlots(slots);
    renderPanel();
    expect(
      await screen.findByRole('heading', { name: 'Semaine du mercredi 25 novembre au mardi 1er décembre' }),
    ).toBeVisible();
    expect(slotButton(6)).not.toBeNull();
    expect(screen.getByRole('button', { name: /Semaine précédente/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Semaine suivante/ })).toBeDisabled();
  });

  it('moves between the rolling weeks of the visible days, and no further', async () => {
    serveSlots([...slots, wireSlot(7, '2026-12-03T09:00:00+01:00', 90)]);
    const user = userEvent.setup();
    renderPanel({ visibleDays: 10 });
    const previous = await screen.findByRole('button', { name: /Semaine précédente/ });
    const next = screen.getByRole('button', { name: /Semaine suivante/ });
    expect(previous).toBeDisabled();
    expect(slotButton(7)).toBeNull();
    await user.click(next);
    expect(
      screen.getByRole('heading', { name: 'Semaine du mercredi 2 décembre au vendredi 4 décembre' }),
    ).toBeVisible();
    expect(slotButton(7)).not.toBeNull();
    expect(next).toBeDisabled();
    expect(
      screen.getByRole('group', { name: 'samedi 5 décembre, hors période de réservation' }),
    ).toBeInTheDocument();
    await user.click(previous);
    expect(slotButton(6)).not.toBeNull();
  });

  it('draws the hours a screen shows first and the rest once that frame is drawn (weeks of 2,000 slots)', async () => {
    // A 216 px window shows six 30-minute steps of 36 px: the grid, from 9h00 this week, draws until 12h00.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(216);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    serveSlots(slots);
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    expect(slotButton(4)).not.toBeNull(); // 10h00
    expect(slotButton(6)).not.toBeNull(); // 9h00
    expect(slotButton(2)).toBeNull(); // 14h00
    expect(slotButton(5)).toBeNull(); // 18h00
    try {
      // The frames are drawn as they are asked for: the rest may ask for one more after the first one.
      await waitFor(() => {
        act(() => {
          for (const frame of frames.splice(0)) frame(performance.now());
        });
        expect(slotButton(2)).not.toBeNull();
      });
      expect(slotButton(5)).not.toBeNull();
    } finally {
      // Restored even on a failure: a mocked frame clock would fail the tests after this one.
      vi.restoreAllMocks();
    }
  });

  it('uses 10-minute rows when a slot lasts 900 s or less (section 9)', async () => {
    serveSlots([wireSlot(8, '2026-11-26T10:00:00+01:00', 15)]);
    renderPanel();
    expect(await screen.findByRole('region', { name: 'Planning des créneaux' })).toHaveAttribute(
      'data-granularity',
      '10',
    );
  });

  it('shows the courts of one time as one tile: time and price once, a button per court with its full name', async () => {
    const eight = [1, 2, 3, 4, 5, 6, 7, 8].map((court) =>
      wireSlot(100 + court, '2026-11-26T18:00:00+01:00', 90, {
        nIdZone: court,
        sLibelleZone: `Terrain de padel ${court}`,
        sStatut: court === 3 ? 'reserve' : 'disponible',
      }),
    );
    serveSlots(eight);
    const user = userEvent.setup();
    renderPanel();
    const day = await screen.findByRole('group', { name: 'jeudi 26 novembre' });
    const buttons = within(day).getAllByRole('button');
    expect(buttons).toHaveLength(8);
    expect(buttons.map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(plain(buttons[0]?.getAttribute('aria-label') ?? '')).toBe(
      'de 18h00 à 19h30, Terrain de padel 1 (TP1), jeudi 26 novembre, 1h30min, 15,00 € par personne (60,00 € le créneau), disponible',
    );
    expect(buttons[2]).toHaveAttribute('aria-disabled', 'true');
    expect(buttons[0]).toHaveAttribute('title', 'Terrain de padel 1, de 18h00 à 19h30');
    // The tile says the time, the price and the shared words once, out of the buttons' names.
    const tile = buttons[0]?.closest('.ms-slot-group');
    expect(plain(tile?.textContent ?? '')).toBe('18h00 15,00 € / pers.Terrain de padel12345678');
    expect(document.querySelectorAll('.ms-slot-group')).toHaveLength(1);
    // Down and up walk the courts in order.
    buttons[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
  });

  it('says « dès » the lowest price when the courts of one time differ', async () => {
    serveSlots([
      wireSlot(201, '2026-11-26T18:00:00+01:00', 60, { sLibelleZone: 'Court de badminton 1' }),
      wireSlot(202, '2026-11-26T18:00:00+01:00', 60, {
        nIdZone: 2,
        sLibelleZone: 'Terrain central',
        tarifIndividuel: 1200,
      }),
    ]);
    renderPanel();
    const day = await screen.findByRole('group', { name: 'jeudi 26 novembre' });
    const tile = within(day).getAllByRole('button')[0]?.closest('.ms-slot-group');
    expect(plain(tile?.textContent ?? '')).toBe('18h00 dès 12,00 € / pers.CB1TC');
  });

  it('moves focus between slots with the arrow keys', async () => {
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    slotButton(4)?.focus();
    await user.keyboard('{ArrowDown}');
    expect(slotButton(5)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(slotButton(4)).toHaveFocus();
  });
});

describe('PlanningPanel below 768 px (spec 2 sections 2 and 4)', () => {
  beforeEach(() => setWidth(false));

  it('lists only disponible and panier slots by day, only the first day open', async () => {
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('region', { name: 'Créneaux par jour' });
    const wednesday = within(list).getByRole('button', { name: 'mercredi 25 novembre' });
    const thursday = within(list).getByRole('button', { name: 'jeudi 26 novembre' });
    expect(wednesday).toHaveAttribute('aria-expanded', 'true');
    expect(thursday).toHaveAttribute('aria-expanded', 'false');
    expect(slotButton(3)).toBeNull();
    expect(slotButton(1)).toBeNull();
    expect(slotButton(2)).toBeVisible();
    // A closed day's cards are not made until it opens (the phone's first render stays small).
    expect(slotButton(4)).toBeNull();
    await user.click(thursday);
    expect(thursday).toHaveAttribute('aria-expanded', 'true');
    expect(slotButton(4)).toBeVisible();
    expect(slotButton(4)).toHaveTextContent('Créneau ajouté au panier');
  });

  it('shows the coming days above the list with their free slots; a day chosen opens and takes focus', async () => {
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    const strip = await screen.findByRole('navigation', { name: 'Jours à venir' });
    const days = within(strip).getAllByRole('button');
    // Wednesday's 14:00 is free (its 9:00 is past, court 2 booked); Thursday's 10:00 is in the cart, not free.
    expect(days.map((day) => day.textContent)).toEqual([
      'mer.25 nov.1 libremercredi 25 novembre\u00a0: 1 créneau libre',
      'jeu.26 nov.1 librejeudi 26 novembre\u00a0: 1 créneau libre',
      'lun.30 nov.1 librelundi 30 novembre\u00a0: 1 créneau libre',
    ]);
    await user.click(within(strip).getByRole('button', { name: 'lundi 30 novembre\u00a0: 1 créneau libre' }));
    const list = screen.getByRole('region', { name: 'Créneaux par jour' });
    const monday = within(list).getByRole('button', { name: 'lundi 30 novembre' });
    expect(monday).toHaveAttribute('aria-expanded', 'true');
    expect(monday).toHaveFocus();
    expect(slotButton(6)).toBeVisible();
    // The spec's first day stays open: the strip adds a way in, it does not close anything.
    expect(within(list).getByRole('button', { name: 'mercredi 25 novembre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the days the player opened, and the focused slot, through a reload after a cart change', async () => {
    const server = serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('region', { name: 'Créneaux par jour' });
    const thursday = within(list).getByRole('button', { name: 'jeudi 26 novembre' });
    await user.click(thursday);
    slotButton(4)?.focus();
    act(() => requestPlanningReload());
    // While the reload runs the list stays on screen (busy), not a spinner.
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(server.urls).toHaveLength(2));
    await waitFor(() => expect(list.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
    expect(within(list).getByRole('button', { name: 'jeudi 26 novembre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(slotButton(4)).toHaveFocus();
  });
});

describe('PlanningPanel states (spec 2 sections 2 and 8)', () => {
  beforeEach(() => setWidth(true));

  it('shows a spinner while slots load', async () => {
    const server = serveSlots([], true);
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des créneaux…');
    await act(async () =>
      server.answer({
        idMultisalle: 3,
        idSport: 2,
        dateStart: '2026-11-25',
        dateEnd: '2026-12-01',
        creneaux: [],
      }),
    );
    expect(await screen.findByText('Aucun créneau disponible pour ce sport')).toBeInTheDocument();
  });

  it("says 'Aucun créneau disponible pour ce sport' when only past slots exist", async () => {
    serveSlots([slots[0] as WireSlot]);
    renderPanel();
    expect(await screen.findByText('Aucun créneau disponible pour ce sport')).toBeInTheDocument();
  });

  it('loads again on the reload signal', async () => {
    const server = serveSlots(slots);
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    act(() => requestPlanningReload());
    await waitFor(() => expect(server.urls).toHaveLength(2));
  });

  it('shows the slots the host says are in the cart as such', async () => {
    serveSlots(slots);
    renderPanel({ selectedSlotIds: [2] });
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    expect(slotButton(2)).toHaveAttribute('data-status', 'inCart');
  });
});

describe('picking a slot (spec 2 sections 1 and 2)', () => {
  beforeEach(() => setWidth(true));

  it("reports a logged-in player's pick of an available slot, and nothing for others", async () => {
    serveSlots(slots);
    const onSlotPicked = vi.fn();
    const user = userEvent.setup();
    renderPanel({ isLoggedIn: true, onSlotPicked });
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    await user.click(slotButton(3) as HTMLButtonElement);
    await user.click(slotButton(4) as HTMLButtonElement);
    expect(onSlotPicked).not.toHaveBeenCalled();
    await user.click(slotButton(2) as HTMLButtonElement);
    expect(onSlotPicked).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2, zoneId: 1, status: 'available' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the connection-required modal for a visitor, traps focus, closes on Escape after 200 ms', async () => {
    serveSlots(slots);
    const onLoginRequired = vi.fn();
    const user = userEvent.setup();
    renderPanel({ onLoginRequired, loginUrl: '/connexion', signupUrl: '/inscription' });
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    const opener = slotButton(2) as HTMLButtonElement;
    await user.click(opener);
    expect(onLoginRequired).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    const dialog = screen.getByRole('dialog', { name: 'Connexion requise' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The request, then the picked slot (Intl's and French typography's no-break spaces are \s).
    expect(dialog).toHaveAccessibleDescription(
      /^Veuillez vous connecter pour effectuer une réservation\. Créneau choisi\s:\smercredi 25 novembre, de 14h00 à 15h30, Court 1, 60,00\s€$/,
    );
    const login = within(dialog).getByRole('link', { name: 'CONNEXION' });
    expect(login).toHaveAttribute('href', '/connexion');
    expect(within(dialog).getByRole('link', { name: 'INSCRIPTION' })).toHaveAttribute('href', '/inscription');
    expect(login).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(login).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 1000 });
    // The focus comes back in the modal's unmount cleanup, which a loaded machine may run a tick later.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('uses /signin and /signup by default', async () => {
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    await user.click(slotButton(2) as HTMLButtonElement);
    expect(screen.getByRole('link', { name: 'CONNEXION' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'INSCRIPTION' })).toHaveAttribute('href', '/signup');
  });
});
