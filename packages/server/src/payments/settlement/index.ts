// The settlement: after a reservation's end, each accepted participant's share is written and debited.
export { computeShares, type ReservationTerms, type Share } from './compute-shares.ts';
export { type DebitResult, type DebitStatus, debitFailureReasons, debitShare } from './debit-share.ts';
export { runSettlement, type SettlementOptions, type SettlementReport } from './run-settlement.ts';
export { type SettlementTimerOptions, startSettlementTimer } from './settlement-timer.ts';
export { splitTotal } from './split-total.ts';
