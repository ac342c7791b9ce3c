// Test helpers of the notices suites: one setup (a seeded database, a real SMTP server that keeps what it
// receives, parsed by mailparser, and the app sending to it), and a game booked through the real cart API.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.ts';
import { addBody, idsOf, slotsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import type { Database } from '../db/client.ts';
import { outbox, paymentAliases, users } from '../db/schema.ts';
import { insertCardToken } from '../payments/sandbox/store.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { freePort } from '../test/free-port.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

/** An SMTP server of the test, on 127.0.0.1, keeping every mail it accepted. */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** The mails sent to an address. */
  to: (address: string) => ParsedMail[];
  close: () => Promise<void>;
}

/** Starts a plain SMTP server (no TLS, no login) and parses what arrives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const addressesOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
      to.value.map((v) => v.address),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => addressesOf(mail).includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Books a plain court slot `daysFromToday` ahead, starting at `minHour` or later, through the cart API
 * (`panier/ajout` then `panier/valide`); returns the reservation's id and start.
 */
export async function bookGame(
  app: OpenAPIHono,
  db: Database,
  organiser: TestPlayer,
  { hall = 'padel-park', sport = 'PADEL', daysFromToday = 3, minHour = '14', maxHour = '19' } = {},
): Promise<{ reservationId: string; startsAt: Date }> {
  const slots = await slotsOf(app, db, { hall, sport, daysFromToday });
  const slot = slots.find(
    (s) =>
      s.sStatut === 'disponible' &&
      s.typeCreneau !== 'place' &&
      s.typeCreneau !== 'cours' &&
      s.dtDateHeureDebut.slice(11, 13) >= minHour &&
      s.dtDateHeureDebut.slice(11, 13) <= maxHour,
  );
  if (!slot) throw new Error(`no free ${sport} slot in ${hall}`);
  const { sportId } = await idsOf(db, hall, sport);
  const added = await call(app, 'POST', '/api/v2/panier/ajout', {
    token: organiser.token,
    body: addBody(slot, sportId),
  });
  if (added.status !== 200) throw new Error(`panier/ajout ${added.status} ${JSON.stringify(added.body)}`);
  const valid = await call(app, 'POST', '/api/v2/panier/valide', {
    token: organiser.token,
    body: { partagePaiement: true },
  });
  if (valid.status !== 200) throw new Error(`panier/valide ${valid.status} ${JSON.stringify(valid.body)}`);
  const reservationId = (valid.body as { reservations: { id_reservation: string }[] }).reservations[0]
    ?.id_reservation;
  if (!reservationId) throw new Error(`no reservation in ${JSON.stringify(valid.body)}`);
  return { reservationId, startsAt: new Date(slot.dtDateHeureDebut) };
}

/** `POST /dev/rappels` at a time. */
export const runAt = (app: OpenAPIHono, at: Date) =>
  call(app, 'POST', '/dev/rappels', { body: { maintenant: at.toISOString() } });

/** A header as it was sent (mailparser turns `List-*` headers into objects). */
export const rawHeader = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim() ?? '';

/** What a notices test file works with, filled in by {@link useNoticeSuite}'s `beforeAll`. */
export interface NoticeSuite {
  testDb: TestDatabase;
  db: Database;
  smtp: TestSmtp;
  app: OpenAPIHono;
  /** The site's address the mails' links start with. */
  siteUrl: string;
  /** The address of an account. */
  emailOf: (player: TestPlayer | number) => Promise<string>;
  /** The mails an account received by SMTP, in order. */
  mailsOf: (player: TestPlayer | number) => Promise<ParsedMail[]>;
  /** The SMS sent to a phone number (the outbox: the development SMS sender). */
  smsTo: (phone: string) => Promise<{ body: string; createdAt: Date }[]>;
}

/**
 * The common setup of a notices test file: a seeded database, a real SMTP server and the app sending its
 * mails to it, opened before the file's tests and closed after them.
 *
 * @example const suite = useNoticeSuite('http://localhost:8106'); it('…', () => suite.app.request('/…'));
 */
export function useNoticeSuite(siteUrl = 'http://localhost:8105'): NoticeSuite {
  const suite = { siteUrl } as NoticeSuite;
  const userIdOf = (player: TestPlayer | number) => (typeof player === 'number' ? player : player.userId);
  suite.emailOf = async (player) =>
    (
      await suite.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userIdOf(player)))
    )[0]?.email ?? '';
  suite.mailsOf = async (player) => suite.smtp.to(await suite.emailOf(player));
  suite.smsTo = (phone) =>
    suite.db
      .select({ body: outbox.body, createdAt: outbox.createdAt })
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, phone)))
      .orderBy(outbox.id);
  beforeAll(async () => {
    suite.testDb = await createTestDatabase();
    suite.db = suite.testDb.db;
    suite.smtp = await startTestSmtp();
    suite.app = createApp({
      db: suite.db,
      accounts: { smtpUrl: suite.smtp.url, siteUrl, mailFrom: 'Multisalle <no-reply@multisalle.fr>' },
    });
  });
  afterAll(async () => {
    await suite.smtp?.close();
    await suite.testDb?.close();
  });
  return suite;
}

/**
 * Saves a sandbox card for a player in place of theirs (`accepted`, or `debit-refused`: a card saved without
 * trouble whose debits the bank refuses, the sandbox's documented test card).
 *
 * @example await saveSandboxCard(db, player, 'debit-refused', '497010XXXXXX0055');
 */
export async function saveSandboxCard(
  db: Database,
  player: TestPlayer,
  behaviour: 'accepted' | 'debit-refused',
  maskedPan: string,
): Promise<void> {
  const card = await insertCardToken(db, { behaviour, maskedPan, expiry: { month: 12, year: 2030 } });
  await db.delete(paymentAliases).where(eq(paymentAliases.userId, player.userId));
  await db.insert(paymentAliases).values({
    userId: player.userId,
    provider: 'sandbox',
    aliasToken: card.token,
    maskedPan: card.maskedPan,
    expiryMonth: 12,
    expiryYear: 2030,
  });
}
