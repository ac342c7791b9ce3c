import { z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { contacts, participantAnswers, reservationParticipants, reservations, users } from '../db/schema.ts';
import type { FaultHook } from '../fault-points.ts';
import { ApiError } from '../http/errors.ts';
import { validationErrorBody } from '../http/validation.ts';
import type { CardProvider } from '../payments/provider.ts';
import { runRefunds } from '../payments/refunds/index.ts';
import { runSettlement } from '../payments/settlement/index.ts';

const SettleSchema = z.object({
  maintenant: z.iso.datetime({ offset: true, error: 'maintenant doit être une date ISO 8601' }).optional(),
});
const ParticipantSchema = z.object({
  email: z.string().trim().min(1).max(254),
  reponse: z
    .union([
      z.literal(participantAnswers.maybe),
      z.literal(participantAnswers.declined),
      z.literal(participantAnswers.accepted),
    ])
    .default(participantAnswers.accepted),
});

/** Parses a JSON body (an empty one is `{}`) or throws the French 422. */
async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await request.text();
  let raw: unknown = {};
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(422, { description: "Le corps de la requête n'est pas un JSON valide." });
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new ApiError(422, validationErrorBody(result.error));
  return result.data;
}

/** Adds (or changes the answer of) an account's participation, as invitations will. */
async function addParticipant(db: Database, reservationId: string, email: string, answer: number) {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!reservation) throw new ApiError(404, { description: 'Cette réservation est introuvable.' });
  const [account] = await db
    .select({ userId: users.id, contactId: contacts.id })
    .from(users)
    .innerJoin(contacts, eq(contacts.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!account) throw new ApiError(404, { description: 'Aucun compte avec cette adresse e-mail.' });
  const mine = and(
    eq(reservationParticipants.reservationId, reservationId),
    eq(reservationParticipants.userId, account.userId),
  );
  const [existing] = await db.select().from(reservationParticipants).where(mine);
  if (existing) {
    await db
      .update(reservationParticipants)
      .set({ answer })
      .where(eq(reservationParticipants.id, existing.id));
    return existing.id;
  }
  const [added] = await db
    .insert(reservationParticipants)
    .values({ reservationId, userId: account.userId, contactId: account.contactId, answer })
    .returning({ id: reservationParticipants.id });
  return added?.id ?? 0;
}

/**
 * Development routes of the settlement, for the browser tests. Mount them only outside production:
 * `POST /dev/reglement` `{ maintenant? }` runs the settlement as of that time, then the refunds due, and
 * answers what it did;
 * `POST /dev/reservations/{id}/participants` `{ email, reponse? }` adds an accepted participant (a
 * shortcut past the invitation flow; `reponse` 0 maybe, 1 declined, 2 accepted).
 *
 * @example
 * ```ts
 * if (!isProduction) app.route('/dev', createDevPaymentRoutes(db, provider, clock));
 * ```
 */
export function createDevPaymentRoutes(
  db: Database,
  provider: CardProvider,
  clock: Clock = systemClock,
  faultPoint?: FaultHook,
): Hono {
  const router = new Hono();
  router.post('/reglement', async (c) => {
    const { maintenant } = await parseBody(c.req.raw, SettleSchema);
    const now = maintenant ? new Date(maintenant) : clock.now();
    const report = await runSettlement(db, provider, { clock, now, faultPoint });
    // The refunds due, as the server's settlement timer runs them after each settlement.
    const refunds = await runRefunds(db, provider, { clock, now });
    return c.json({
      remboursements: refunds.done,
      maintenant: now.toISOString(),
      reservations: report.reservations,
      parts: report.shares,
      debits: report.debits.map((d) => ({
        paiementId: d.paymentId,
        statut: d.status,
        sIdCommande: d.orderId,
      })),
    });
  });
  router.post('/reservations/:id/participants', async (c) => {
    const id = c.req.param('id');
    if (!z.uuid().safeParse(id).success) {
      throw new ApiError(422, { description: "L'identifiant de la réservation n'est pas valide." });
    }
    const { email, reponse } = await parseBody(c.req.raw, ParticipantSchema);
    const participantId = await addParticipant(db, id, email, reponse);
    return c.json({ bSucces: true, idParticipant: participantId });
  });
  return router;
}
