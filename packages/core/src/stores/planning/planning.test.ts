import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { answering } from '../../http/test-fetch';
import { wireSlot } from '../../testing/wire';
import {
  $planningReload,
  calendarSlots,
  createPlanningStore,
  layOutDay,
  layOutDayGroups,
  listSlots,
  planningWeeks,
  requestPlanningReload,
  type Slot,
  slotsByDay,
  visibleWindow,
  type WireSlot,
  withSelection,
} from './index';

/** Monday's slot at 9:00 for 90 minutes, 50,00 € (12,50 € a person), free unless `overrides` say. */
const mondaySlot = (id: number, overrides: Partial<WireSlot> = {}): WireSlot =>
  wireSlot(id, '2026-11-23T09:00:00+01:00', 90, { fTarif: 5000, tarifIndividuel: 1250, ...overrides });

function answer(creneaux: WireSlot[]) {
  return { idMultisalle: 1, idSport: 2, dateStart: '2026-11-23', dateEnd: '2026-11-29', creneaux };
}

beforeEach(() => configure({ storage: createMemoryStorage() }));
afterEach(() => resetConfig());

describe('planning store (spec 2 sections 3, 4 and 7)', () => {
  it('calls GET v2 creneaux/multisalle/{id}/debut/{start}/duree/{days}?activite=&gp=1 and maps the slots', async () => {
    const server = answering({
      status: 200,
      body: answer([
        mondaySlot(7, {
          typeCreneau: 'cours',
          prixBarre: 6000,
          nbParticipantMax: 12,
          remplissage: 5,
          niveau: 'Niveau avancé',
        }),
      ]),
    });
    configure({ fetch: server.fetch });
    const planning = createPlanningStore();
    await planning.loadSlots({ hallId: 1, sportId: 2, start: '2026-11-23', days: 7 });
    expect(server.requests[0]?.url).toBe(
      '/api/v2/creneaux/multisalle/1/debut/2026-11-23/duree/7?activite=2&gp=1',
    );
    expect(planning.$planning.get()).toEqual({
      slots: [
        {
          id: 7,
          zoneId: 1,
          zoneLabel: 'Court 1',
          startsAt: new Date('2026-11-23T08:00:00Z'),
          endsAt: new Date('2026-11-23T09:30:00Z'),
          durationMinutes: 90,
          status: 'available',
          type: 'cours',
          priceCents: 5000,
          perPersonCents: 1250,
          oldPriceCents: 6000,
          recommendedPlayers: 4,
          maxParticipants: 12,
          filled: 5,
          level: 'Niveau avancé',
        },
      ],
      isLoading: false,
      error: null,
      range: { start: '2026-11-23', end: '2026-11-29' },
    });
  });

  it('maps reserve to booked, panier to inCart and an absent typeCreneau to a plain court', async () => {
    configure({
      fetch: answering({
        status: 200,
        body: answer([
          mondaySlot(1, { sStatut: 'reserve' }),
          // A level only labels a cours: on any other slot it is not shown.
          mondaySlot(2, { sStatut: 'panier', niveau: 'Niveau avancé' }),
        ]),
      }).fetch,
    });
    const planning = createPlanningStore();
    await planning.loadSlots({ hallId: 1, sportId: 2, start: '2026-11-23', days: 7 });
    expect(planning.$planning.get().slots.map(({ status, type, level }) => [status, type, level])).toEqual([
      ['booked', 'court', null],
      ['inCart', 'court', null],
    ]);
  });

  it('keeps the French message after a failure, without rejecting', async () => {
    configure({
      fetch: answering({
        status: 422,
        body: { detail: 'La date de début est passée.', violations: [], description: 'x' },
      }).fetch,
    });
    const planning = createPlanningStore();
    await expect(
      planning.loadSlots({ hallId: 1, sportId: 2, start: '2026-11-01', days: 7 }),
    ).resolves.toBeUndefined();
    expect(planning.$planning.get()).toMatchObject({
      isLoading: false,
      error: 'La date de début est passée.',
    });
  });

  it('keeps the objects of unchanged slots through a reload and maps the changed ones anew', async () => {
    let creneaux = [mondaySlot(1), mondaySlot(2, { nIdZone: 2, sLibelleZone: 'Court 2' })];
    configure({ fetch: async () => Response.json(answer(creneaux)) });
    const planning = createPlanningStore();
    const params = { hallId: 1, sportId: 2, start: '2026-11-23', days: 7 };
    await planning.loadSlots(params);
    const [first, second] = planning.$planning.get().slots;
    creneaux = [mondaySlot(1), mondaySlot(2, { nIdZone: 2, sLibelleZone: 'Court 2', sStatut: 'reserve' })];
    await planning.loadSlots(params);
    const [firstAgain, secondAgain] = planning.$planning.get().slots;
    expect(firstAgain).toBe(first);
    expect(secondAgain).not.toBe(second);
    expect(secondAgain?.status).toBe('booked');
    planning.reset();
    await planning.loadSlots(params);
    expect(planning.$planning.get().slots[0]).not.toBe(first);
  });

  it('gives each panel its own store', async () => {
    configure({ fetch: answering({ status: 200, body: answer([mondaySlot(1)]) }).fetch });
    const first = createPlanningStore();
    const second = createPlanningStore();
    await first.loadSlots({ hallId: 1, sportId: 2, start: '2026-11-23', days: 7 });
    expect(first.$planning.get().slots).toHaveLength(1);
    expect(second.$planning.get().slots).toHaveLength(0);
  });

  it('counts reload requests so panels can load again', () => {
    const before = $planningReload.get();
    requestPlanningReload();
    expect($planningReload.get()).toBe(before + 1);
  });
});

function slot(id: number, start: string, end: string, overrides: Partial<Slot> = {}): Slot {
  return {
    id,
    zoneId: id,
    zoneLabel: `Court ${id}`,
    startsAt: new Date(start),
    endsAt: new Date(end),
    durationMinutes: (Date.parse(end) - Date.parse(start)) / 60_000,
    status: 'available',
    type: 'court',
    priceCents: 4000,
    perPersonCents: 1000,
    oldPriceCents: null,
    recommendedPlayers: 4,
    maxParticipants: null,
    filled: null,
    level: null,
    ...overrides,
  };
}

describe('what the calendar and the list show (spec 2 section 4)', () => {
  const now = new Date('2026-11-23T12:00:00+01:00');
  const past = slot(1, '2026-11-23T09:00:00+01:00', '2026-11-23T10:00:00+01:00');
  const booked = slot(2, '2026-11-23T14:00:00+01:00', '2026-11-23T15:00:00+01:00', { status: 'booked' });
  const inCart = slot(3, '2026-11-24T14:00:00+01:00', '2026-11-24T15:00:00+01:00', { status: 'inCart' });
  const free = slot(4, '2026-11-24T09:00:00+01:00', '2026-11-24T10:00:00+01:00');

  it('keeps only future slots in the calendar', () => {
    expect(calendarSlots([past, booked, inCart, free], now).map(({ id }) => id)).toEqual([2, 3, 4]);
  });

  it('keeps only disponible and panier slots in the list', () => {
    expect(listSlots([past, booked, inCart, free], now).map(({ id }) => id)).toEqual([3, 4]);
  });

  it('marks selected slots as in the cart, matched by id', () => {
    expect(withSelection([free, booked], [4]).map(({ status }) => status)).toEqual(['inCart', 'booked']);
  });

  it('groups slots by Paris day, in order', () => {
    const days = slotsByDay([inCart, free, booked]);
    expect([...days.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(days.get('2026-11-24')?.map(({ id }) => id)).toEqual([4, 3]);
  });

  it('puts overlapping courts side by side', () => {
    const a = slot(1, '2026-11-24T09:00:00+01:00', '2026-11-24T10:30:00+01:00');
    const b = slot(2, '2026-11-24T09:00:00+01:00', '2026-11-24T10:00:00+01:00');
    const c = slot(3, '2026-11-24T10:00:00+01:00', '2026-11-24T11:00:00+01:00');
    const layout = layOutDay([a, b, c]);
    expect(layout.map(({ slot: s, lane, lanes }) => [s.id, lane, lanes])).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 1, 2],
    ]);
  });

  it('groups the courts that share a start and an end, eight courts in one column', () => {
    const eight = [8, 3, 1, 2, 7, 4, 6, 5].map((id) =>
      slot(id, '2026-11-24T18:00:00+01:00', '2026-11-24T19:30:00+01:00', { zoneLabel: `Terrain ${id}` }),
    );
    const [group] = layOutDayGroups(eight);
    expect(group?.slots.map(({ zoneLabel }) => zoneLabel)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => `Terrain ${id}`),
    );
    expect(group).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('puts overlapping groups side by side, and only them: a cluster takes its own columns', () => {
    const at = (id: number, start: string, end: string) =>
      slot(id, `2026-11-24T${start}:00+01:00`, `2026-11-24T${end}:00+01:00`);
    const padel = [1, 2].map((id) => at(id, '09:00', '10:30'));
    const lesson = at(3, '10:00', '11:00');
    const later = at(4, '10:30', '12:00');
    const evening = [5, 6].map((id) => at(id, '18:00', '19:00'));
    const layout = layOutDayGroups([lesson, ...padel, later, ...evening]);
    expect(layout.map(({ slots, lane, lanes }) => [slots.map(({ id }) => id), lane, lanes])).toEqual([
      [[1, 2], 0, 2],
      [[3], 1, 2],
      [[4], 0, 2],
      [[5, 6], 0, 1],
    ]);
  });
});

describe('weeks of the visible window (spec 2 section 9: nbJoursVisiblesReservationCreneaux)', () => {
  it('runs from today for the visible days', () => {
    expect(visibleWindow('2026-11-23', 7)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('lists rolling weeks from today, so a Sunday evening opens on the next seven bookable days', () => {
    const sunday = planningWeeks('2026-11-29', 7);
    expect(sunday).toHaveLength(1);
    expect(sunday[0]?.days).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(sunday[0]).toMatchObject({ firstVisible: '2026-11-29', lastVisible: '2026-12-05' });
    const tenDays = planningWeeks('2026-11-26', 10);
    expect(tenDays).toHaveLength(2);
    expect(tenDays[1]).toMatchObject({ firstVisible: '2026-12-03', lastVisible: '2026-12-05' });
    expect(tenDays[1]?.days[6]).toBe('2026-12-09');
    expect(planningWeeks('2026-11-23', 14)).toHaveLength(2);
    expect(planningWeeks('2026-11-23', 1)).toHaveLength(1);
  });
});
