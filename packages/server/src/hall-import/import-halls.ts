import { isDeepStrictEqual } from 'node:util';
import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { lockHallZones } from '../cart/hall-lock.ts';
import type { Database } from '../db/client.ts';
import {
  bookings,
  cartLines,
  hallServices,
  hallSports,
  halls,
  openingHours,
  sports,
  zoneOverlaps,
  zoneSports,
  zones,
} from '../db/schema.ts';
import { InvalidField } from '../domain-errors/index.ts';
import { HoursOverBookings, openingHoursOf, setOpeningHours } from '../hall-rules/index.ts';
import { setPrices } from '../hall-rules/prices.ts';
import { invalidateHallList } from '../halls/hall-list-cache.ts';
import { publishSlotChange } from '../live/index.ts';
import { timeToMinutes } from '../planning/local-time.ts';
import { invalidateHallPlanning } from '../planning/planning-repository.ts';
import type { StaffActor } from '../staff/audit.ts';
import { exportHall } from './export-halls.ts';
import {
  canonicalHall,
  canonicalSport,
  type HallEntry,
  type HallsFile,
  type OfferEntry,
} from './halls-file.ts';
import { importMessages } from './messages.ts';

/** Who the audit trail names for the hours and prices an import writes. */
export const IMPORT_ACTOR: StaffActor = { staffId: null, email: 'npm run halls' };

/** Any constant shared by every process: two imports at once run one after the other. */
const IMPORT_LOCK_ID = 7_310_020;

/** What happened to each hall and sport of the file. */
export interface ImportReport {
  halls: { key: string; outcome: 'creee' | 'mise-a-jour' | 'inchangee' }[];
  sports: { created: number; updated: number; unchanged: number };
  /** `padel-park` → the courts taken away because the file no longer has them (never booked). */
  removedCourts: { key: string; court: string }[];
}

/** The import is refused: nothing was written. Each line says why, in French. */
export class HallsImportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'HallsImportRefused';
  }
}

type SlotType = 'terrain' | 'place' | 'cours' | null;
const slotTypeOf = (offer: Pick<OfferEntry, 'typeCreneau'>): SlotType => offer.typeCreneau ?? null;
/** A `place` or `cours` booking takes places; a court's takes the whole court. */
const takesPlaces = (type: SlotType) => type === 'place' || type === 'cours';
const offerKey = (sportId: number, type: SlotType) => `${sportId}|${type ?? ''}`;

/** The booked rows that keep a court, or a court's offer, in the database, counted. */
async function courtUse(tx: Database, zoneId: number, now: Date) {
  const [coming] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.zoneId, zoneId), eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now)));
  const [booked] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.zoneId, zoneId));
  const [held] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.zoneId, zoneId));
  return { coming: coming?.n ?? 0, used: (booked?.n ?? 0) + (held?.n ?? 0) };
}

async function offerUse(
  tx: Database,
  offer: { id: number; zoneId: number; sportId: number; slotType: SlotType },
  now: Date,
) {
  const [coming] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.zoneId, offer.zoneId),
        eq(bookings.sportId, offer.sportId),
        takesPlaces(offer.slotType) ? isNotNull(bookings.places) : isNull(bookings.places),
        eq(bookings.status, 'confirmed'),
        gt(bookings.endsAt, now),
      ),
    );
  const [held] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.zoneSportId, offer.id));
  return { coming: coming?.n ?? 0, used: held?.n ?? 0 };
}

/** The hall's courts and offers the file no longer has, each refused when booked, else to be deleted. */
async function removals(
  tx: Database,
  hallId: number,
  hall: HallEntry,
  sportIds: ReadonlyMap<string, number>,
  now: Date,
) {
  const problems: string[] = [];
  const courts = await tx.select().from(zones).where(eq(zones.hallId, hallId));
  const fileCourts = new Map(hall.terrains.map((court) => [court.nom, court]));
  const goneCourts = courts.filter((court) => !fileCourts.has(court.label));
  for (const court of goneCourts) {
    const use = await courtUse(tx, court.id, now);
    if (use.coming > 0) problems.push(importMessages.courtWithComing(hall.cle, court.label, use.coming));
    else if (use.used > 0) problems.push(importMessages.courtWithHistory(hall.cle, court.label));
  }
  const kept = courts.filter((court) => fileCourts.has(court.label));
  const offers =
    kept.length === 0
      ? []
      : await tx
          .select()
          .from(zoneSports)
          .where(
            inArray(
              zoneSports.zoneId,
              kept.map((court) => court.id),
            ),
          );
  const goneOffers: number[] = [];
  for (const offer of offers) {
    const court = kept.find((row) => row.id === offer.zoneId);
    const fileOffers = fileCourts.get(court?.label ?? '')?.offres ?? [];
    const stays = fileOffers.some(
      (entry) => sportIds.get(entry.sport) === offer.sportId && slotTypeOf(entry) === offer.slotType,
    );
    if (stays) continue;
    const use = await offerUse(tx, offer, now);
    const sport = [...sportIds.entries()].find(([, id]) => id === offer.sportId)?.[0] ?? `#${offer.sportId}`;
    const what = { key: hall.cle, court: court?.label ?? '', sport, type: offer.slotType };
    if (use.coming > 0) problems.push(importMessages.offerWithComing(what, use.coming));
    else if (use.used > 0) problems.push(importMessages.offerWithHistory(what));
    else goneOffers.push(offer.id);
  }
  return {
    problems,
    goneCourts: goneCourts.map((court) => court.id),
    goneCourtNames: goneCourts,
    goneOffers,
  };
}

const hallRow = (hall: HallEntry) => ({
  key: hall.cle,
  name: hall.libelleSalle,
  caption: hall.legende,
  street: hall.adresse.rue,
  complement: hall.adresse.complement,
  postalCode: hall.adresse.codePostal,
  city: hall.adresse.commune,
  latitude: hall.coordonnees?.latitude ?? null,
  longitude: hall.coordonnees?.longitude ?? null,
  badgeUrl: hall.urlEcusson,
  bannerUrl: hall.urlBandeau,
  isActive: hall.active,
  skipPaymentStep: hall.ignorerEtapePaiement,
  safetyVideoRequired: hall.videoSecuriteRequise,
  isMembersOnly: hall.reservationRestreinte,
  visibleDays: hall.nbJoursVisiblesReservationCreneaux,
  timezone: hall.fuseauHoraire,
});

const sessionRows = (zoneId: number, zoneSportId: number | null, entries: OfferEntry['seances'] = []) =>
  entries.flatMap((entry) =>
    entry.jours.map((weekday) => ({
      zoneId,
      zoneSportId,
      weekday,
      opensAt: `${entry.ouverture}:00`,
      closesAt: `${entry.fermeture}:00`,
    })),
  );

/** Writes one hall as the file says, its removals already checked; its hours and prices by the console's rules. */
async function writeHall(
  tx: Database,
  hall: HallEntry,
  sportIds: ReadonlyMap<string, number>,
  gone: { courts: number[]; offers: number[] },
  now: Date,
): Promise<number> {
  const row = hallRow(hall);
  const [written] = await tx
    .insert(halls)
    .values(row)
    .onConflictDoUpdate({ target: halls.key, set: row })
    .returning({ id: halls.id });
  if (!written) throw new Error(`Import: hall ${hall.cle} was not written`);
  const hallId = written.id;
  const sportId = (label: string) => {
    const id = sportIds.get(label);
    if (id === undefined) throw new Error(`Import: unknown sport ${label}`);
    return id;
  };

  await tx.delete(hallServices).where(eq(hallServices.hallId, hallId));
  if (hall.services.length > 0)
    await tx.insert(hallServices).values(
      hall.services.map((service, position) => ({
        hallId,
        position,
        label: service.libelle,
        iconUrl: service.urlIcone,
      })),
    );
  await tx.delete(hallSports).where(eq(hallSports.hallId, hallId));
  if (hall.sports.length > 0)
    await tx
      .insert(hallSports)
      .values(hall.sports.map((label, position) => ({ hallId, sportId: sportId(label), position })));

  if (gone.offers.length > 0) await tx.delete(zoneSports).where(inArray(zoneSports.id, gone.offers));
  if (gone.courts.length > 0) await tx.delete(zones).where(inArray(zones.id, gone.courts));

  // Courts by name: kept ones take their new place, new ones are added.
  const existing = new Map(
    (await tx.select().from(zones).where(eq(zones.hallId, hallId))).map((court) => [court.label, court.id]),
  );
  const courtIds = new Map<string, number>();
  for (const [position, court] of hall.terrains.entries()) {
    const id = existing.get(court.nom);
    if (id !== undefined) {
      await tx.update(zones).set({ position }).where(eq(zones.id, id));
      courtIds.set(court.nom, id);
    } else {
      const [created] = await tx
        .insert(zones)
        .values({ hallId, label: court.nom, position })
        .returning({ id: zones.id });
      if (!created) throw new Error(`Import: court ${court.nom} was not created`);
      courtIds.set(court.nom, created.id);
    }
  }
  const zoneIds = [...courtIds.values()];

  // Offers by sport and slot type: kept ones take the file's terms, new ones are added; then their sessions.
  const offerRows =
    zoneIds.length === 0 ? [] : await tx.select().from(zoneSports).where(inArray(zoneSports.zoneId, zoneIds));
  for (const court of hall.terrains) {
    const zoneId = courtIds.get(court.nom) ?? 0;
    for (const offer of court.offres) {
      const type = slotTypeOf(offer);
      const terms = {
        slotMinutes: offer.dureeMinutes,
        stepMinutes: offer.intervalleMinutes ?? offer.dureeMinutes,
        maxParticipants: offer.placesMax ?? null,
        level: offer.cours?.niveau ?? null,
        coachName: offer.cours?.encadrant ?? null,
        contentHtml: offer.cours?.contenuHtml ?? null,
        imageUrl: offer.cours?.image ?? null,
      };
      const found = offerRows.find(
        (row) =>
          row.zoneId === zoneId &&
          offerKey(row.sportId, row.slotType) === offerKey(sportId(offer.sport), type),
      );
      let offerId = found?.id;
      if (offerId !== undefined) await tx.update(zoneSports).set(terms).where(eq(zoneSports.id, offerId));
      else {
        const [created] = await tx
          .insert(zoneSports)
          .values({ zoneId, sportId: sportId(offer.sport), slotType: type, ...terms })
          .returning({ id: zoneSports.id });
        offerId = created?.id;
      }
      if (offerId === undefined) throw new Error(`Import: offer ${offer.sport} was not written`);
      await tx.delete(openingHours).where(eq(openingHours.zoneSportId, offerId));
      const sessions = sessionRows(zoneId, offerId, offer.seances);
      if (sessions.length > 0) await tx.insert(openingHours).values(sessions);
    }
  }

  if (zoneIds.length > 0) {
    await tx.delete(zoneOverlaps).where(inArray(zoneOverlaps.zoneId, zoneIds));
    const pairs = hall.terrainsPartages.flatMap(([a, b]) => {
      const [first, second] = [courtIds.get(a) ?? 0, courtIds.get(b) ?? 0];
      return [
        { zoneId: first, otherZoneId: second },
        { zoneId: second, otherZoneId: first },
      ];
    });
    if (pairs.length > 0) await tx.insert(zoneOverlaps).values(pairs);
  }

  if (hall.terrains.length === 0) return hallId;
  const where = { hallId, timezone: hall.fuseauHoraire };
  // The hall's exceptional days are the console's: an import keeps them as they are.
  const { exceptions } = await openingHoursOf(tx, where, now);
  await setOpeningHours(
    tx,
    where,
    {
      courts: hall.terrains.map((court) => ({
        zoneId: courtIds.get(court.nom) ?? 0,
        windows: court.horaires.flatMap((entry) =>
          entry.jours.map((weekday) => ({
            weekday,
            opens: timeToMinutes(entry.ouverture),
            closes: timeToMinutes(entry.fermeture),
          })),
        ),
      })),
      exceptions: exceptions.map((day) =>
        'ferme' in day
          ? { date: day.date, isClosed: true as const }
          : {
              date: day.date,
              isClosed: false as const,
              opens: timeToMinutes(day.ouverture),
              closes: timeToMinutes(day.fermeture),
            },
      ),
    },
    IMPORT_ACTOR,
    now,
  );
  await setPrices(
    tx,
    hallId,
    hall.terrains.flatMap((court) =>
      court.offres.flatMap((offer) =>
        offer.tarifs.map((band) => ({
          sportId: sportId(offer.sport),
          zoneId: courtIds.get(court.nom) ?? 0,
          slotType: slotTypeOf(offer),
          weekdays: band.jours,
          startsAt: band.debut,
          endsAt: band.fin,
          priceCents: band.prixCentimes,
          oldPriceCents: band.prixBarreCentimes ?? null,
          validFrom: band.aPartirDu ?? null,
        })),
      ),
    ),
    IMPORT_ACTOR,
    now,
  );
  return hallId;
}

/** Creates or updates the file's sports by label (a sport is never deleted: every hall and match shares it). */
async function writeSports(tx: Database, file: HallsFile): Promise<ImportReport['sports']> {
  const tally = { created: 0, updated: 0, unchanged: 0 };
  for (const sport of file.sports.map(canonicalSport)) {
    const values = {
      label: sport.libelle,
      iconUrl: sport.icone ?? null,
      payingPlayers: sport.NbPersonnePayante,
      recommendedPlayers: sport.nbPersonneConseille,
    };
    const [row] = await tx.select().from(sports).where(eq(sports.label, sport.libelle));
    if (!row) {
      await tx.insert(sports).values(values);
      tally.created += 1;
    } else if (isDeepStrictEqual({ ...row, id: 0 }, { ...values, id: 0 })) tally.unchanged += 1;
    else {
      await tx.update(sports).set(values).where(eq(sports.id, row.id));
      tally.updated += 1;
    }
  }
  return tally;
}

/** A rule of the console refused the file's hours or prices: said with the hall it is about. */
function refusalOf(error: unknown, key: string): HallsImportRefused | undefined {
  if (error instanceof HoursOverBookings)
    return new HallsImportRefused([importMessages.hoursOverBookings(key, error.reservations.length)]);
  if (error instanceof InvalidField) return new HallsImportRefused([`salle ${key}\u00a0: ${error.message}`]);
  return undefined;
}

/**
 * Loads a checked halls file (`readHallsFile`) into the database, as one transaction: each hall by its key,
 * created or made as the file says (its services, sports, courts by name, their offers by sport and slot
 * type, sessions, shared ground, opening hours and prices, the last two through the console's own rules,
 * audited as `npm run halls`); each sport by its label. A hall the file already matches is not written at
 * all, so importing the same file twice changes nothing. A court, or a court's offer, that the file no
 * longer has is deleted when it was never booked; the import is refused (nothing written, each reason in
 * French) when bookings to come or past ones depend on it, or when new hours leave reservations out.
 * What the file does not describe stays: exceptional days, closures, staff, devices, partner sites,
 * conventions, discounts.
 *
 * @example const report = await importHalls(db, file, clock.now());
 */
export async function importHalls(db: Database, file: HallsFile, now: Date): Promise<ImportReport> {
  const wanted = file.salles.map(canonicalHall);
  const changed: number[] = [];
  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    const sportsTally = await writeSports(tx, file);
    const sportIds = new Map(
      (await tx.select({ id: sports.id, label: sports.label }).from(sports)).map((row) => [
        row.label,
        row.id,
      ]),
    );
    const outcomes: ImportReport['halls'] = [];
    const plans: { hall: HallEntry; hallId?: number; gone: { courts: number[]; offers: number[] } }[] = [];
    const problems: string[] = [];
    const removedCourts: ImportReport['removedCourts'] = [];
    for (const hall of wanted) {
      const before = await exportHall(tx, hall.cle);
      if (isDeepStrictEqual(before, hall)) {
        outcomes.push({ key: hall.cle, outcome: 'inchangee' });
        continue;
      }
      outcomes.push({ key: hall.cle, outcome: before ? 'mise-a-jour' : 'creee' });
      if (!before) {
        plans.push({ hall, gone: { courts: [], offers: [] } });
        continue;
      }
      const [row] = await tx.select({ id: halls.id }).from(halls).where(eq(halls.key, hall.cle));
      const hallId = row?.id ?? 0;
      // No booking can land on a court between its check and its removal.
      await lockHallZones(tx, [hallId]);
      const found = await removals(tx, hallId, hall, sportIds, now);
      problems.push(...found.problems);
      for (const court of found.goneCourtNames) removedCourts.push({ key: hall.cle, court: court.label });
      plans.push({ hall, hallId, gone: { courts: found.goneCourts, offers: found.goneOffers } });
    }
    if (problems.length > 0) throw new HallsImportRefused(problems);
    for (const plan of plans) {
      try {
        changed.push(await writeHall(tx, plan.hall, sportIds, plan.gone, now));
      } catch (error) {
        throw refusalOf(error, plan.hall.cle) ?? error;
      }
    }
    return { halls: outcomes, sports: sportsTally, removedCourts };
  });
  // This process's caches, and every server's open plannings (through PostgreSQL when it is underneath).
  invalidateHallList(db);
  for (const hallId of changed) {
    invalidateHallPlanning(db, hallId);
    publishSlotChange(db, hallId);
  }
  return report;
}
