import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import {
  bookings,
  contacts,
  hallPartnerOrigins,
  halls,
  sports,
  staffAudit,
  users,
  zones,
} from '../db/schema.ts';
import { seedAccounts } from '../db/seed-accounts.ts';
import { insertPastReservation } from '../matches/past-reservation.ts';
import { serverRoot } from '../paths.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { exportHalls } from './export-halls.ts';
import { jsonText, reportLines } from './halls-command.ts';
import { type HallsFile, hallsJsonSchema } from './halls-file.ts';
import { readHallsFile } from './halls-file-rules.ts';
import { HallsImportRefused, importHalls } from './import-halls.ts';

// The example file is the demo seed's halls, and the JSON Schema is the file schema's: both are checked
// here, so neither can drift. After a change of the seed or of the schema, write them again with
// `UPDATE_HALLS_FILES=1 npx vitest run --project server-pglite src/hall-import/import-halls.test.ts`, and read
// the difference before committing it.
const examplePath = join(serverRoot, 'halls.example.json');
const schemaPath = join(serverRoot, 'halls.schema.json');
const isUpdating = process.env.UPDATE_HALLS_FILES === '1';

/** A Tuesday afternoon in Paris: every instant of these tests is placed from it. */
const NOW = new Date('2027-03-16T13:30:00Z');

let seeded: TestDatabase;
let empty: TestDatabase;
beforeAll(async () => {
  [seeded, empty] = await Promise.all([createTestDatabase(), createTestDatabase({ seed: false })]);
});
afterAll(async () => {
  await Promise.all([seeded.close(), empty.close()]);
});

const example = (): HallsFile => {
  const read = readHallsFile(readFileSync(examplePath, 'utf8'));
  if (!read.ok) throw new Error(read.problems.join('\n'));
  return read.file;
};

/** The hall list as the API answers it, ids left out (they depend on the order rows were written). */
async function listedHalls(db: TestDatabase['db']) {
  const answer = await createApp({ db }).request('/api/v2/multisalle');
  const body = (await answer.json()) as { multisalleListe: Record<string, unknown>[] };
  return body.multisalleListe.map(({ idMultisalle: _id, sports: hallSports, ...hall }) => ({
    ...hall,
    sports: (hallSports as Record<string, unknown>[]).map(({ idSport: _sport, ...sport }) => sport),
  }));
}

const auditLines = async (db: TestDatabase['db']) => (await db.select({ n: count() }).from(staffAudit))[0]?.n;

describe('the halls file', () => {
  it("halls.example.json is the demo seed's halls, as `npm run halls -- export` writes them", async () => {
    const exported = { $schema: './halls.schema.json', ...(await exportHalls(seeded.db)) };
    if (isUpdating) writeFileSync(examplePath, jsonText(exported));
    expect(JSON.parse(readFileSync(examplePath, 'utf8'))).toEqual(JSON.parse(JSON.stringify(exported)));
    expect(exported.salles.map((hall) => hall.cle)).toEqual([
      'padel-park',
      'multisalle-chateauroux',
      'multisalle-ajaccio',
      'multisalle-bourges',
    ]);
  });

  it("halls.schema.json is the file schema's JSON Schema, and the example follows it", () => {
    if (isUpdating) writeFileSync(schemaPath, jsonText(hallsJsonSchema()));
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
    expect(schema).toEqual(hallsJsonSchema());
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(schema.properties)).toEqual(['$schema', 'sports', 'salles']);
    expect(readHallsFile(readFileSync(examplePath, 'utf8')).ok).toBe(true);
  });
});

describe('importing halls', () => {
  it("the example imported into an empty database gives the demo seed's halls: list, courts, hours, prices", async () => {
    const report = await importHalls(empty.db, example(), NOW);
    expect(report.halls.map((hall) => hall.outcome)).toEqual(['creee', 'creee', 'creee', 'creee']);
    expect(reportLines(report)).toEqual([
      '4 salles importées\u00a0: padel-park (créée), multisalle-chateauroux (créée), multisalle-ajaccio (créée), multisalle-bourges (créée).',
      'Sports\u00a0: 13 créés.',
    ]);
    expect(await exportHalls(empty.db)).toEqual(await exportHalls(seeded.db));
    expect(await listedHalls(empty.db)).toEqual(await listedHalls(seeded.db));
    // Only what the file says: no demo player, booking or partner site comes with it.
    for (const table of [users, bookings, hallPartnerOrigins])
      expect((await empty.db.select({ n: count() }).from(table))[0]?.n).toBe(0);
    // The hours and prices were written by the console's rules, which the journal shows.
    const journal = await empty.db.select().from(staffAudit);
    expect(new Set(journal.map((line) => `${line.staffEmail} ${line.action}`))).toEqual(
      new Set(['npm run halls regle.horaires', 'npm run halls regle.tarifs']),
    );
  });

  it('importing the same file again changes nothing: nothing written, not even a journal line', async () => {
    const before = { halls: await exportHalls(empty.db), journal: await auditLines(empty.db) };
    const report = await importHalls(empty.db, example(), NOW);
    expect(report.halls.every((hall) => hall.outcome === 'inchangee')).toBe(true);
    expect(reportLines(report)).toEqual([
      'Rien à changer\u00a0: les 4 salles et 13 sports du fichier sont déjà à jour.',
    ]);
    expect({ halls: await exportHalls(empty.db), journal: await auditLines(empty.db) }).toEqual(before);
  });

  it('a changed file updates the hall of the same key: a price, a court added, a court never booked taken away', async () => {
    const file = example();
    const padel = file.salles[0];
    if (!padel) throw new Error('no padel-park in the example');
    const [court1, court2] = padel.terrains;
    const band = court1?.offres[0]?.tarifs[0];
    if (!court1 || !court2 || !band) throw new Error('unexpected example');
    band.prixCentimes = 3900;
    padel.terrains = [court1, { ...court2, nom: 'Terrain de padel 3' }];
    padel.legende = 'Deux terrains de padel couverts.';
    const [{ id: padelId } = { id: 0 }] = await empty.db
      .select({ id: halls.id })
      .from(halls)
      .where(eq(halls.key, 'padel-park'));

    const report = await importHalls(empty.db, file, NOW);
    expect(reportLines(report)).toEqual([
      '4 salles importées\u00a0: padel-park (mise à jour), multisalle-chateauroux (inchangée), multisalle-ajaccio (inchangée), multisalle-bourges (inchangée).',
      'salle padel-park\u00a0: terrain « Terrain de padel 2 » retiré (absent du fichier, jamais réservé).',
      'salle padel-park\u00a0: terrain « Table de ping-pong » retiré (absent du fichier, jamais réservé).',
    ]);
    const after = (await exportHalls(empty.db)).salles[0];
    expect(after?.legende).toBe('Deux terrains de padel couverts.');
    expect(after?.terrains.map((court) => court.nom)).toEqual(['Terrain de padel 1', 'Terrain de padel 3']);
    expect(
      after?.terrains[0]?.offres[0]?.tarifs.find((price) => price.debut === '07:15' && price.jours[0] === 1),
    ).toMatchObject({
      prixCentimes: 3900,
    });
    // The same hall, by its key: its id, and so its players' bookings and links, stay.
    const [kept] = await empty.db.select({ id: halls.id }).from(halls).where(eq(halls.key, 'padel-park'));
    expect(kept?.id).toBe(padelId);
    // Once more, and nothing changes.
    expect(reportLines(await importHalls(empty.db, file, NOW))[0]).toMatch(/^Rien à changer/);
  });

  it('refuses, in French and writing nothing, to take away a court with bookings to come or with a history', async () => {
    const file = example();
    const padel = file.salles[0];
    if (!padel) throw new Error('no padel-park in the example');
    await importHalls(empty.db, file, NOW);
    const court = async (label: string) =>
      (await empty.db.select().from(zones).where(eq(zones.label, label)))[0]?.id ?? 0;
    const [padelSport] = await empty.db.select().from(sports).where(eq(sports.label, 'PADEL'));
    const [pingPong] = await empty.db.select().from(sports).where(eq(sports.label, 'PING PONG'));
    // Tomorrow on court 2; yesterday on the table.
    await empty.db.insert(bookings).values([
      {
        zoneId: await court('Terrain de padel 2'),
        sportId: padelSport?.id ?? 0,
        startsAt: new Date('2027-03-17T16:45:00Z'),
        endsAt: new Date('2027-03-17T18:15:00Z'),
      },
      {
        zoneId: await court('Table de ping-pong'),
        sportId: pingPong?.id ?? 0,
        startsAt: new Date('2027-03-15T16:00:00Z'),
        endsAt: new Date('2027-03-15T16:30:00Z'),
      },
    ]);
    const before = { halls: await exportHalls(empty.db), journal: await auditLines(empty.db) };
    padel.terrains = padel.terrains.slice(0, 1);
    padel.legende = 'Un seul terrain.';

    const refused = await importHalls(empty.db, file, NOW).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HallsImportRefused);
    expect((refused as HallsImportRefused).problems).toEqual([
      "salle padel-park\u00a0: le terrain « Terrain de padel 2 » n'est plus dans le fichier, mais 1 réservation à venir l'occupe\u00a0: annulez-les depuis la console, ou gardez le terrain dans le fichier.",
      'salle padel-park\u00a0: le terrain « Table de ping-pong » n\'est plus dans le fichier, mais il a déjà été réservé et son historique en dépend\u00a0: gardez-le dans le fichier, avec "horaires": [] pour le fermer.',
    ]);
    expect({ halls: await exportHalls(empty.db), journal: await auditLines(empty.db) }).toEqual(before);
  });

  it("refuses new opening hours that leave a reservation to come outside them, by the console's rule", async () => {
    await seedAccounts(empty.db);
    const [player] = await empty.db
      .select({ userId: users.id, contactId: contacts.id })
      .from(users)
      .innerJoin(contacts, eq(contacts.userId, users.id))
      .where(eq(users.email, 'joueur@multisalle.fr'));
    if (!player) throw new Error('no player');
    // Thursday 19:30 to 21:00 in Paris, on the first padel court.
    await insertPastReservation(empty.db, {
      hallKey: 'padel-park',
      sportLabel: 'PADEL',
      startsAt: new Date('2027-03-18T18:30:00Z'),
      minutes: 90,
      organiser: player,
    });
    const file = example();
    const court = file.salles[0]?.terrains[0];
    if (!court) throw new Error('unexpected example');
    court.horaires = [{ jours: [1, 2, 3, 4, 5, 6, 7], ouverture: '07:15', fermeture: '18:00' }];
    const refused = await importHalls(empty.db, file, NOW).catch((error: unknown) => error);
    expect((refused as HallsImportRefused).problems).toEqual([
      'salle padel-park\u00a0: 1 réservation à venir tombe en dehors des nouveaux horaires\u00a0: gardez les horaires qui les contiennent, ou annulez-les depuis la console.',
    ]);
    expect((await exportHalls(empty.db)).salles[0]?.terrains[0]?.horaires).toEqual([
      { jours: [1, 2, 3, 4, 5, 6, 7], ouverture: '07:15', fermeture: '23:15' },
    ]);
  });
});
