// Test helpers of the data-rights suites: a player with every kind of data the export lists, made through
// the API where the API makes it (sign-up, SMS check, avatar, PIN, family, email change) and written straight
// to the database where only another actor would (a hall's tablet, the settlement, a hall's membership).
import { randomBytes } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { saveTestCard } from '../cart/cart-test-helpers.ts';
import type { Database } from '../db/client.ts';
import {
  contacts,
  conventions,
  conventionValidations,
  discounts,
  hallMembers,
  halls,
  idempotencyKeys,
  outbox,
  safetyAttestations,
  userDiscounts,
  waitingListEntries,
} from '../db/schema.ts';
import { IngestMatchSchema } from '../matches/ingest-schema.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';
import { recordMatch } from '../matches/record-match.ts';
import { createCardProvider, paymentsConfigFromEnv } from '../payments/index.ts';
import { runSettlement } from '../payments/settlement/run-settlement.ts';
import {
  addParticipant,
  insertReservation,
  reservationWithLink,
} from '../payments/settlement/settlement-test-helpers.ts';
import { call, createActivePlayer, readOutbox, TINY_PNG } from '../routes/accounts-test-helpers.ts';

const HOUR = 3_600_000;

/** A phone number no other test uses. */
const uniquePhone = () =>
  `07${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(8, '0')}`;

/** What identifies a person made by {@link createFullHistoryPlayer}: each value is unique to them. */
export interface PersonValues {
  email: string;
  lastName: string;
  firstName: string;
  pseudonym: string;
  phone: string;
}

/** A player with a full history. */
export interface FullHistoryPlayer {
  userId: number;
  contactId: number;
  token: string;
  adminToken: string;
  password: string;
  person: PersonValues;
  /** The address of an email change still waiting for its confirmation. */
  pendingEmail: string;
  family: { contactId: number; lastName: string; firstName: string; pseudonym: string };
  /** The played, paid and settled reservation they organised (their family member accepted). */
  paidReservationId: string;
  /** The played reservation where a match was recorded. */
  matchReservationId: string;
}

/** Unique values for a person: letters only in names, so a search for them finds nothing else. */
export function uniquePerson(label: string): PersonValues {
  const tag = randomBytes(4).toString('hex');
  const letters = tag.replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q');
  return {
    email: `${label}.${tag}@exemple.fr`,
    lastName: `Quintal${letters}`,
    firstName: `Zephyrine${letters}`,
    pseudonym: `${label.slice(0, 3)}${tag}`.slice(0, 12),
    phone: uniquePhone(),
  };
}

const settle = (db: Database) => runSettlement(db, createCardProvider(db, paymentsConfigFromEnv()));

/**
 * Makes a player with every kind of data: account with a verified phone, a failed login, an avatar, a PIN,
 * a family member, an email change under way, conventions and safety videos, a hall membership and a status
 * discount, a saved card and a card form, a played paid reservation (settled: a share, an order and its
 * provider transaction), a recorded match naming them, a waiting line and an idempotent answer.
 */
export async function createFullHistoryPlayer(
  app: OpenAPIHono,
  db: Database,
  label: string,
): Promise<FullHistoryPlayer> {
  const person = uniquePerson(label);
  const player = await createActivePlayer(app, {
    email: person.email,
    nom: person.lastName,
    prenom: person.firstName,
    identifiant: person.pseudonym,
    cgu: true,
  });
  const token = player.v2Token;
  await call(app, 'POST', '/api/v2/auth', { body: { email: person.email, password: 'pas-le-bon' } });
  await call(app, 'POST', '/api/v2/portable/enregistrement_portable', {
    token,
    body: { portable: person.phone },
  });
  const [sms] = (await readOutbox(app)).filter((message) => message.to === person.phone);
  const code = /(\d{6})/.exec(sms?.text ?? '')?.[1];
  const checked = await call(app, 'POST', '/api/v2/portable/controle_portable', {
    token,
    body: { portable: person.phone, code },
  });
  if (checked.body?.bSucces !== true) throw new Error(`phone check failed: ${JSON.stringify(checked)}`);
  const form = new FormData();
  form.append('avatar', new File([TINY_PNG], 'moi.png', { type: 'image/png' }));
  const avatar = await app.request('/api/v2/user/avatar', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (avatar.status !== 200) throw new Error(`avatar: ${avatar.status}`);
  await call(app, 'POST', '/api/v2/user/generate-pin', { token, body: { userId: player.userId } });

  const familyValues = uniquePerson(`f${label}`);
  const family = await call(app, 'POST', '/api/v2/user/parent', {
    token,
    body: {
      nom: familyValues.lastName,
      prenom: familyValues.firstName,
      pseudo: familyValues.pseudonym,
      mineur: true,
    },
  });
  if (family.status !== 201) throw new Error(`family: ${JSON.stringify(family)}`);
  const familyId = family.body.id as number;

  const pendingEmail = `nouvelle.${randomBytes(4).toString('hex')}@exemple.fr`;
  const changed = await call(app, 'POST', '/api/admin/grand-public/compte/modifie', {
    token: player.adminToken,
    body: {
      sNom: person.lastName,
      sPrenom: person.firstName,
      sPortable: person.phone,
      sEmail: pendingEmail,
      sIdentifiant: person.pseudonym,
      nEmailing: 1,
    },
  });
  if (changed.body?.bSucces !== true) throw new Error(`profile: ${JSON.stringify(changed)}`);

  const allConventions = await db.select({ id: conventions.id }).from(conventions);
  await db
    .insert(conventionValidations)
    .values(allConventions.map((c) => ({ userId: player.userId, conventionId: c.id })))
    .onConflictDoNothing();
  const [hall] = await db.select({ id: halls.id }).from(halls).where(eq(halls.key, 'padel-park'));
  if (!hall) throw new Error('no padel-park');
  await db
    .insert(safetyAttestations)
    .values({ userId: player.userId, hallId: hall.id, watchedOn: '2026-02-03', watchedAtTime: '18:30' });
  await db.insert(hallMembers).values({ userId: player.userId, hallId: hall.id });
  const [status] = await db
    .insert(discounts)
    .values({ label: `Étudiant ${label}`, status: 'Étudiant', percent: 10 })
    .returning({ id: discounts.id });
  if (status) await db.insert(userDiscounts).values({ userId: player.userId, discountId: status.id });

  await saveTestCard(db, player.userId);
  // A card form at the sandbox: the provider keeps the customer's email with it.
  await call(app, 'GET', '/api/v2/paiement/alias/etat', { token });

  const paidReservationId = await insertReservation(db, player.userId, {
    startsAt: new Date(Date.now() - 3 * HOUR),
    totalCents: 6000,
    isBillShared: true,
  });
  await addParticipant(db, paidReservationId, { contactId: familyId });
  await settle(db);

  const { reservationId: matchReservationId, hallId } = await insertPastReservation(db, {
    hallKey: 'padel-park',
    sportLabel: 'PADEL',
    startsAt: new Date(Date.now() - 30 * HOUR),
    minutes: 90,
    organiser: { userId: player.userId, contactId: player.contactId },
    others: [{ contactId: familyId }],
  });
  await recordMatch(
    db,
    hallId,
    IngestMatchSchema.parse({
      sIdPartie: `data-rights-${randomBytes(4).toString('hex')}`,
      idReservation: matchReservationId,
      dtDebut: new Date(Date.now() - 30 * HOUR).toISOString(),
      nDureeSecondes: 3600,
      equipes: [
        {
          sNom: `Les ${person.pseudonym}`,
          joueurs: [{ idContact: player.contactId, sNom: person.firstName }],
        },
        { sNom: 'Les Bleus', joueurs: [{ idContact: familyId }] },
      ],
      periodes: [{ nScoreEquipe1: 6, nScoreEquipe2: 3 }],
      evenements: [{ sType: 'but', nEquipe: 1, idContact: player.contactId, nSeconde: 60 }],
    }),
  );

  // Lines other actors write: the waiting list and an idempotent write's kept answer.
  const other = await insertReservation(db, player.userId, {
    startsAt: new Date(Date.now() - 50 * HOUR),
    isPaymentRequired: false,
  });
  await db.insert(waitingListEntries).values({
    reservationId: other,
    userId: player.userId,
    contactId: player.contactId,
    status: 'expired',
  });
  await db.insert(idempotencyKeys).values({
    userId: player.userId,
    scope: 'POST /api/v2/reservation/reponse',
    key: randomBytes(8).toString('hex'),
    requestHash: 'x',
    statusCode: 200,
    responseBody: { email: person.email },
  });

  return {
    userId: player.userId,
    contactId: player.contactId,
    token,
    adminToken: player.adminToken,
    password: player.payload.plainPassword,
    person,
    pendingEmail,
    family: { contactId: familyId, ...familyValues },
    paidReservationId,
    matchReservationId,
  };
}

/** Someone else's mail that names the player: an invitation they sent long ago. */
export async function mailNaming(db: Database, to: string, player: FullHistoryPlayer): Promise<void> {
  await db.insert(outbox).values({
    channel: 'mail',
    recipient: to,
    subject: `Invitation de ${player.person.pseudonym}`,
    body: `Bonjour,\n\n${player.person.pseudonym} (${player.person.firstName} ${player.person.lastName}) vous invite.`,
    links: [],
  });
}

/** A coming game another player organises, which the player and their family member accepted. */
export async function comingGameWith(db: Database, organiserUserId: number, player: FullHistoryPlayer) {
  const game = await reservationWithLink(db, organiserUserId, 72);
  await addParticipant(db, game.id, { userId: player.userId, contactId: player.contactId });
  await addParticipant(db, game.id, { contactId: player.family.contactId });
  return game.id;
}

/** The player's contact row, to read its anonymised values. */
export async function contactOf(db: Database, contactId: number) {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  return row;
}
