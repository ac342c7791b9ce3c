// The whole database schema, one file per area under schema/ (drizzle-kit reads that folder).

export * from './schema/accounts.ts';
export * from './schema/booking-rules.ts';
export * from './schema/cart.ts';
export * from './schema/closures.ts';
export * from './schema/court-scores.ts';
export * from './schema/desk-bookings.ts';
export * from './schema/hall-devices.ts';
export * from './schema/halls.ts';
export * from './schema/levels.ts';
export * from './schema/matches.ts';
export * from './schema/notices.ts';
export * from './schema/open-games.ts';
export * from './schema/partner-origins.ts';
export * from './schema/payments.ts';
export * from './schema/planning.ts';
export * from './schema/refunds.ts';
export * from './schema/staff.ts';
export * from './schema/waiting-list.ts';
