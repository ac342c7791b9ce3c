import { z } from '@hono/zod-openapi';
import { formatZoned } from '../planning/local-time.ts';
import type { DiscountRow } from './discounts.ts';

/** A discount on the wire (spec 2 section 3, Discount); money in cents. */
export const WireDiscountSchema = z
  .object({
    id: z.number().int(),
    label: z.string().openapi({ example: 'Bienvenue\u00a0: 10 %' }),
    codeReduction: z.string().nullable().openapi({ example: 'BIENVENUE10' }),
    cumulative: z.boolean().openapi({ description: "Peut s'ajouter à d'autres réductions." }),
    codeCumulable: z.boolean().openapi({ description: "Peut s'ajouter à une réduction par code." }),
    couponId: z.string().nullable(),
    valeur: z.number().int().nullable().openapi({ description: 'Montant fixe, en centimes.', example: 500 }),
    valeurPourcent: z.number().int().nullable().openapi({ example: 10 }),
    cartUsageEndDate: z.string().nullable().openapi({
      description: 'Fin de validité, ISO 8601 heure de Paris.',
      example: '2026-09-30T23:59:59+02:00',
    }),
  })
  .openapi('Discount');

/** A discount as the wire writes it. */
export type WireDiscount = z.infer<typeof WireDiscountSchema>;

/**
 * Maps a stored discount to the wire, the end date in Paris time.
 *
 * @example toWireDiscount(row) // { id: 1, label: 'Bienvenue : 10 %', codeReduction: 'BIENVENUE10', ... }
 */
export function toWireDiscount(discount: DiscountRow): WireDiscount {
  return {
    id: discount.id,
    label: discount.label,
    codeReduction: discount.code,
    cumulative: discount.isCumulative,
    codeCumulable: discount.isCodeCumulable,
    couponId: discount.couponId,
    valeur: discount.amountCents,
    valeurPourcent: discount.percent,
    cartUsageEndDate: discount.endsAt ? formatZoned(discount.endsAt, 'Europe/Paris') : null,
  };
}
