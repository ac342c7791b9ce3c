import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import {
  addFamilyContact,
  addParticipant,
  insertReservation,
} from '../payments/settlement/settlement-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { qrCodeMessages } from './qrcode.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
});
afterAll(() => testDb.close());

const get = (path: string, p?: TestPlayer) =>
  app.request(path, { headers: p ? { authorization: `Bearer ${p.token}` } : {} });

describe('GET v2 qrcode/{type}/{a}/{b} (spec 1 section 7)', () => {
  it("draws a participant's entry QR as SVG for them, the account that added them and the organiser only", async () => {
    const organiser = await createPlayer(testDb.db);
    const player = await createPlayer(testDb.db);
    const stranger = await createPlayer(testDb.db);
    const id = await insertReservation(testDb.db, organiser.userId, {
      startsAt: new Date(Date.now() + 86_400_000),
    });
    await addParticipant(testDb.db, id, { userId: player.userId, contactId: player.contactId });
    const child = await addFamilyContact(testDb.db, player.userId);
    await addParticipant(testDb.db, id, { contactId: child });

    const own = await get(`/api/v2/qrcode/participant/${id}/${player.contactId}`, player);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('image/svg+xml');
    // A door code stays out of the browser's HTTP cache, which a logout cannot empty: the site
    // keeps its own offline copy, deleted with the session.
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.text()).toMatch(/^<svg/);
    expect((await get(`/api/v2/qrcode/participant/${id}/${child}`, player)).status).toBe(200);
    expect((await get(`/api/v2/qrcode/participant/${id}/${player.contactId}`, organiser)).status).toBe(200);

    const refused = await get(`/api/v2/qrcode/participant/${id}/${player.contactId}`, stranger);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ description: qrCodeMessages.notYours });
    expect((await get(`/api/v2/qrcode/participant/${id}/${player.contactId}`)).status).toBe(401);
    expect((await get(`/api/v2/qrcode/participant/${id}/999999`, player)).status).toBe(404);
    expect((await get(`/api/v2/qrcode/participant/pas-un-id/1`, player)).status).toBe(422);
  });

  it("draws the session's QR for its participants only", async () => {
    const organiser = await createPlayer(testDb.db);
    const player = await createPlayer(testDb.db);
    const id = await insertReservation(testDb.db, organiser.userId, {
      startsAt: new Date(Date.now() + 86_400_000),
    });
    expect((await get(`/api/v2/qrcode/seance/${id}`, organiser)).status).toBe(200);
    expect((await get(`/api/v2/qrcode/seance/${id}`, player)).status).toBe(403);
  });
});
