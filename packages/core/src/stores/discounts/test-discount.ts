/** For tests only: a discount as the v2 API sends it (in `statusBasedDiscounts` and a cart's `reductions`). */
export function wireDiscount(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    label: 'Bienvenue -10 %',
    codeReduction: 'BIENVENUE10',
    cumulative: false,
    codeCumulable: true,
    couponId: null,
    valeur: null,
    valeurPourcent: 10,
    cartUsageEndDate: null,
    ...overrides,
  };
}
