import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createPlayer, idsOf } from '../cart/cart-test-helpers.ts';
import { doorEntries, payments, zones } from '../db/schema.ts';
import { saveSandboxCard } from '../notices/notice-test-helpers.ts';
import { createCardProvider, paymentsConfigFromEnv } from '../payments/index.ts';
import { runSettlement } from '../payments/settlement/index.ts';
import { addParticipant, insertReservation } from '../payments/settlement/settlement-test-helpers.ts';
import { addDays, isoWeekday, localDateOf, zonedInstant } from '../planning/local-time.ts';
import { staffMessages } from '../staff/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { call } from './accounts-test-helpers.ts';
import { createStaffMember } from './staff-test-helpers.ts';

// The hall's reports from its console: occupancy, revenue and no-shows over a range of days, counted by the
// database; as JSON, or as a CSV French spreadsheets open (a BOM, « ; », a decimal comma).

const HALL = 'padel-park';
const PARIS = 'Europe/Paris';

let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
let manager: { email: string; token: string };

const report = (name: string, query: string, token = manager.token) =>
  call(app, 'GET', `/api/gestion/salles/${HALL}/rapports/${name}?${query}`, { token });

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = createApp({ db: testDb.db });
  manager = await createStaffMember(app, HALL, 'gestionnaire');
});
afterAll(() => testDb.close());

describe("a hall's reports", () => {
  it('count one ended game and its one entry at the door: booked minutes, card debits, one no-show of two', async () => {
    const { hallId, sportId } = await idsOf(testDb.db, HALL, 'PADEL');
    const [court] = await testDb.db
      .select({ id: zones.id, label: zones.label })
      .from(zones)
      .where(eq(zones.hallId, hallId))
      .orderBy(zones.position)
      .limit(1);
    if (!court) throw new Error('no court');
    // Yesterday at 18:00 in Paris, whatever the hour the test runs at: ended, inside the opening hours.
    const today = localDateOf(new Date(), PARIS);
    const day = addDays(today, -1);
    const startsAt = zonedInstant(day, 18 * 60, PARIS);
    const query = `du=${day}&au=${today}`;
    const courtMinutes = async () =>
      (await report('occupation', `${query}&par=mois`)).body.lignes
        .filter((line: { idZone: number }) => line.idZone === court.id)
        .reduce((sum: number, line: { minutesReservees: number }) => sum + line.minutesReservees, 0);
    const cardTotal = async () =>
      (await report('recettes', query)).body.lignes
        .filter(
          (line: { mode: string; terrain: string }) => line.mode === 'carte' && line.terrain === court.label,
        )
        .reduce((sum: number, line: { montantCentimes: number }) => sum + line.montantCentimes, 0);
    const bookedBefore = await courtMinutes();
    const paidBefore = await cardTotal();

    const organiser = await createPlayer(testDb.db);
    const teammate = await createPlayer(testDb.db);
    for (const player of [organiser, teammate])
      await saveSandboxCard(testDb.db, player, 'accepted', '497010XXXXXX0014');
    const reservationId = await insertReservation(testDb.db, organiser.userId, {
      startsAt,
      zoneId: court.id,
      sportId,
      totalCents: 4800,
    });
    await addParticipant(testDb.db, reservationId, {
      userId: teammate.userId,
      contactId: teammate.contactId,
    });
    await runSettlement(testDb.db, createCardProvider(testDb.db, paymentsConfigFromEnv()), {
      now: new Date(),
    });
    const paid = await testDb.db
      .select({ amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'paid')));
    expect(paid.length).toBe(2);
    await testDb.db.insert(doorEntries).values({
      hallId,
      decidedAt: startsAt,
      reservationId,
      contactId: organiser.contactId,
      isAllowed: true,
      reason: 'Entrée manuelle',
    });

    // Occupancy: the game's hour on its court, against the court's open hours.
    expect((await courtMinutes()) - bookedBefore).toBe(60);
    const byDay = await report('occupation', query);
    expect(byDay.status).toBe(200);
    const line = byDay.body.lignes.find(
      (found: { periode: string; idZone: number }) => found.periode === day && found.idZone === court.id,
    );
    // PADEL PARK opens 07:15-23:15 every day: 960 minutes a court.
    expect(line).toMatchObject({ terrain: court.label, minutesOuvertes: 960 });
    expect(line.taux).toBe(Math.round((line.minutesReservees / 960) * 10_000) / 10_000);

    // The heat map: the game's weekday and hours, every court together.
    const heat = await report('occupation', `du=${day}&au=${day}&par=heure`);
    const cells: { jour: number; heure: number; minutesReservees: number }[] = heat.body.lignes;
    expect(cells.every((cell) => cell.jour === isoWeekday(day) && cell.heure >= 7 && cell.heure <= 23)).toBe(
      true,
    );
    const bookedThen = cells
      .filter((cell) => cell.heure === 18)
      .reduce((sum, cell) => sum + cell.minutesReservees, 0);
    expect(bookedThen).toBeGreaterThanOrEqual(60);

    // Revenue: the two shares debited by card.
    expect((await cardTotal()) - paidBefore).toBe(paid.reduce((sum, share) => sum + share.amountCents, 0));

    // Revenue week by week: the week of the debits holds them, every week of the range is listed.
    const weekly = await report('recettes', `${query}&par=semaine`);
    const debited = paid.reduce((sum, share) => sum + share.amountCents, 0);
    const weeks: { semaine: string; carteCentimes: number; totalCentimes: number }[] = weekly.body.lignes;
    expect(weeks.length).toBeGreaterThan(0);
    const allCards = (await report('recettes', query)).body.lignes
      .filter((found: { mode: string }) => found.mode === 'carte')
      .reduce((sum: number, found: { montantCentimes: number }) => sum + found.montantCentimes, 0);
    expect(allCards).toBeGreaterThanOrEqual(debited);
    expect(weeks.reduce((sum, week) => sum + week.carteCentimes, 0)).toBe(allCards);
    expect(weekly.body.total.montantCentimes).toBe(weeks.reduce((sum, week) => sum + week.totalCentimes, 0));

    // No-shows: two accepted, one came through the door.
    const noShows = await report('absences', query);
    expect(noShows.body.lignes).toContainEqual(
      expect.objectContaining({
        idReservation: reservationId,
        terrain: court.label,
        attendus: 2,
        entres: 1,
        absents: 1,
      }),
    );

    // The CSV French spreadsheets open: a BOM, « ; », a decimal comma, CRLF.
    const csv = await app.request(`/api/gestion/salles/${HALL}/rapports/occupation?${query}&format=csv`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="occupation-${HALL}-${day}-${today}.csv"`,
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...rows] = text.split('\r\n');
    expect(header).toBe("Période;Terrain;Minutes ouvertes;Minutes réservées;Taux d'occupation (%)");
    const courtRow = rows.find((row) => row.startsWith(`${day};${court.label};960;`));
    expect(courtRow).toBeDefined();
    const rate = Math.round(line.taux * 1000) / 10;
    expect(courtRow?.split(';')[4]).toBe(String(rate).replace('.', ','));
    const money = await app.request(`/api/gestion/salles/${HALL}/rapports/recettes?${query}&format=csv`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(await money.text()).toMatch(new RegExp(`\\r\\nPADEL;${court.label};carte;\\d+,\\d{2};\\d+\\r\\n`));
  });

  it('refuses a receptionist (403) and a bad range or report (422, in French)', async () => {
    const desk = await createStaffMember(app, HALL, 'accueil');
    expect(await report('occupation', 'du=2027-03-01&au=2027-03-31', desk.token)).toEqual({
      status: 403,
      body: { description: staffMessages.roleForbidden },
    });
    const today = localDateOf(new Date(), PARIS);
    const cases: [string, string, string][] = [
      [
        'occupation',
        `du=${today}&au=${addDays(today, -1)}`,
        'Le dernier jour (au) doit venir après le premier (du).',
      ],
      ['occupation', `du=${today}&au=${addDays(today, 366)}`, 'Un rapport couvre au plus 366 jours.'],
      ['recettes', 'du=2027-02-30&au=2027-03-01', "Le premier jour (du) s'écrit AAAA-MM-JJ."],
      ['absences', `du=${today}`, 'Le dernier jour (au) est obligatoire (AAAA-MM-JJ).'],
      ['occupation', `du=${today}&au=${today}&par=annee`, 'par vaut jour, semaine, mois ou heure.'],
      ['occupation', `du=${today}&au=${today}&format=xlsx`, 'format vaut json ou csv.'],
      ['chiffres', `du=${today}&au=${today}`, 'Le rapport est occupation, recettes ou absences.'],
    ];
    for (const [name, query, message] of cases) {
      const refused = await report(name, query);
      expect(refused.status, query).toBe(422);
      expect(JSON.stringify(refused.body), query).toContain(message);
    }
  });
});
