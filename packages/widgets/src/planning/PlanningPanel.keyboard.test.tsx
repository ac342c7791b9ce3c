import { configure, createMemoryStorage, resetConfig, type Slot } from '@multisalle/core';
import { wireSlot } from '@multisalle/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanningPanel, type PlanningPanelProps } from './PlanningPanel';
import { NOW, plain, serveSlots, setWidth, slotButton, slots, sport } from './test-planning';

function renderPanel(props: Partial<PlanningPanelProps> = {}) {
  return render(<PlanningPanel hallId={3} sport={sport} visibleDays={7} {...props} />);
}

/** The slot buttons of the week grid that Tab reaches. */
const tabStops = () => [...document.querySelectorAll('.ms-week__grid [tabindex="0"]')];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  configure({ storage: createMemoryStorage() });
  setWidth(true);
});
afterEach(() => {
  vi.useRealTimers();
  resetConfig();
});

describe('the week calendar with the keyboard (RGAA 12)', () => {
  it('is one Tab stop: the first free slot, then the last focused one', async () => {
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    expect(tabStops()).toEqual([slotButton(2)]);
    expect(slotButton(3)).toHaveAttribute('tabindex', '-1');
    // Skip link, then the grid's one slot (the week buttons are disabled: one week), then out of the panel.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Passer le planning' })).toHaveFocus();
    await user.tab();
    expect(slotButton(2)).toHaveFocus();
    // A booked slot stays reachable with the arrows, and becomes the Tab stop once focused.
    await user.keyboard('{ArrowDown}');
    expect(slotButton(3)).toHaveFocus();
    expect(tabStops()).toEqual([slotButton(3)]);
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.tab({ shift: true });
    expect(slotButton(3)).toHaveFocus();
  });

  it('tells the keys: each day is described by « Flèches : changer de créneau · Entrée : réserver »', async () => {
    serveSlots(slots);
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    const keys = 'Flèches\u00a0: changer de créneau · Entrée\u00a0: réserver';
    const days = screen.getAllByRole('group', { description: keys });
    expect(days).toHaveLength(7);
    // Shown while a slot has the keyboard's focus (planning.css), in the accessibility tree always.
    expect(screen.getByText(keys.replaceAll('\u00a0', ' '))).toHaveClass('ms-week__keys');
  });

  it('makes every court of a group tile but one leave the Tab order', async () => {
    serveSlots(
      [1, 2, 3].map((court) =>
        wireSlot(100 + court, '2026-11-26T18:00:00+01:00', 90, {
          nIdZone: court,
          sLibelleZone: `Terrain de padel ${court}`,
          sStatut: court === 1 ? 'reserve' : 'disponible',
        }),
      ),
    );
    renderPanel();
    const day = await screen.findByRole('group', { name: 'jeudi 26 novembre' });
    const courts = within(day).getAllByRole('button');
    expect(courts.map((court) => court.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
  });

  it('goes to the first and last slot of the day with Home and End', async () => {
    serveSlots([...slots, wireSlot(7, '2026-11-26T19:00:00+01:00', 30)]);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    slotButton(5)?.focus();
    await user.keyboard('{End}');
    expect(slotButton(7)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(slotButton(4)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(slotButton(5)).toHaveFocus();
  });

  it('changes week with Page Down and Page Up, the focus on a slot of the new week', async () => {
    serveSlots([...slots, wireSlot(7, '2026-12-03T09:00:00+01:00', 90)]);
    const user = userEvent.setup();
    renderPanel({ visibleDays: 10 });
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    slotButton(5)?.focus();
    await user.keyboard('{PageDown}');
    expect(
      screen.getByRole('heading', { name: 'Semaine du mercredi 2 décembre au vendredi 4 décembre' }),
    ).toBeVisible();
    expect(slotButton(7)).toHaveFocus();
    expect(tabStops()).toEqual([slotButton(7)]);
    // The last week: Page Down leaves the focus where it is.
    await user.keyboard('{PageDown}');
    expect(slotButton(7)).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(
      screen.getByRole('heading', { name: 'Semaine du mercredi 25 novembre au mardi 1er décembre' }),
    ).toBeVisible();
    expect(slotButton(2)).toHaveFocus();
    expect(tabStops()).toHaveLength(1);
  });

  it("puts the focus on the week's title when the new week has no slot", async () => {
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel({ visibleDays: 10 });
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    slotButton(2)?.focus();
    await user.keyboard('{PageDown}');
    const title = screen.getByRole('heading', { name: /^Semaine du mercredi 2 décembre/ });
    expect(title).toHaveFocus();
    expect(screen.getByText('Aucun créneau cette semaine')).toBeVisible();
    // From the title, Shift+Tab goes to the previous week's button; the title is no Tab stop after.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /Semaine précédente/ })).toHaveFocus();
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('skips the planning with « Passer le planning »: the focus goes to the footnote after it', async () => {
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    await user.tab();
    const skip = screen.getByRole('button', { name: 'Passer le planning' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const footnote = screen.getByText(/^Tarifs indiqués par créneau/);
    expect(footnote).toHaveFocus();
    // Shift+Tab from there comes back into the planning, on its one slot; the footnote is no Tab stop again.
    await user.tab({ shift: true });
    expect(slotButton(2)).toHaveFocus();
    expect(footnote).toHaveAttribute('tabindex', '-1');
  });

  it('offers the skip link in the list by day too', async () => {
    setWidth(false);
    serveSlots(slots);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('region', { name: 'Créneaux par jour' });
    await user.click(screen.getByRole('button', { name: 'Passer le planning' }));
    expect(screen.getByText(/^Tarifs indiqués par créneau/)).toHaveFocus();
  });
});

describe('PlanningPanel props for an element', () => {
  it("shows the layout it is given, whatever the window's width", async () => {
    serveSlots(slots);
    setWidth(false);
    const { unmount } = renderPanel({ layout: 'calendar' });
    const calendar = await screen.findByRole('region', { name: 'Planning des créneaux' });
    expect(calendar.closest('.ms-planning')).toHaveAttribute('data-layout', 'calendar');
    unmount();
    setWidth(true);
    renderPanel({ layout: 'list' });
    const list = await screen.findByRole('region', { name: 'Créneaux par jour' });
    expect(list.closest('.ms-planning')).toHaveAttribute('data-layout', 'list');
    expect(screen.queryByRole('region', { name: 'Planning des créneaux' })).toBeNull();
  });

  it('names the picked slot in the connection-required modal, and builds its links for that slot', async () => {
    serveSlots([
      wireSlot(9, '2026-11-28T17:45:00+01:00', 90, { sLibelleZone: 'Terrain de padel 1', fTarif: 4800 }),
    ]);
    const user = userEvent.setup();
    const loginUrl = vi.fn((slot: Slot) => `/connexion?creneau=${slot.id}`);
    renderPanel({ loginUrl, signupUrl: '/inscription' });
    await screen.findByRole('region', { name: 'Planning des créneaux' });
    await user.click(slotButton(9) as HTMLButtonElement);
    const dialog = screen.getByRole('dialog', { name: 'Connexion requise' });
    expect(plain(dialog.textContent ?? '')).toContain(
      'Créneau choisi : samedi 28 novembre, de 17h45 à 19h15, Terrain de padel 1, 48,00 €',
    );
    expect(within(dialog).getByRole('link', { name: 'CONNEXION' })).toHaveAttribute(
      'href',
      '/connexion?creneau=9',
    );
    expect(loginUrl).toHaveBeenCalledWith(
      expect.objectContaining({ id: 9, zoneLabel: 'Terrain de padel 1' }),
    );
    expect(within(dialog).getByRole('link', { name: 'INSCRIPTION' })).toHaveAttribute('href', '/inscription');
  });
});
