import type { PaymentAlias, WireAlias } from './types';

/**
 * A wire alias with plain names; `null` when the server sent none or an unusable one.
 *
 * @example mapAlias({ sPan: '497010XXXXXX0014', nMoisExpiration: 12, nAnneeExpiration: 2030, ... })
 */
export function mapAlias(wire: WireAlias | null | undefined): PaymentAlias | null {
  if (!wire || typeof wire.sPan !== 'string' || wire.sPan === '') return null;
  return {
    maskedPan: wire.sPan,
    expiryMonth: Number(wire.nMoisExpiration),
    expiryYear: Number(wire.nAnneeExpiration),
    provider: wire.sFournisseurAlias,
    createdAt: wire.sDateCreation,
  };
}

/**
 * The card number in 4 groups of 4 characters (spec 1 section 9, "Card number display").
 *
 * @example cardNumberGroups('497010XXXXXX0014') // ['4970', '10XX', 'XXXX', '0014']
 */
export function cardNumberGroups(maskedPan: string): string[] {
  const characters = maskedPan.replace(/\s+/g, '');
  const groups: string[] = [];
  for (let start = 0; start < characters.length; start += 4) groups.push(characters.slice(start, start + 4));
  return groups;
}

/**
 * The `paymentMethodToken` of a signed provider answer (`transactions[].paymentMethodToken`), read from
 * the raw string; `null` when it holds none.
 *
 * @example aliasTokenOf(answer.rawAnswer) // 'a1b2c3...'
 */
export function aliasTokenOf(rawAnswer: string): string | null {
  try {
    const answer = JSON.parse(rawAnswer) as { transactions?: { paymentMethodToken?: unknown }[] };
    for (const transaction of answer.transactions ?? []) {
      if (typeof transaction.paymentMethodToken === 'string' && transaction.paymentMethodToken !== '') {
        return transaction.paymentMethodToken;
      }
    }
  } catch {
    // Not JSON: the server refuses it anyway.
  }
  return null;
}
