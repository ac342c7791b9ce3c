import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Accounts, AuthEnv } from '../accounts/index.ts';
import { contacts, reservationParticipants, reservations } from '../db/schema.ts';
import {
  BusinessErrorSchema,
  businessError,
  DescriptionErrorSchema,
  forbiddenError,
} from '../http/errors.ts';
import { createRouter } from '../http/validation.ts';
import { entryCode } from '../reservations/entry-code.ts';
import { invalidResponse, json, unauthorizedResponse } from './account-schemas.ts';

/** French messages of the QR codes. */
export const qrCodeMessages = {
  notYours: 'Ce QR code ne vous appartient pas.',
} as const;

const reservationId = z.string().uuid("L'identifiant de la réservation n'est pas valide");
const contactId = z
  .string()
  .regex(/^\d{1,9}$/, "L'identifiant du participant doit être un nombre entier")
  .transform(Number);
const svg = { description: 'Le QR code (SVG)', content: { 'image/svg+xml': { schema: z.string() } } };

/**
 * The QR codes of spec 1 section 7 (`GET v2 qrcode/{type}/{a}/{b}`, secure), as SVG images holding a signed
 * entry code (see `reservations/entry-code.ts`):
 * - `qrcode/participant/{reservation uuid}/{contact id}`: one person's entry, for that person's account,
 *   the account that added them (a family contact), or the organiser;
 * - `qrcode/seance/{reservation uuid}`: the session's own code, for any of its participants.
 *
 * @example app.route('/api/v2', createQrCodeRoutes({ accounts }));
 */
export function createQrCodeRoutes({ accounts }: { accounts: Accounts }): OpenAPIHono<AuthEnv> {
  const router = createRouter<AuthEnv>();
  const { db } = accounts;
  const tags = ['Invitations'];
  const security = [{ bearer: [] as string[] }];

  // qrcode is imported with the first image, not at the server's start.
  const image = async (text: string) =>
    (await import('qrcode')).default.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  // Never in the browser's HTTP cache, which a logout cannot empty: the site keeps its own offline copy of
  // the player's codes and deletes it with the session.
  const send = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'private, no-store' },
    });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/qrcode/participant/{a}/{b}',
      operationId: 'participantQrCode',
      tags,
      summary: "Le QR code d'entrée d'un participant (a\u00a0: réservation, b\u00a0: identifiant du contact)",
      middleware: accounts.requireAuth('v2'),
      security,
      request: { params: z.object({ a: reservationId, b: contactId }) },
      responses: {
        200: svg,
        401: unauthorizedResponse,
        403: json(DescriptionErrorSchema, "QR code d'un autre joueur"),
        404: json(BusinessErrorSchema, 'Réservation ou participant introuvable'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      const { userId } = c.get('caller');
      const [row] = await db
        .select({
          organiser: reservations.organiserUserId,
          participantUser: reservationParticipants.userId,
          parentUser: contacts.parentUserId,
        })
        .from(reservationParticipants)
        .innerJoin(reservations, eq(reservations.id, reservationParticipants.reservationId))
        .innerJoin(contacts, eq(contacts.id, reservationParticipants.contactId))
        .where(and(eq(reservationParticipants.reservationId, a), eq(reservationParticipants.contactId, b)));
      if (!row) throw businessError(404, 'RESERVATION-009');
      const isAllowed =
        row.participantUser === userId || row.parentUser === userId || row.organiser === userId;
      if (!isAllowed) throw forbiddenError(qrCodeMessages.notYours);
      const key = await accounts.tokens.signingKey();
      return send(await image(entryCode(key, 'participant', a, b)));
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/qrcode/seance/{b}',
      operationId: 'sessionQrCode',
      tags,
      summary: 'Le QR code de la séance (b\u00a0: réservation), pour ses participants',
      middleware: accounts.requireAuth('v2'),
      security,
      request: { params: z.object({ b: reservationId }) },
      responses: {
        200: svg,
        401: unauthorizedResponse,
        403: json(DescriptionErrorSchema, 'Pas un participant'),
        404: json(BusinessErrorSchema, 'Réservation introuvable'),
        422: invalidResponse,
      },
    }),
    async (c) => {
      const { b } = c.req.valid('param');
      const { userId } = c.get('caller');
      const [reservation] = await db.select().from(reservations).where(eq(reservations.id, b));
      if (!reservation) throw businessError(404, 'RESERVATION-001');
      const [mine] = await db
        .select({ id: reservationParticipants.id })
        .from(reservationParticipants)
        .where(and(eq(reservationParticipants.reservationId, b), eq(reservationParticipants.userId, userId)));
      if (!mine && reservation.organiserUserId !== userId) throw forbiddenError(qrCodeMessages.notYours);
      const key = await accounts.tokens.signingKey();
      return send(await image(entryCode(key, 'seance', b)));
    },
  );

  return router;
}
