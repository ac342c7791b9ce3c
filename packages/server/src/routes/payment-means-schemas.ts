// Wire schemas and French messages of the payment means routes (spec 1 "Payment alias", the contract's 1-5).
import { z } from '@hono/zod-openapi';
import { MAX_DATABASE_ID } from '../http/validation.ts';

/** French messages of the payment means routes. */
export const paymentMessages = {
  invalidAnswer: 'La réponse du fournisseur de paiement est invalide.',
  staleAnswer: 'La réponse du fournisseur de paiement a expiré, veuillez recommencer.',
  notYourOrder: 'Cette commande de paiement ne vous appartient pas.',
  replayed: 'Cette réponse de paiement a déjà été prise en compte.',
  notYourAlias: 'Ce moyen de paiement ne vous appartient pas.',
  replacedAlias: 'Ce moyen de paiement a été remplacé par une carte plus récente.',
  providerDown: 'Le service de paiement est momentanément indisponible, veuillez réessayer.',
} as const;

export const AliasSchema = z
  .object({
    sPan: z.string().openapi({ example: '497010XXXXXX0014', description: 'Numéro masqué, jamais le numéro' }),
    nMoisExpiration: z.number().int().openapi({ example: 12 }),
    nAnneeExpiration: z.number().int().openapi({ example: 2030 }),
    sFournisseurAlias: z.string().openapi({ example: 'sandbox' }),
    sDateCreation: z.string().openapi({ example: '2026-11-23T10:00:00.000Z' }),
  })
  .openapi('AliasPaiement');

export const AliasAnswerSchema = z
  .object({ bSucces: z.literal(true), oReponse: AliasSchema.nullable() })
  .openapi('AliasPaiementReponse');

export const StateAnswerSchema = z
  .object({
    bSucces: z.literal(true),
    oReponse: z.object({
      sFormToken: z.string(),
      sClePublique: z.string().openapi({ example: '12345678:testpublickey_…' }),
      sFournisseur: z.enum(['sandbox', 'lyra']),
      sUrlClient: z.string().openapi({
        example: 'http://localhost:8080/sandbox-paiement',
        description:
          "Où charger le formulaire. Bac à sable\u00a0: l'adresse par laquelle la page a joint le serveur quand c'est une adresse IP ou localhost (émulateur, réseau local), sinon PUBLIC_SITE_URL.",
      }),
      sIdCommande: z.string().uuid(),
    }),
  })
  .openapi('EtatAliasPaiement');

export const HostQuerySchema = z.object({
  host: z
    .string()
    .max(2048)
    .optional()
    .openapi({ param: { name: 'host', in: 'query' }, example: 'http://localhost:8080' }),
});

export const ConfirmSchema = z
  .object({
    sJetonAlias: z
      .string({ error: 'sJetonAlias est requis' })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, 'sJetonAlias est invalide'),
    sDateCreation: z.string().max(64).optional(),
    sFournisseurAlias: z.string({ error: 'sFournisseurAlias est requis' }).min(1).max(32),
    nIdContact: z
      .number({ error: 'nIdContact doit être un nombre entier' })
      .int()
      .max(MAX_DATABASE_ID, 'nIdContact doit être un nombre entier'),
  })
  .openapi('ConfirmationAliasPaiement');

const rawAnswer = z
  .string({ error: 'kr-answer est requis' })
  .min(2)
  .max(100_000)
  .openapi({ description: 'Le JSON de la réponse, tel que reçu du fournisseur' });
const rawHash = z.string({ error: 'kr-hash est requis' }).max(128);

export const ReturnBodySchema = z
  .object({ 'kr-answer': rawAnswer, 'kr-hash': rawHash })
  .openapi('RetourPaiement');

export const ReturnAnswerSchema = z
  .object({
    bSucces: z.literal(true),
    orderStatus: z.enum(['PAID', 'UNPAID', 'RUNNING']),
    oAlias: AliasSchema.nullable(),
  })
  .openapi('RetourPaiementReponse');

export const IpnFormSchema = z.object({
  'kr-answer': rawAnswer,
  'kr-hash': rawHash,
  'kr-hash-key': z.enum(['password', 'sha256_hmac']).optional(),
  'kr-hash-algorithm': z.literal('sha256_hmac').optional(),
  'kr-answer-type': z.string().max(64).optional(),
});
