import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Accounts } from '../accounts/index.ts';
import { linkOrigin } from '../accounts/site-url.ts';
import { MAX_DATABASE_ID } from '../http/validation.ts';
import type { InvitationMailer } from '../reservations/invitation-mails.ts';

/** A uuid whose refusal names what it identifies: `uuid('de la réservation')`. */
export const uuid = (what: string) => z.string().uuid(`L'identifiant ${what} n'est pas valide`);

/** A reservation's invitation link token: 32 hexadecimal digits. */
export const token = z
  .string()
  .regex(/^[0-9a-fA-F]{32}$/, "Le jeton d'invitation n'est pas valide")
  .openapi({ example: '9f1c2a7d4b3e4f5a8c6d7e8f9a0b1c2d' });

/** A player's, contact's or discount's id in a body: a positive number, at most PostgreSQL's integer. */
export const rowId = (message: string) => z.number().int().positive(message).max(MAX_DATABASE_ID, message);

/** An id in a legacy query string (`nIdGrandPublic=12`): a positive number, at most PostgreSQL's integer. */
export const positiveId = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `L'identifiant ${what} doit être un entier positif`)
    .transform(Number)
    .refine((id) => id <= MAX_DATABASE_ID, `L'identifiant ${what} doit être un entier positif`);

/** A reservation as the invitation page and the reservation list show it. */
export const InvitationSchema = z.record(z.string(), z.unknown()).openapi('Invitation', {
  description:
    'id_reservation, statut, reservation {statut, date, heureDebut, heureFin, dureeCreneau, nbPlaceMax, ' +
    'nbPlaceRestante, paiementRequis, tarifParPersonne}, activite, product, participants, organisateur, ' +
    'ignorerEtapePaiement, jeton_diffusion, moi, famille',
});

/** The reservation id of a path: `/reservation/{id}/...`. */
export const ReservationParamSchema = z.object({
  id: uuid('de la réservation').openapi({ param: { name: 'id', in: 'path' } }),
});

/** The answer of a call that only says it worked. */
export const SuccesSchema = z.object({ succes: z.literal(true) });

/**
 * What the invitation mails need of the accounts: the mailer and the site's address for the links, that of
 * the request `c` when the server follows the request's host (no `PUBLIC_SITE_URL`, see `linkOrigin`).
 *
 * @example await removeParticipant(db, mailOf(accounts, c), removal, accounts.clock.now());
 */
export const mailOf = (accounts: Accounts, c?: Context): InvitationMailer => ({
  mailer: accounts.mailer,
  siteUrl: linkOrigin(accounts.config, c),
});
