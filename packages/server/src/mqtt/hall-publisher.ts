import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { halls } from '../db/schema.ts';
import type { HallClock } from '../hall-stream/clock.ts';
import { createHallHub, type HallHub } from '../hall-stream/hall-hub.ts';
import type { HallInfo } from '../hall-stream/hall-sessions.ts';
import { hallState, stateKey } from '../hall-stream/hall-state.ts';
import { hallEventBus } from '../hall-stream/registry.ts';
import type { WireScore, WireSessionMoment } from '../hall-stream/wire.ts';
import { slotBus } from '../live/index.ts';
import { defaultLogger, type Logger } from '../logging/index.ts';
import { localDateOf } from '../planning/local-time.ts';
import { loadProgramme } from '../programme/load-programme.ts';
import { hallTopics } from './topics.ts';

/**
 * `work` run one at a time: a call while it runs asks for one more run after it (calls meanwhile share that
 * run). Never rejects: a failure goes to `onError`.
 */
function rerunner(work: () => Promise<void>, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  let isAgain = false;
  const loop = async () => {
    do {
      isAgain = false;
      await work().catch(onError);
    } while (isAgain);
  };
  return () => {
    if (running) {
      isAgain = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** An entry or a score often comes with others (a group at the door): one retained state for them. */
const STATE_DEBOUNCE_MS = 50;

/** Sends one message: its topic, its JSON payload, and whether the broker keeps it for late subscribers. */
export type MqttPublish = (topic: string, payload: unknown, retain: boolean) => void;

/**
 * How often the publisher looks whether a hall's day changed (midnight), in ms: today's programme and state
 * are then published again.
 * @default 60000
 */
export const DAY_CHECK_MS = 60_000;

/** What {@link startHallPublisher} needs. */
export interface HallPublisherOptions {
  db: Database;
  /** The topics' root: the product key. */
  root: string;
  /** The hall's id field in `etat` (`idMultisalle`). */
  idField: string;
  clock: HallClock;
  publish: MqttPublish;
  dayCheckMs?: number;
  /** @default defaultLogger() */
  log?: Logger;
}

/** The running publisher; `stop` ends its hubs and timers. */
export interface HallPublisher {
  stop(): void;
}

/**
 * Publishes every hall's events on MQTT from the same source as the hall's screens: one hall hub per hall
 * (hall-stream/), fed by the hall's event bus and the slot bus (every process, through LISTEN/NOTIFY) and
 * by the sessions' clock, whose events this turns into topics. Only one process runs it (see leader.ts).
 * Resolves once every hub listens and the retained state and programme of each hall are sent.
 *
 * @example const publisher = await startHallPublisher({ db, root: 'multisalle', idField, clock, publish });
 */
export async function startHallPublisher(options: HallPublisherOptions): Promise<HallPublisher> {
  const { db, root, idField, clock, publish } = options;
  const bus = hallEventBus(db);
  await Promise.all([bus.ready(), slotBus(db).ready()]);
  const hallRows: HallInfo[] = await db
    .select({ id: halls.id, key: halls.key, name: halls.name, timeZone: halls.timezone })
    .from(halls)
    .orderBy(asc(halls.id));
  const hubs: HallHub[] = [];
  const days = new Map<number, string>();
  const stateTimers: (() => void)[] = [];
  let isStopped = false;

  const log = options.log ?? defaultLogger();
  const report = (what: string) => (error: unknown) =>
    log.error({ err: error }, `MQTT: could not publish ${what}`);

  const hallRuns = new Map<number, { state: () => Promise<void>; programme: () => Promise<void> }>();
  for (const hall of hallRows) {
    const topics = hallTopics(root, hall.key);
    days.set(hall.id, localDateOf(clock.now(), hall.timeZone));
    const hub = createHallHub({ db, hall, idField, clock, bus, onIdle: () => {} });
    hubs.push(hub);
    // Each read starts after the last one was published, so an older read never overwrites a newer one on
    // the broker (two reads of a pool may end in any order).
    const state = rerunner(async () => {
      const read = await hallState(db, hall, idField, clock.now());
      if (isStopped) return;
      hub.noteState(stateKey(read));
      publish(topics.state, read, true);
    }, report('the state'));
    const programme = rerunner(async () => {
      const day = days.get(hall.id) ?? localDateOf(clock.now(), hall.timeZone);
      const read = await loadProgramme(db, hall, day);
      if (!isStopped) publish(topics.programme, read.programme, true);
    }, report('the programme'));
    hallRuns.set(hall.id, { state, programme });
    // The screens update their state from an entry or a score themselves; the retained state is read again
    // (once for a burst), so a device joining late sees who has arrived and the scores.
    let stateTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshState = () => {
      if (stateTimer || isStopped) return;
      stateTimer = setTimeout(() => {
        stateTimer = undefined;
        void state();
      }, STATE_DEBOUNCE_MS);
      stateTimer.unref?.();
    };
    stateTimers.push(() => {
      if (stateTimer) clearTimeout(stateTimer);
    });
    hub.add({
      send(event, data) {
        // The hub's own `etat` is read again here, in order with the others.
        if (event === 'etat' || event === 'entree' || event === 'score') refreshState();
        if (event === 'entree') publish(topics.entry, data, false);
        else if (event === 'seance') {
          const moment = data as WireSessionMoment;
          publish(topics.session, moment, false);
          publish(topics.courtSession(moment.terrain.id), moment, true);
        } else if (event === 'score') {
          const score = data as WireScore;
          publish(topics.courtScore(score.terrain.id), score, true);
        } else if (event === 'programme') {
          const { date } = data as { date: string };
          publish(topics.programmeChanged, { date }, false);
          if (date === days.get(hall.id)) void programme();
        }
      },
    });
    await Promise.all([state(), programme()]);
  }

  // At each hall's midnight: the new day's programme, and the state of the new day.
  const dayTimer = setInterval(() => {
    for (const hall of hallRows) {
      const today = localDateOf(clock.now(), hall.timeZone);
      if (today === days.get(hall.id)) continue;
      days.set(hall.id, today);
      const runs = hallRuns.get(hall.id);
      void runs?.programme();
      void runs?.state();
    }
  }, options.dayCheckMs ?? DAY_CHECK_MS);
  dayTimer.unref?.();

  return {
    stop() {
      isStopped = true;
      clearInterval(dayTimer);
      for (const clear of stateTimers) clear();
      for (const hub of hubs) hub.dispose();
    },
  };
}
