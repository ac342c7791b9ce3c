// Test helpers of the notices suites: a real SMTP server that keeps what it receives (parsed by
// mailparser), and a game booked through the real cart API.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { addBody, idsOf, slotsOf, type TestPlayer } from '../cart/cart-test-helpers.ts';
import type { Database } from '../db/client.ts';
import { call } from '../routes/accounts-test-helpers.ts';
import { freePort } from '../test/free-port.ts';

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
