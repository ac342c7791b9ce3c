// Live slots (design.md): the slot-change bus, the hold-expiry timer and the per-hall event stream.
export { publishWhenHoldEnds } from './hold-expiry.ts';
export { type PostgresChannel, type PostgresChannelOptions, postgresChannel } from './postgres-channel.ts';
export { SLOT_CHANNEL } from './postgres-transport.ts';
export { closeSlotBus, publishSlotChange, slotBus } from './registry.ts';
export { SLOT_BUS_COALESCE_MS, type SlotBus, type SlotChange, type SlotChangeListener } from './slot-bus.ts';
export { SLOT_HEARTBEAT_MS, SLOT_RETRY_MS, streamSlotChanges } from './slot-stream.ts';
