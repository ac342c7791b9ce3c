import { createHash } from 'node:crypto';
import { doorMotifs, formatTimeIn } from '@multisalle/core';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, type TestPlayer } from '../cart/cart-test-helpers.ts';
import { contacts, doorEntries, halls, reservations } from '../db/schema.ts';
import { doorRateLimit } from '../door/rate-limit.ts';
import { ensureDevHallKeys } from '../hall-devices/dev-keys.ts';
import { type DeviceScope, devHallKey } from '../hall-devices/device-keys.ts';
import { addDevice, revokeDevice } from '../hall-devices/device-repository.ts';
import { deviceMessages } from '../hall-devices/messages.ts';
import { addFamilyContact } from '../payments/settlement/settlement-test-helpers.ts';
import { gameInHall } from '../reservations/accept-test-helpers.ts';
import { decodeQrSvg } from '../test/decode-qr.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// « Done when », as a door reader's maker drives the API: book, invite, accept; read the
// participant's QR image with a real decoder; then the door online, the same decisions offline from the
// day's manifest, the batch sent twice; keys that cross halls or scopes; bad bodies; a flooding reader.

const MINUTE = 60_000;
const PARIS = 'Europe/Paris';
/** Wire times are ISO 8601 to the second. */
const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
/** The halls' default entry window: the door opens 30 minutes before the start. */
const WINDOW_MINUTES = 30;

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let padel: { id: number; name: string };
let chateauroux: { id: number; name: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  await ensureDevHallKeys(testDb.db);
  const hallOf = async (key: string) => {
    const [row] = await testDb.db
      .select({ id: halls.id, name: halls.name })
      .from(halls)
      .where(eq(halls.key, key));
    if (!row) throw new Error(`no hall ${key}`);
    return row;
  };
  padel = await hallOf('padel-park');
  chateauroux = await hallOf('multisalle-chateauroux');
});
afterAll(() => testDb.close());

/** A new device of a hall: its id and the key given once. Each test has its own, so rate limits stay apart. */
async function device(hallId: number, scopes: DeviceScope[], name = 'Lecteur de test') {
  const { device: added, key } = await addDevice(testDb.db, { hallId, name, scopes });
  return { id: added.id, key };
}

const scan = (key: string, hallId: number, code: unknown) =>
  call(app, 'POST', `/api/v2/salle/${hallId}/entree`, { token: key, body: { code } });
const manifest = (key: string, hallId: number, date: string, etag?: string) =>
  app.request(`/api/v2/salle/${hallId}/manifeste?date=${date}`, {
    headers: { authorization: `Bearer ${key}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const sendBatch = (key: string, hallId: number, entrees: unknown) =>
  call(app, 'POST', `/api/v2/salle/${hallId}/entrees`, { token: key, body: { entrees } });

/** Book (a 4-place padel game 3 days ahead, written as a booking writes it) and invite (its link). */
const book = async (organiser: TestPlayer) => gameInHall(testDb.db, organiser.userId, 'padel-park');
const answer = (
  game: { id: string; token: string },
  player: TestPlayer,
  reponses: { idUser: number; reponse: number }[],
) =>
  call(app, 'POST', '/api/v2/invitation/reponse', {
    token: player.token,
    body: { uuidReservation: game.id, uuidInvitation: game.token, reponses },
  });
/** The participant's QR image, as the player's phone shows it, read by a QR decoder. */
async function qrCodeOf(game: { id: string }, contactId: number, viewer: TestPlayer): Promise<string> {
  const image = await app.request(`/api/v2/qrcode/participant/${game.id}/${contactId}`, {
    headers: { authorization: `Bearer ${viewer.token}` },
  });
  expect(image.status).toBe(200);
  return decodeQrSvg(await image.text());
}
const startOf = async (id: string) => {
  const [row] = await testDb.db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error('no reservation');
  return row;
};
/** Moves a session's start to now + `minutes`, through the development route browser tests use. */
const startIn = async (id: string, minutes: number) =>
  expect((await call(app, 'POST', `/dev/reservations/${id}/commence-dans/${minutes}`)).status).toBe(200);
const pseudoOf = async (contactId: number) =>
  (await testDb.db.select().from(contacts).where(eq(contacts.id, contactId)))[0]?.pseudonym;
/** One character changed: the next letter or digit in place of the one at `index`. */
const alter = (code: string, index: number) =>
  code.slice(0, index) +
  (code[index] === '9' ? '8' : code[index] === 'f' ? 'e' : '9') +
  code.slice(index + 1);

describe('the door online: POST /salle/{idMultisalle}/entree', () => {
  it("a participant's decoded QR code is refused 3 days before (too early, with the opening time), let in from 30 minutes before the start, refused on the second scan, with another hall's reader, and when one character changes", async () => {
    const door = await device(padel.id, ['entree'], 'Porte principale');
    const otherDoor = await device(chateauroux.id, ['entree'], 'Porte de Châteauroux');
    const organiser = await createPlayer(testDb.db);
    const guest = await createPlayer(testDb.db);
    const child = await addFamilyContact(testDb.db, guest.userId);
    const game = await book(organiser);
    expect(
      await answer(game, guest, [
        { idUser: guest.contactId, reponse: 2 },
        { idUser: child, reponse: 2 },
      ]),
    ).toEqual({ status: 200, body: { succes: true } });

    const code = await qrCodeOf(game, guest.contactId, guest);
    expect(code).toMatch(/^MS1\.P\./);
    const pseudo = await pseudoOf(guest.contactId);

    // Three days before: too early, and the door says the day and from when it opens.
    const booked = await startOf(game.id);
    const opening = new Date(booked.startsAt.getTime() - WINDOW_MINUTES * MINUTE);
    const early = await scan(door.key, padel.id, code);
    expect(early.status).toBe(200);
    expect(early.body).toEqual({
      autorise: false,
      motif: expect.stringContaining(`l'entrée ouvre à partir de ${formatTimeIn(opening, PARIS)}`),
      participant: { pseudo },
      seance: {
        debut: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
        fin: expect.any(String),
        terrain: expect.any(String),
        sport: 'PADEL',
      },
    });
    expect(early.body.motif).toMatch(/^Trop tôt\s: votre séance est le \S+ \d+(er)? \S+, l'entrée ouvre/);
    expect(Date.parse(early.body.seance.debut)).toBe(toSecond(booked.startsAt.getTime()));

    // 31 minutes before the start the door is still shut; 29 minutes before it opens.
    await startIn(game.id, WINDOW_MINUTES + 1);
    const soon = await startOf(game.id);
    const shut = await scan(door.key, padel.id, code);
    // (« Trop tôt : l'entrée ouvre à partir de … », with the day too when the test runs a minute before midnight)
    const shutAt = formatTimeIn(new Date(soon.startsAt.getTime() - WINDOW_MINUTES * MINUTE), PARIS);
    expect(shut.body).toMatchObject({ autorise: false, motif: expect.stringMatching(/^Trop tôt\s: /) });
    expect(shut.body.motif).toContain(`l'entrée ouvre à partir de ${shutAt}.`);
    await startIn(game.id, WINDOW_MINUTES - 1);
    const allowed = await scan(door.key, padel.id, code);
    expect(allowed.body).toMatchObject({
      autorise: true,
      motif: doorMotifs.allowed,
      participant: { pseudo },
    });

    // The same code again, while the session runs: a screenshot passed to a friend opens nothing.
    const [entry] = await testDb.db
      .select()
      .from(doorEntries)
      .where(and(eq(doorEntries.reservationId, game.id), eq(doorEntries.isAllowed, true)));
    const second = await scan(door.key, padel.id, code);
    expect(second.body).toMatchObject({
      autorise: false,
      motif: doorMotifs.alreadyIn(formatTimeIn(entry?.decidedAt ?? new Date(), PARIS)),
    });
    expect(second.body.motif).toMatch(/^Déjà entré à \d{2}h\d{2}\.$/);

    // Another hall's reader, at its own door: refused, and told where the session is.
    const elsewhere = await scan(otherDoor.key, chateauroux.id, code);
    expect(elsewhere.body).toMatchObject({ autorise: false, motif: doorMotifs.otherHall(padel.name) });

    // One character changed anywhere (kind, reservation, participant, signature): unknown or altered.
    const parts = code.split('.');
    const contactAt = code.lastIndexOf(`.${parts[3]}.`) + 1;
    for (const index of [0, 7, contactAt, code.length - 1]) {
      const changed = alter(code, index);
      expect(changed).not.toBe(code);
      expect((await scan(door.key, padel.id, changed)).body).toEqual({
        autorise: false,
        motif: doorMotifs.unknownCode,
        participant: null,
        seance: null,
      });
    }

    // A family member the guest accepted for enters with their own code.
    const childCode = await qrCodeOf(game, child, guest);
    expect((await scan(door.key, padel.id, childCode)).body).toMatchObject({ autorise: true });

    // Every decision is recorded: device, time, participant, allowed or not, motif.
    const recorded = await testDb.db.select().from(doorEntries).where(eq(doorEntries.deviceId, door.id));
    expect(recorded).toHaveLength(9);
    expect(recorded.filter((row) => row.isAllowed)).toHaveLength(2);
    expect(recorded.every((row) => row.reason.length > 0 && row.decidedAt instanceof Date)).toBe(true);
    expect(recorded.filter((row) => row.contactId === guest.contactId)).toHaveLength(4);
  });

  it("lets a player in with the 6-digit PIN they generated for the session, once; an unknown PIN or another hall's reader is refused in French", async () => {
    const door = await device(padel.id, ['entree'], 'Porte au clavier');
    const otherDoor = await device(chateauroux.id, ['entree'], 'Clavier de Châteauroux');
    const organiser = await createPlayer(testDb.db);
    const guest = await createPlayer(testDb.db);
    const game = await book(organiser);
    await answer(game, guest, [{ idUser: guest.contactId, reponse: 2 }]);
    const generated = await call(app, 'POST', '/api/v2/participant/generate-pin', {
      token: guest.token,
      body: { userId: guest.userId, uuidReservation: game.id },
    });
    const pin: string = generated.body.code_pin;
    expect(pin).toMatch(/^\d{6}$/);

    await startIn(game.id, WINDOW_MINUTES + 1);
    expect((await scan(door.key, padel.id, pin)).body).toMatchObject({
      autorise: false,
      motif: expect.stringMatching(/^Trop tôt\s: /),
      participant: { pseudo: await pseudoOf(guest.contactId) },
    });
    await startIn(game.id, 10);
    expect((await scan(door.key, padel.id, pin)).body).toMatchObject({
      autorise: true,
      motif: doorMotifs.allowed,
    });
    expect((await scan(door.key, padel.id, pin)).body.motif).toMatch(/^Déjà entré à /);
    const other = await scan(otherDoor.key, chateauroux.id, pin);
    expect(other.body).toEqual({
      autorise: false,
      motif: doorMotifs.unknownPin,
      participant: null,
      seance: null,
    });
    const wrong = pin === '000000' ? '000001' : '000000';
    expect((await scan(door.key, padel.id, wrong)).body.motif).toBe(doorMotifs.unknownPin);

    // Offline, the reader matches a typed PIN by its digest in the day's manifest, and its batch names the
    // participant as the online door did.
    const today = (await startOf(game.id)).startsAt;
    const day = (await (await manifest(door.key, padel.id, localDay(today))).json()) as {
      entrees: { empreintePin: string | null; pseudo: string }[];
    };
    expect(day.entrees.find((entry) => entry.empreintePin === sha256(pin))?.pseudo).toBe(
      await pseudoOf(guest.contactId),
    );
    const keypad = await device(padel.id, ['entree'], 'Clavier hors connexion');
    const offline = {
      id: 'clavier-1',
      code: pin,
      autorise: true,
      motif: doorMotifs.allowed,
      le: new Date().toISOString(),
    };
    expect((await sendBatch(keypad.key, padel.id, [offline])).body).toEqual({
      recues: 1,
      enregistrees: 1,
      dejaRecues: 0,
    });
    const [recorded] = await testDb.db.select().from(doorEntries).where(eq(doorEntries.deviceId, keypad.id));
    expect(recorded).toMatchObject({ reservationId: game.id, contactId: guest.contactId });
  });

  it('follows the window a manager sets in the console at once: 45 minutes lets a player in 40 minutes before', async () => {
    const door = await device(padel.id, ['entree'], 'Porte de la fenêtre');
    const organiser = await createPlayer(testDb.db);
    const game = await book(organiser);
    const generated = await call(app, 'POST', '/api/v2/participant/generate-pin', {
      token: organiser.token,
      body: { userId: organiser.userId, uuidReservation: game.id },
    });
    const pin: string = generated.body.code_pin;
    await startIn(game.id, 40);
    expect((await scan(door.key, padel.id, pin)).body.motif).toMatch(/^Trop tôt\s: /);
    const manager = await createStaffMember(app, 'padel-park', 'gestionnaire');
    const setWindow = (minutes: number) =>
      call(app, 'PUT', '/api/gestion/salles/padel-park/porte', {
        token: manager.token,
        body: { ouvertureMinutesAvant: minutes },
      });
    expect((await setWindow(45)).status).toBe(200);
    try {
      expect((await scan(door.key, padel.id, pin)).body).toMatchObject({
        autorise: true,
        motif: doorMotifs.allowed,
      });
    } finally {
      // The other tests of this file count on the halls' default window.
      expect((await setWindow(WINDOW_MINUTES)).status).toBe(200);
    }
  });

  it("refuses a cancelled session, a declined invitation, a finished session and the session's own QR code, each in French", async () => {
    const door = await device(padel.id, ['entree']);
    const organiser = await createPlayer(testDb.db);
    const decliner = await createPlayer(testDb.db);
    const game = await book(organiser);
    expect((await answer(game, decliner, [{ idUser: decliner.contactId, reponse: 1 }])).status).toBe(200);
    const organiserCode = await qrCodeOf(game, organiser.contactId, organiser);
    const declinerCode = await qrCodeOf(game, decliner.contactId, decliner);

    await startIn(game.id, 5);
    expect((await scan(door.key, padel.id, declinerCode)).body).toMatchObject({
      autorise: false,
      motif: doorMotifs.notAccepted,
    });
    const sessionImage = await app.request(`/api/v2/qrcode/seance/${game.id}`, {
      headers: { authorization: `Bearer ${organiser.token}` },
    });
    const sessionCode = await decodeQrSvg(await sessionImage.text());
    expect((await scan(door.key, padel.id, sessionCode)).body).toMatchObject({
      motif: doorMotifs.sessionCode,
    });

    await startIn(game.id, -90);
    const ended = await startOf(game.id);
    expect((await scan(door.key, padel.id, organiserCode)).body).toMatchObject({
      autorise: false,
      motif: doorMotifs.finished(formatTimeIn(ended.endsAt, PARIS)),
    });

    await startIn(game.id, 5);
    await testDb.db
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(reservations.id, game.id));
    expect((await scan(door.key, padel.id, organiserCode)).body).toMatchObject({
      autorise: false,
      motif: doorMotifs.cancelled,
    });
  });
});

describe('two doors at the same instant', () => {
  it('let a code in once when 2 readers scan it 3 times each at once (a database constraint, not a check in JavaScript)', async () => {
    const doors = [await device(padel.id, ['entree']), await device(padel.id, ['entree'])];
    const organiser = await createPlayer(testDb.db);
    const game = await book(organiser);
    const code = await qrCodeOf(game, organiser.contactId, organiser);
    await startIn(game.id, 5);
    const answers = await Promise.all(
      [...doors, ...doors, ...doors].map((door) => scan(door.key, padel.id, code)),
    );
    expect(answers.filter((answer) => answer.body.autorise)).toHaveLength(1);
    expect(answers.filter((answer) => /^Déjà entré à \d{2}h\d{2}\.$/.test(answer.body.motif))).toHaveLength(
      5,
    );
  });
});

/** What a manifest gives a reader. */
interface ManifestBody {
  date: string;
  entrees: { empreinte: string; pseudo: string; ouverture: string; fin: string; entreLe: string | null }[];
  annulations: { empreinte: string; motif: string }[];
}

/**
 * A door reader offline, written from the server README's « How a reader verifies a code offline »: the
 * digest of the scanned text looked up in the day's manifest, the window, one entry per code.
 */
function offlineReader(day: ManifestBody) {
  const entered = new Map<string, Date>();
  const cancelled = new Map(day.annulations.map((line) => [line.empreinte, line.motif]));
  return (scanned: string, now: Date) => {
    const digest = createHash('sha256').update(scanned, 'utf8').digest('hex');
    const entry = day.entrees.find((line) => line.empreinte === digest);
    if (!entry) return { autorise: false, motif: cancelled.get(digest) ?? doorMotifs.unknownCode };
    const opens = new Date(entry.ouverture);
    if (now < opens) return { autorise: false, motif: doorMotifs.tooEarly(formatTimeIn(opens, PARIS)) };
    if (now >= new Date(entry.fin))
      return { autorise: false, motif: doorMotifs.finished(formatTimeIn(new Date(entry.fin), PARIS)) };
    const at = entered.get(digest) ?? (entry.entreLe ? new Date(entry.entreLe) : undefined);
    if (at) return { autorise: false, motif: doorMotifs.alreadyIn(formatTimeIn(at, PARIS)) };
    entered.set(digest, now);
    return { autorise: true, motif: doorMotifs.allowed };
  };
}

const localDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(instant);

describe('the door offline: GET manifeste, POST entrees', () => {
  it("gives the day's codes as digests with pseudonyms and their 30-minute windows, decides the same offline, and records a batch sent twice once", async () => {
    const door = await device(padel.id, ['entree']);
    const organiser = await createPlayer(testDb.db);
    const guest = await createPlayer(testDb.db);
    const decliner = await createPlayer(testDb.db);
    const game = await book(organiser);
    await answer(game, guest, [{ idUser: guest.contactId, reponse: 2 }]);
    await answer(game, decliner, [{ idUser: decliner.contactId, reponse: 1 }]);
    const code = await qrCodeOf(game, guest.contactId, guest);
    const declinerCode = await qrCodeOf(game, decliner.contactId, decliner);

    // Three days before, from that day's manifest: too early.
    const booked = await startOf(game.id);
    const ahead = await manifest(door.key, padel.id, localDay(booked.startsAt));
    expect(ahead.status).toBe(200);
    const aheadBody = (await ahead.json()) as ManifestBody;
    const early = offlineReader(aheadBody)(code, new Date());
    expect(early).toEqual({
      autorise: false,
      motif: doorMotifs.tooEarly(
        formatTimeIn(new Date(booked.startsAt.getTime() - WINDOW_MINUTES * MINUTE), PARIS),
      ),
    });

    // The session moved to 10 minutes from now: today's manifest, read again unchanged, answers 304.
    await startIn(game.id, 10);
    const today = localDay((await startOf(game.id)).startsAt);
    const first = await manifest(door.key, padel.id, today);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const day = (await first.json()) as ManifestBody;
    expect((await manifest(door.key, padel.id, today, etag)).status).toBe(304);

    // Digests and pseudonyms only: no code, no name, no email in what a reader keeps.
    const text = JSON.stringify(day);
    expect(text).not.toContain(code);
    expect(text).not.toContain('Martin');
    expect(text).not.toContain('@');
    const line = day.entrees.find((entry) => entry.empreinte === sha256(code));
    expect(line).toMatchObject({ pseudo: await pseudoOf(guest.contactId), entreLe: null });
    const start = (await startOf(game.id)).startsAt;
    expect(Date.parse(line?.ouverture ?? '')).toBe(toSecond(start.getTime() - WINDOW_MINUTES * MINUTE));
    expect(day.entrees.some((entry) => entry.empreinte === sha256(declinerCode))).toBe(false);

    // The same decisions as online: in once, refused on the second scan, one character changed refused.
    const reader = offlineReader(day);
    const now = new Date();
    const decisions = [
      { id: 'porte-1-0001', code, ...reader(code, now) },
      { id: 'porte-1-0002', code, ...reader(code, new Date(now.getTime() + MINUTE)) },
      {
        id: 'porte-1-0003',
        code: alter(code, code.length - 1),
        ...reader(alter(code, code.length - 1), now),
      },
      { id: 'porte-1-0004', code: declinerCode, ...reader(declinerCode, now) },
    ];
    expect(decisions.map((d) => [d.autorise, d.motif])).toEqual([
      [true, doorMotifs.allowed],
      [false, doorMotifs.alreadyIn(formatTimeIn(now, PARIS))],
      [false, doorMotifs.unknownCode],
      [false, doorMotifs.unknownCode],
    ]);

    const batch = decisions.map((d, index) => ({
      ...d,
      le: new Date(now.getTime() + index * 1000).toISOString(),
    }));
    const sent = await sendBatch(door.key, padel.id, batch);
    expect(sent).toEqual({ status: 200, body: { recues: 4, enregistrees: 4, dejaRecues: 0 } });
    const again = await sendBatch(door.key, padel.id, batch);
    expect(again).toEqual({ status: 200, body: { recues: 4, enregistrees: 0, dejaRecues: 4 } });
    const [rows] = await testDb.db
      .select({ n: count() })
      .from(doorEntries)
      .where(and(eq(doorEntries.deviceId, door.id), isNotNull(doorEntries.readerEntryId)));
    expect(rows?.n).toBe(4);

    // The offline entry counts online: the door now refuses the code, and the manifest says it was used.
    expect((await scan(door.key, padel.id, code)).body).toMatchObject({
      autorise: false,
      motif: doorMotifs.alreadyIn(formatTimeIn(now, PARIS)),
    });
    const after = await manifest(door.key, padel.id, today, etag);
    expect(after.status).toBe(200);
    const used = ((await after.json()) as ManifestBody).entrees.find(
      (entry) => entry.empreinte === sha256(code),
    );
    expect(Date.parse(used?.entreLe ?? '')).toBe(toSecond(now.getTime()));
  });

  it("lists the codes cancelled since this reader's last read, once, with the motif", async () => {
    const door = await device(padel.id, ['entree']);
    const organiser = await createPlayer(testDb.db);
    const guest = await createPlayer(testDb.db);
    const game = await book(organiser);
    await answer(game, guest, [{ idUser: guest.contactId, reponse: 2 }]);
    const code = await qrCodeOf(game, guest.contactId, guest);
    const date = localDay((await startOf(game.id)).startsAt);

    const before = (await (await manifest(door.key, padel.id, date)).json()) as ManifestBody;
    expect(before.entrees.map((entry) => entry.empreinte)).toContain(sha256(code));
    expect(before.annulations).toEqual([]);
    // 72 hours ahead: the organiser may still cancel (48 hours at the latest).
    expect(
      (await call(app, 'PUT', `/api/v2/reservation/annulation/gp/${game.id}`, { token: organiser.token }))
        .status,
    ).toBe(200);

    const read = await manifest(door.key, padel.id, date);
    const cancelled = (await read.json()) as ManifestBody;
    expect(cancelled.entrees.map((entry) => entry.empreinte)).not.toContain(sha256(code));
    expect(cancelled.annulations).toContainEqual({ empreinte: sha256(code), motif: doorMotifs.cancelled });
    expect(offlineReader(cancelled)(code, new Date())).toEqual({
      autorise: false,
      motif: doorMotifs.cancelled,
    });
    expect((await manifest(door.key, padel.id, date, read.headers.get('etag') ?? '')).status).toBe(304);
    const next = (await (await manifest(door.key, padel.id, date)).json()) as ManifestBody;
    expect(next.annulations).toEqual([]);
  });
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('device keys on the door', () => {
  it("answers 401 without a live key, and 403 in French for another hall's key or a key without the entree scope", async () => {
    const door = await device(padel.id, ['entree']);
    const screen = await device(padel.id, ['ecran']);
    const otherDoor = await device(chateauroux.id, ['entree']);
    const body = { code: 'MS1.P.x' };
    const noKey = await call(app, 'POST', `/api/v2/salle/${padel.id}/entree`, { body });
    expect(noKey).toEqual({ status: 401, body: { description: deviceMessages.badKey } });
    expect((await scan('appareil-inconnu', padel.id, 'x')).status).toBe(401);
    const player = await createPlayer(testDb.db);
    expect((await scan(player.token, padel.id, 'x')).status).toBe(401);

    expect(await scan(otherDoor.key, padel.id, 'x')).toEqual({
      status: 403,
      body: { description: deviceMessages.otherHall },
    });
    expect((await manifest(otherDoor.key, padel.id, '2026-11-25')).status).toBe(403);
    expect((await sendBatch(otherDoor.key, padel.id, [])).status).toBe(403);
    expect(await scan(screen.key, padel.id, 'x')).toEqual({
      status: 403,
      body: { description: deviceMessages.missingScope.entree },
    });
    // A door key records no match; the hall's development key has every scope.
    const ingest = await call(app, 'POST', '/api/v2/parties', { token: door.key, body: {} });
    expect(ingest).toEqual({ status: 403, body: { description: deviceMessages.missingScope.tablette } });
    expect((await scan(devHallKey('padel-park'), padel.id, 'x')).body).toMatchObject({ autorise: false });

    await revokeDevice(testDb.db, door.id);
    expect((await scan(door.key, padel.id, 'x')).status).toBe(401);
  });
});

describe('bad input on the door', () => {
  it('answers malformed or hostile bodies, dates and batches with a French 4xx, never a 500, and records nothing', async () => {
    const door = await device(padel.id, ['entree']);
    const english = /\b(Invalid|Expected|Required|Unexpected|received|must be)\b/;
    const refused = async (answer: { status: number; body: unknown }) => {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      const { detail, description } = answer.body as { detail?: string; description?: string };
      const message = detail ?? description ?? '';
      expect(message).not.toBe('');
      expect(message).not.toMatch(english);
    };
    const post = (path: string, body: string) =>
      app.request(`/api/v2/salle/${padel.id}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${door.key}`, 'content-type': 'application/json' },
        body,
      });
    const asAnswer = async (response: Response) => ({ status: response.status, body: await response.json() });

    for (const code of [undefined, 42, '', '   ', 'x'.repeat(600), ['MS1'], { a: 1 }, null, 'a\u0000b'])
      await refused(await scan(door.key, padel.id, code));
    await refused(await asAnswer(await post('entree', '{')));
    await refused(await asAnswer(await post('entree', '[]')));
    await refused(await asAnswer(await post('entree', 'null')));
    for (const date of ['', '2026-02-30', '25/11/2026', '0001-01-01', "2026-11-25' OR 1=1"])
      await refused(await asAnswer(await manifest(door.key, padel.id, encodeURIComponent(date))));
    await refused(
      await asAnswer(
        await app.request(`/api/v2/salle/${padel.id}/manifeste`, {
          headers: { authorization: `Bearer ${door.key}` },
        }),
      ),
    );

    const good = { id: 'a-1', code: 'MS1.x', autorise: true, motif: 'ok', le: new Date().toISOString() };
    const longAgo = new Date(Date.now() - 40 * 24 * 3_600_000).toISOString();
    for (const entrees of [
      [],
      'pas une liste',
      Array.from({ length: 501 }, (_, index) => ({ ...good, id: `a-${index}` })),
      [{ ...good, id: 'espaces interdits' }],
      [{ ...good, le: 'hier' }],
      [{ ...good, le: longAgo }],
      [{ ...good, autorise: 'oui' }],
      [{ ...good, motif: '' }],
      [{ ...good, id: 'x'.repeat(101) }],
    ])
      await refused(await sendBatch(door.key, padel.id, entrees));
    await refused(await asAnswer(await post('entrees', '{"entrees":')));

    const recorded = await testDb.db
      .select({ n: count() })
      .from(doorEntries)
      .where(eq(doorEntries.deviceId, door.id));
    expect(recorded[0]?.n).toBe(0);
  });
});

/** A query value as a client sends it; a lone surrogate cannot be encoded, so its broken bytes go as they are. */
const queryValue = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

describe('generated hostile bodies on the door, with a valid key', () => {
  it('never answers 500 to 50 generated bodies on the 3 door calls, and refuses in French', async () => {
    const door = await device(padel.id, ['entree']);
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('\u0000', '\uD800', 'é'.repeat(2_000), '2026-02-30', "' OR 1=1 --", 'MS1.P.x.1.y'),
    );
    const value: fc.Arbitrary<unknown> = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    const body = fc.oneof(
      value,
      fc.record({ code: value }, { requiredKeys: [] }),
      fc.record({
        entrees: fc.oneof(
          value,
          fc.array(fc.record({ id: value, code: value, autorise: value, motif: value, le: value }), {
            maxLength: 3,
          }),
        ),
      }),
    );
    const call = fc.record({ path: fc.constantFrom('entree', 'entrees', 'manifeste'), body, date: text });
    await fc.assert(
      fc.asyncProperty(call, async (input) => {
        const isRead = input.path === 'manifeste';
        const response = await app.request(
          `/api/v2/salle/${padel.id}/${input.path}${isRead ? `?date=${queryValue(input.date)}` : ''}`,
          {
            method: isRead ? 'GET' : 'POST',
            headers: { authorization: `Bearer ${door.key}`, 'content-type': 'application/json' },
            body: isRead ? undefined : (JSON.stringify(input.body) ?? 'null'),
          },
        );
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          const refusal = (await response.json()) as { detail?: string; description?: string };
          expect(refusal.detail ?? refusal.description).toMatch(/[a-zé]/);
          expect(refusal.detail ?? refusal.description).not.toMatch(
            /\b(Invalid|Expected|Required|received)\b/,
          );
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('a door reader flooding the API', () => {
  it(`is answered 429 in French past ${doorRateLimit.limit} calls a minute, and other readers are not`, async () => {
    const flooding = await device(padel.id, ['entree']);
    const calm = await device(padel.id, ['entree']);
    // A fixed window may turn during the loop: within twice the limit plus one, one window overflows.
    let first429:
      | { index: number; answer: Awaited<ReturnType<typeof call>>; retryAfter: string | null }
      | undefined;
    for (let index = 0; index < 2 * doorRateLimit.limit + 1 && !first429; index += 1) {
      const response = await app.request(`/api/v2/salle/${padel.id}/entree`, {
        method: 'POST',
        headers: { authorization: `Bearer ${flooding.key}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.status === 429)
        first429 = {
          index,
          answer: { status: 429, body: await response.json() },
          retryAfter: response.headers.get('retry-after'),
        };
      else expect(response.status).toBe(422);
    }
    expect(first429?.index).toBeGreaterThanOrEqual(doorRateLimit.limit);
    expect(first429?.answer.body).toEqual({ description: doorMotifs.tooManyRequests });
    expect(Number(first429?.retryAfter)).toBeGreaterThan(0);
    expect(Number(first429?.retryAfter)).toBeLessThanOrEqual(60);
    expect((await scan(calm.key, padel.id, 'x')).status).toBe(200);
  });
});
