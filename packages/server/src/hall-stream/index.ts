// The hall's event stream: what the screens and the reception tablet follow live, fed across
// server processes by LISTEN/NOTIFY like the slot stream (live/), plus the clock of the sessions.
export {
  announceBookingChange,
  announceEntries,
  announceReservationChange,
  announceSessionChange,
} from './announce.ts';
export { HALL_CLOCK_TICK_MS, type HallClock, hallClock, NOTICE_MINUTES, realHallClock } from './clock.ts';
export type { HallEvent } from './hall-event-bus.ts';
export {
  dayBounds,
  type HallInfo,
  loadHallInfo,
  loadSessions,
  toWireSeance,
  wireHall,
} from './hall-sessions.ts';
export { MAX_STREAMS_PER_DEVICE, type StreamHolder } from './hall-streams.ts';
export { hallStreamMessages } from './messages.ts';
export { closeHallStreams, HALL_CHANNEL, hallEventBus, hallStreams, publishHallEvent } from './registry.ts';
export { HALL_HEARTBEAT_MS, HALL_RETRY_MS, streamHall } from './stream-response.ts';
