import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv, createAccounts } from '../accounts/index.ts';
import { createApp } from '../app.ts';
import type { TestPlayer } from '../cart/cart-test-helpers.ts';
import { addFamilyContact, reservationWithLink } from '../payments/settlement/settlement-test-helpers.ts';
import { createGuest } from '../reservations/accept-test-helpers.ts';
import { CALENDAR_REMINDER_HOURS, foldLines } from '../reservations/agenda.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { acceptLink, answerLink, type InvitationLink, readLink } from './invitation-test-helpers.ts';

// Spec 1 section 7 (« Reservations and invitations »): the player's reservation list on both bases, the
// organiser's removal of a participant, and the reservation as an iCalendar file behind the link's token.

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

/** A 4-place reservation of `organiser` starting in `hoursAhead` hours, with its link token. */
const game = (organiser: TestPlayer, hoursAhead = 72) =>
  reservationWithLink(testDb.db, organiser.userId, hoursAhead);
const read = (g: InvitationLink, p?: TestPlayer) => readLink(app, g, p);
const answer = (g: InvitationLink, p: TestPlayer, reponses: { idUser: number; reponse: number }[]) =>
  answerLink(app, g, p, reponses);
const accept = (g: InvitationLink, p: TestPlayer) => acceptLink(app, g, p);

describe("the organiser's tools and the player's list", () => {
  it('removes a participant with the family they added; nobody else may', async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const guest = await createGuest(testDb.db);
    const child = await addFamilyContact(testDb.db, guest.userId);
    await answer(g, guest, [
      { idUser: guest.contactId, reponse: 2 },
      { idUser: child, reponse: 2 },
    ]);
    const remove = (p: TestPlayer) =>
      call(app, 'DELETE', '/api/v2/reservation/suppression', {
        token: p.token,
        body: { nIdInvite: guest.contactId, sIdReservation: g.id },
      });
    expect((await remove(guest)).status).toBe(403);
    expect(await remove(organiser)).toEqual({ status: 200, body: { succes: true } });
    expect((await read(g)).body.participants).toHaveLength(1);
    expect((await remove(organiser)).body).toMatchObject({ sCodeErreur: 'RESERVATION-009' });
  });

  it("lists a player's reservations, coming and past, and only to that player", async () => {
    const organiser = await createGuest(testDb.db);
    const coming = await game(organiser);
    const past = await game(organiser, -5);
    const guest = await createGuest(testDb.db);
    await accept(coming, guest);
    const mine = await call(app, 'GET', `/api/v2/user/${organiser.userId}/liste_reservations`, {
      token: organiser.token,
    });
    expect(mine.status).toBe(200);
    const byId = new Map(
      mine.body.reservations.map((r: { id_reservation: string }) => [r.id_reservation, r]),
    );
    expect(byId.get(coming.id)).toMatchObject({
      aVenir: true,
      organisateurMoi: true,
      jetonInvitation: coming.token,
    });
    expect(byId.get(past.id)).toMatchObject({ aVenir: false, statut: 'finished' });
    const guests = await call(app, 'GET', `/api/v2/user/${guest.userId}/liste_reservations`, {
      token: guest.token,
    });
    expect(guests.body.reservations).toEqual([
      expect.objectContaining({ id_reservation: coming.id, maReponse: 2, jetonInvitation: coming.token }),
    ]);
    const other = await call(app, 'GET', `/api/v2/user/${organiser.userId}/liste_reservations`, {
      token: guest.token,
    });
    expect(other.status).toBe(403);
  });

  it("lists a player's reservations on the legacy base too, and only to that player", async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const guest = await createGuest(testDb.db);
    expect((await accept(g, guest)).status).toBe(200);
    const adminToken = await createAccounts(
      testDb.db,
      accountsConfigFromEnv({ isProduction: false }),
    ).issueToken(guest, 'admin');
    const list = await call(app, 'GET', `/api/admin/reservations/groupe?nIdGrandPublic=${guest.userId}`, {
      token: adminToken,
    });
    expect(list.body.reservations).toHaveLength(1);
    expect(list.body.reservations[0]).toMatchObject({ id_reservation: g.id, maReponse: 2 });
    const others = await call(
      app,
      'GET',
      `/api/admin/reservations/groupe?nIdGrandPublic=${organiser.userId}`,
      {
        token: adminToken,
      },
    );
    expect(others.status).toBe(403);
    expect(
      (await call(app, 'GET', '/api/admin/reservations/groupe?nIdGrandPublic=abc', { token: adminToken }))
        .status,
    ).toBe(422);
  });
});

describe('the calendar file', () => {
  it('folds a line of accented letters at 75 octets, never inside a letter, and unfolds to the same text', () => {
    const line = `SUMMARY:${'é'.repeat(60)} — Padel Park`;
    const folded = foldLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
    const lines = folded.split('\r\n');
    expect(lines.map((found) => Buffer.byteLength(found)).every((size) => size <= 75)).toBe(true);
    expect(lines.length).toBe(4);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
  });

  it("gives the reservation as an iCalendar file to the invitation link's holders only", async () => {
    const organiser = await createGuest(testDb.db);
    const g = await game(organiser);
    const ics = await app.request(`/api/v2/reservation/${g.id}/agenda.ics?invitation=${g.token}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const raw = await ics.text();
    // RFC 5545: lines of 75 octets at most, folded with CRLF and a space.
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    // Read as a calendar application reads it (Mozilla's ical.js).
    const event = new ICAL.Component(ICAL.parse(raw)).getFirstSubcomponent('vevent');
    if (!event) throw new Error('no VEVENT');
    expect(event.getFirstPropertyValue('location')).toMatch(/\d{5} /);
    expect(event.getFirstPropertyValue('url')).toContain(`/invitation/${g.id}/${g.token}`);
    expect(String(event.getFirstPropertyValue('dtstart'))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const alarm = event.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe(`-PT${CALENDAR_REMINDER_HOURS}H`);
    expect(
      (await app.request(`/api/v2/reservation/${g.id}/agenda.ics?invitation=${'0'.repeat(32)}`)).status,
    ).toBe(404);
  });
});
