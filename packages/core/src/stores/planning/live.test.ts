import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { answering } from '../../http/test-fetch';
import { wireSlot } from '../../testing/wire';
import { onToast } from '../../toasts';
import { createPlanningStore, type WireSlot } from './index';
import { watchHallSlots } from './live';

/** EventSource is a browser API: a stand-in that records what the store opens and lets a test emit. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (() => void)[]>();
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.isClosed = true;
  }
  emit(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  static live(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => !source.isClosed);
  }
}

/** Monday's slot at 9:00 for 90 minutes, 50,00 € (12,50 € a person), in the given state. */
const mondaySlot = (id: number, sStatut: WireSlot['sStatut']): WireSlot =>
  wireSlot(id, '2026-11-23T09:00:00+01:00', 90, { sStatut, fTarif: 5000, tarifIndividuel: 1250 });

/** A server whose slot 7 is free until `take()`, and that fails every call after `breakDown()`. */
function changingServer() {
  let status: WireSlot['sStatut'] = 'disponible';
  let isDown = false;
  const server = answering(async () =>
    isDown
      ? new Response('{}', { status: 503 })
      : Response.json({
          idSport: 2,
          dateStart: '2026-11-23',
          dateEnd: '2026-11-29',
          creneaux: [mondaySlot(7, status)],
        }),
  );
  return {
    ...server,
    take: () => {
      status = 'reserve';
    },
    breakDown: () => {
      isDown = true;
    },
  };
}

const params = { hallId: 1, sportId: 2, start: '2026-11-23', days: 7 };
const options = { EventSource: FakeEventSource };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeEventSource.opened = [];
  configure({ storage: createMemoryStorage() });
});
afterEach(() => resetConfig());

describe('live planning (server-sent events per hall)', () => {
  it('opens one stream per hall for every planning of that hall on the page, and closes it with the last one', async () => {
    configure({ fetch: changingServer().fetch });
    const [first, second] = [createPlanningStore(options), createPlanningStore(options)];
    const stops = [first.watchChanges(), second.watchChanges()];
    await Promise.all([first.loadSlots(params), second.loadSlots(params)]);
    expect(FakeEventSource.live().map((source) => source.url)).toEqual([
      '/api/v2/creneaux/multisalle/1/flux',
    ]);
    stops[0]?.();
    expect(FakeEventSource.live()).toHaveLength(1);
    stops[1]?.();
    stops[1]?.();
    expect(FakeEventSource.live()).toHaveLength(0);
  });

  it('opens nothing until the planning is shown, and follows it to another hall', async () => {
    configure({ fetch: changingServer().fetch });
    const planning = createPlanningStore(options);
    await planning.loadSlots(params);
    expect(FakeEventSource.opened).toHaveLength(0);
    const stop = planning.watchChanges();
    expect(FakeEventSource.live().map((source) => source.url)).toEqual([
      '/api/v2/creneaux/multisalle/1/flux',
    ]);
    await planning.loadSlots({ ...params, hallId: 4 });
    expect(FakeEventSource.live().map((source) => source.url)).toEqual([
      '/api/v2/creneaux/multisalle/4/flux',
    ]);
    stop();
    expect(FakeEventSource.live()).toHaveLength(0);
  });

  it('listens on the configured API base, so a partner page on another origin reaches our server', async () => {
    configure({ apiBase: 'https://reservation.multisalle.fr/api/v2', productKey: 'salle' });
    const stop = watchHallSlots(3, () => {}, FakeEventSource);
    expect(FakeEventSource.opened[0]?.url).toBe(
      'https://reservation.multisalle.fr/api/v2/creneaux/salle/3/flux',
    );
    stop();
  });

  it('reloads the same window on a change, keeping the slots on screen while it loads', async () => {
    const server = changingServer();
    configure({ fetch: server.fetch });
    const planning = createPlanningStore(options);
    const stop = planning.watchChanges();
    await planning.loadSlots(params);
    expect(planning.$planning.get().slots[0]?.status).toBe('available');

    server.take();
    FakeEventSource.opened[0]?.emit('creneaux');
    expect(planning.$planning.get()).toMatchObject({ isLoading: true, slots: [{ status: 'available' }] });
    await settle();
    expect(planning.$planning.get()).toMatchObject({
      isLoading: false,
      slots: [{ id: 7, status: 'booked' }],
    });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/v2/creneaux/multisalle/1/debut/2026-11-23/duree/7?activite=2&gp=1',
      '/api/v2/creneaux/multisalle/1/debut/2026-11-23/duree/7?activite=2&gp=1',
    ]);
    stop();
  });

  it('reloads once the browser has reconnected a dropped stream, since changes may have been missed', async () => {
    const server = changingServer();
    configure({ fetch: server.fetch });
    const planning = createPlanningStore(options);
    const stop = planning.watchChanges();
    await planning.loadSlots(params);
    const source = FakeEventSource.opened[0];
    source?.emit('open');
    expect(server.requests).toHaveLength(1);
    source?.emit('error');
    source?.emit('open');
    await settle();
    expect(server.requests).toHaveLength(2);
    stop();
  });

  it('keeps the slots, with no toast and no error, when a live reload fails', async () => {
    const server = changingServer();
    configure({ fetch: server.fetch });
    const toasts: string[] = [];
    const stopToasts = onToast((toast) => toasts.push(toast.message));
    const planning = createPlanningStore(options);
    const stop = planning.watchChanges();
    await planning.loadSlots(params);
    server.breakDown();
    FakeEventSource.opened[0]?.emit('creneaux');
    await settle();
    expect(planning.$planning.get()).toMatchObject({ isLoading: false, error: null, slots: [{ id: 7 }] });
    expect(toasts).toEqual([]);
    stop();
    stopToasts();
  });

  it('stays still where the browser has no EventSource (Node, jsdom, old webviews)', async () => {
    configure({ fetch: changingServer().fetch });
    expect('EventSource' in globalThis).toBe(false);
    const planning = createPlanningStore();
    const stop = planning.watchChanges();
    await planning.loadSlots(params);
    expect(() => stop()).not.toThrow();
  });
});
