/** A discount as the server sends it (spec 2 section 3). */
export interface WireDiscount {
  id: number;
  label: string;
  codeReduction?: string | null;
  cumulative?: boolean | null;
  codeCumulable?: boolean | null;
  couponId?: string | number | null;
  valeur?: number | null;
  valeurPourcent?: number | null;
  cartUsageEndDate?: string | null;
}

/** A discount the player may apply to the cart, with plain names. */
export interface Discount {
  id: number;
  label: string;
  /** The code that unlocks it (wire `codeReduction`). */
  code: string | null;
  /** May be combined with another discount (wire `cumulative`). */
  isCumulative: boolean;
  /** May be combined with a code (wire `codeCumulable`). */
  isCumulativeWithCode: boolean;
  couponId: string | null;
  /** A fixed amount off (wire `valeur`, cents). */
  amountCents: number | null;
  /** A percentage off (wire `valeurPourcent`). */
  percent: number | null;
  /** ISO date after which the cart can no longer use it (wire `cartUsageEndDate`). */
  usableUntil: string | null;
}
