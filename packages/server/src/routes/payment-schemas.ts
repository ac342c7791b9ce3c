import { z } from '@hono/zod-openapi';
import { MAX_DATABASE_ID } from '../http/validation.ts';
import type { PaymentLine } from '../payments/settlement/payment-history.ts';
import { paymentListTypes } from '../payments/settlement/payment-history.ts';
import { formatZoned } from '../planning/local-time.ts';
import type { ProductNames } from '../product.ts';

// The wire shapes of the payment routes (routes/payments.ts).

export const UserParamSchema = z.object({
  userId: z
    .string()
    .regex(/^\d{1,9}$/, "L'identifiant de l'utilisateur doit être un nombre entier")
    .transform(Number)
    .openapi({ param: { name: 'userId', in: 'path' }, example: '12' }),
});
export const ListQuerySchema = z.object({
  type: z
    .enum(paymentListTypes, { error: 'Le type doit valoir past, rectify ou coming' })
    .openapi({ param: { name: 'type', in: 'query' }, example: 'past' }),
});
export const RegenerateSchema = z
  .object({
    paiementId: z.coerce
      .number({ error: 'paiementId doit être un nombre entier' })
      .int('paiementId doit être un nombre entier')
      .positive('paiementId doit être un nombre entier')
      .max(MAX_DATABASE_ID, 'paiementId doit être un nombre entier'),
    commentaireOdp: z
      .string()
      .trim()
      .max(500, 'Le commentaire ne peut pas dépasser 500 caractères')
      .nullable()
      .optional()
      .transform((text) => text || null),
  })
  .openapi('GenererOrdre');

/** A refund's progress in the wire's words. */
const refundWords = { pending: 'en-cours', done: 'effectue', refused: 'refuse' } as const;

/** The payment list item; the hall's id field is named after the product (`idMultisalle`). */
export function paymentSchema(names: ProductNames) {
  return z
    .object({
      id: z.union([z.number().int(), z.string()]).openapi({
        description: 'Identifiant du paiement\u00a0; pour `coming`, celui de la réservation.',
      }),
      idReservation: z.string().uuid(),
      montant: z.number().int().openapi({ description: 'Centimes.', example: 1250 }),
      statut: z.enum(['coming', 'processing', 'paid', 'rectify']),
      date: z.string().openapi({ example: '2026-11-23' }),
      heureDebut: z.string().openapi({ example: '09:00' }),
      heureFin: z.string().openapi({ example: '10:30' }),
      datePaiement: z.string().nullable().openapi({ example: '2026-11-23T11:31:00.000Z' }),
      nbPersonnes: z.number().int(),
      activite: z.object({ libelle: z.string() }),
      [names.idField]: z.number().int(),
      libelle: z.string().openapi({ description: 'Nom de la salle.' }),
      commentaire: z.string().nullable(),
      motif: z.string().nullable().openapi({ example: 'Paiement refusé par la banque' }),
      nature: z.enum(['part', 'remboursement']).openapi({
        description:
          "`part`\u00a0: la part du joueur\u00a0; `remboursement` (liste `past`)\u00a0: le remboursement d'une part débitée, " +
          'quand la salle a annulé la partie après son règlement. Une ligne `remboursement` a son propre ' +
          '`id`, `montant` est la somme remboursée, `statut` vaut `paid` (la part avait été débitée) et ' +
          '`datePaiement` est la date du débit.',
        example: 'part',
      }),
      statutRemboursement: z.enum(['en-cours', 'effectue', 'refuse']).nullable().openapi({
        description:
          'Où en est le remboursement\u00a0: demandé (`en-cours`), fait (`effectue`) ou refusé par le fournisseur de paiement (`refuse`)\u00a0; null pour une part.',
        example: null,
      }),
      dateDemandeRemboursement: z.string().nullable().openapi({
        description:
          'Quand la salle a annulé la partie et demandé le remboursement\u00a0; null pour une part.',
        example: '2026-11-24T09:12:00.000Z',
      }),
      dateRemboursement: z.string().nullable().openapi({
        description:
          "Quand le remboursement a été fait\u00a0; null tant qu'il est en cours, et pour une part.",
        example: '2026-11-24T09:13:05.000Z',
      }),
    })
    .openapi('Paiement');
}

/** A payment line as the wire says it: cents, the hall's local date and times. */
export function toWire(line: PaymentLine, names: ProductNames) {
  const starts = formatZoned(line.startsAt, line.timezone);
  const ends = formatZoned(line.endsAt, line.timezone);
  return {
    id: line.id,
    idReservation: line.reservationId,
    montant: line.amountCents,
    statut: line.status,
    date: starts.slice(0, 10),
    heureDebut: starts.slice(11, 16),
    heureFin: ends.slice(11, 16),
    datePaiement: line.paidAt?.toISOString() ?? null,
    nbPersonnes: line.persons,
    activite: { libelle: line.sportLabel },
    [names.idField]: line.hallId,
    libelle: line.hallName,
    commentaire: line.comment,
    motif: line.failureReason,
    nature: line.kind === 'refund' ? ('remboursement' as const) : ('part' as const),
    statutRemboursement: line.refundStatus === null ? null : refundWords[line.refundStatus],
    dateDemandeRemboursement: line.refundRequestedAt?.toISOString() ?? null,
    dateRemboursement: line.refundedAt?.toISOString() ?? null,
  };
}
