// Before the erasure's transaction: the saved card is cancelled at the provider and the provider forgets the
// customer where it can. It runs first because a provider is outside our transaction: if it cannot be
// reached the deletion stops with nothing erased, and the player tries again; if the transaction then
// fails, a cancelled card costs nothing (the next booking asks for a card again).

import type { Database } from '../db/client.ts';
import { Refusal } from '../domain-errors/index.ts';
import { findAlias } from '../payments/aliases.ts';
import { type CardProvider, isProviderUnreachable, PaymentProviderError } from '../payments/index.ts';
import { dataRightsMessages } from './messages.ts';

async function atProvider(step: () => Promise<void>, what: string): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (isProviderUnreachable(error.code))
      throw new Refusal('unavailable', dataRightsMessages.providerUnreachable);
    // The provider answered (an alias it no longer knows, already cancelled): nothing more we can ask of it,
    // and a refusal there must not keep the person's data here. Logged without the token or the email.
    console.warn(`Account erasure: the card provider refused ${what} (${error.code}).`);
  }
}

/**
 * Cancels the account's saved card at the provider that issued it, and asks the provider to forget the
 * customer. An alias of another provider than the configured one cannot be reached: it is only deleted here.
 */
export async function eraseAtProvider(
  db: Database,
  provider: CardProvider,
  account: { userId: number; email: string },
): Promise<void> {
  const alias = await findAlias(db, account.userId);
  if (alias && alias.provider === provider.name)
    await atProvider(() => provider.cancelAlias(alias.aliasToken), 'Token/Cancel');
  await atProvider(
    () => provider.forgetCustomer({ reference: String(account.userId), email: account.email }),
    'forgetCustomer',
  );
}
