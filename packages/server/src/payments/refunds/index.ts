// Refunds of debited shares when the hall cancels a game already settled: asked with the cancellation,
// carried out by a durable job through the card provider.
export { carryOutRefund, type RefundOutcome } from './carry-out-refund.ts';
export {
  type HallRefundView,
  hallRefundMessages,
  hallRefunds,
  MAX_LISTED_REFUNDS,
  type RefundState,
  retryRefund,
} from './hall-refunds.ts';
export {
  REFUND_JOB,
  type RefundRequester,
  type RequestedRefund,
  refundCancelledShares,
  refundIfCancelled,
} from './request-refunds.ts';
export { type RunRefundsOptions, runRefunds } from './run-refunds.ts';
