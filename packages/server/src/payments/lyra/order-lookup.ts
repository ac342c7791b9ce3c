// Lyra does not deduplicate payments by orderId: before debiting a saved card again for an order whose first
// answer was lost, ask Lyra what that order already holds (`Order/Get`).
import type { LyraSettings } from '../config.ts';
import type { PaymentAnswer, ProviderTransaction } from '../provider.ts';
import { PaymentProviderError } from '../provider-error.ts';
import { callLyra } from './client.ts';

/** `Order/Get`'s answer (`V4/OrderTransactions`): each transaction carries its order details and customer. */
interface OrderTransactions {
  orderId: string;
  shopId: string;
  transactions: (ProviderTransaction & {
    orderDetails?: PaymentAnswer['orderDetails'];
    customer?: PaymentAnswer['customer'];
  })[];
}

/** Lyra's code for an order it has no transaction of. */
const NOT_FOUND = 'PSP_010';

/**
 * The debits Lyra already made for an order, as one `V4/Payment`-shaped answer; `null` when there are none.
 * Any other failure throws: not knowing must never lead to a second debit.
 */
export async function findOrderDebits(
  settings: LyraSettings,
  fetchFn: typeof fetch,
  orderId: string,
): Promise<PaymentAnswer | null> {
  let order: OrderTransactions;
  try {
    order = await callLyra<OrderTransactions>(settings, fetchFn, 'Order/Get', { orderId });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === NOT_FOUND) return null;
    throw error;
  }
  const debits = (order.transactions ?? []).filter((t) => t.operationType === 'DEBIT');
  const first = debits[0];
  if (!first) return null;
  const status = debits.some((t) => t.status === 'PAID')
    ? 'PAID'
    : debits.some((t) => t.status === 'RUNNING')
      ? 'RUNNING'
      : 'UNPAID';
  return {
    shopId: order.shopId,
    orderCycle: status === 'RUNNING' ? 'OPEN' : 'CLOSED',
    orderStatus: status,
    serverDate: new Date().toISOString(),
    orderDetails: first.orderDetails ?? {
      orderTotalAmount: first.amount,
      orderCurrency: first.currency,
      mode: 'PRODUCTION',
      orderId,
    },
    customer: first.customer ?? {},
    transactions: debits,
    _type: 'V4/Payment',
  };
}
