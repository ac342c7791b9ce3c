// The sandbox's card rules: the documented test numbers and the checks a real acquirer's form makes.

/** What a card does in the sandbox. */
export type CardBehaviour = 'accepted' | 'refused' | 'retry' | 'debit-refused';

/** A documented test card (packages/server/README.md, and the form's « Mode test » hint). */
export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  /** The hint's French description. */
  label: string;
}

/** The four documented test cards, as the payments contract lists them. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4970100000000014', behaviour: 'accepted', label: 'acceptée' },
  { number: '4970100000000097', behaviour: 'refused', label: 'refusée' },
  { number: '4970100000000063', behaviour: 'retry', label: 'refus temporaire, acceptée au 2e essai' },
  {
    number: '4970100000000089',
    behaviour: 'debit-refused',
    label: 'enregistrée, prélèvements refusés (provision insuffisante)',
  },
];

/** The behaviour of a (valid) card number: any number that is not a test card is accepted. */
export function cardBehaviour(cardNumber: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.behaviour ?? 'accepted';
}

/** `4970 1000 0000 0014`: a number in groups of four, as the hint shows it. */
export const groupDigits = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Luhn's checksum (ISO/IEC 7812), which every card number satisfies. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `497010XXXXXX0014`: the first six and last four digits, as Lyra masks a PAN. Nothing else is kept. */
export function maskPan(digits: string): string {
  return `${digits.slice(0, 6)}${'X'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** A card's brand as Lyra names it, from its first digits (enough for the test numbers). */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CB';
}

/** A parsed `MM/AA` expiry. */
export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Reads `MM/AA` (or `MM/AAAA`); `null` when it is not a date. */
export function parseExpiry(text: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid until the last day of its expiry month. */
export function isExpired({ month, year }: Expiry, now: Date): boolean {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < nowMonth;
}
