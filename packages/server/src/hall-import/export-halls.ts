import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  hallServices,
  hallSports,
  halls,
  openingHours,
  priceBands,
  sports,
  zoneOverlaps,
  zoneSports,
  zones,
} from '../db/schema.ts';
import {
  canonicalHall,
  canonicalSport,
  type HallEntry,
  type HallsFile,
  type HoursEntry,
  type OfferEntry,
} from './halls-file.ts';

/** `07:15:00` as `07:15`, `24:00:00` as `24:00`. */
const wallTime = (value: string) => value.slice(0, 5);

function hoursOf(rows: readonly { weekday: number; opensAt: string; closesAt: string }[]): HoursEntry[] {
  return rows.map((row) => ({
    jours: [row.weekday],
    ouverture: wallTime(row.opensAt),
    fermeture: wallTime(row.closesAt),
  }));
}

/**
 * The hall with this key as a halls file writes it (its canonical form, see `canonicalHall`), or
 * `undefined` when there is none: what an import compares the file with, and what `export` prints.
 *
 * @example const before = await exportHall(db, 'padel-park');
 */
export async function exportHall(db: Database, key: string): Promise<HallEntry | undefined> {
  const [hall] = await db.select().from(halls).where(eq(halls.key, key));
  if (!hall) return undefined;
  const services = await db
    .select()
    .from(hallServices)
    .where(eq(hallServices.hallId, hall.id))
    .orderBy(asc(hallServices.position));
  const hallSportRows = await db
    .select({ label: sports.label })
    .from(hallSports)
    .innerJoin(sports, eq(sports.id, hallSports.sportId))
    .where(eq(hallSports.hallId, hall.id))
    .orderBy(asc(hallSports.position));
  const courts = await db
    .select({ id: zones.id, label: zones.label })
    .from(zones)
    .where(eq(zones.hallId, hall.id))
    .orderBy(asc(zones.position), asc(zones.id));
  const courtIds = courts.map((court) => court.id);
  const offers =
    courtIds.length === 0
      ? []
      : await db
          .select({
            id: zoneSports.id,
            zoneId: zoneSports.zoneId,
            sport: sports.label,
            slotType: zoneSports.slotType,
            slotMinutes: zoneSports.slotMinutes,
            stepMinutes: zoneSports.stepMinutes,
            maxParticipants: zoneSports.maxParticipants,
            level: zoneSports.level,
            coachName: zoneSports.coachName,
            contentHtml: zoneSports.contentHtml,
            imageUrl: zoneSports.imageUrl,
          })
          .from(zoneSports)
          .innerJoin(sports, eq(sports.id, zoneSports.sportId))
          .where(inArray(zoneSports.zoneId, courtIds));
  const hourRows =
    courtIds.length === 0
      ? []
      : await db.select().from(openingHours).where(inArray(openingHours.zoneId, courtIds));
  const bandRows =
    offers.length === 0
      ? []
      : await db
          .select()
          .from(priceBands)
          .where(
            inArray(
              priceBands.zoneSportId,
              offers.map((offer) => offer.id),
            ),
          );
  const overlapRows =
    courtIds.length === 0
      ? []
      : await db.select().from(zoneOverlaps).where(inArray(zoneOverlaps.zoneId, courtIds));
  const labelOf = new Map(courts.map((court) => [court.id, court.label]));

  const offerEntry = (offer: (typeof offers)[number]): OfferEntry => ({
    sport: offer.sport,
    typeCreneau: offer.slotType,
    dureeMinutes: offer.slotMinutes,
    intervalleMinutes: offer.stepMinutes,
    ...(offer.maxParticipants !== null ? { placesMax: offer.maxParticipants } : {}),
    ...(offer.slotType === 'place' || offer.slotType === 'cours'
      ? { seances: hoursOf(hourRows.filter((row) => row.zoneSportId === offer.id)) }
      : {}),
    ...(offer.slotType === 'cours' && offer.level !== null
      ? {
          cours: {
            niveau: offer.level,
            encadrant: offer.coachName ?? '',
            contenuHtml: offer.contentHtml ?? '',
            image: offer.imageUrl ?? '',
          },
        }
      : {}),
    tarifs: bandRows
      .filter((band) => band.zoneSportId === offer.id)
      .map((band) => ({
        jours: [...band.weekdays],
        debut: wallTime(band.startsAt),
        fin: wallTime(band.endsAt),
        prixCentimes: band.priceCents,
        prixBarreCentimes: band.oldPriceCents,
        aPartirDu: band.validFrom,
      })),
  });

  return canonicalHall({
    cle: hall.key,
    libelleSalle: hall.name,
    legende: hall.caption,
    adresse: {
      rue: hall.street,
      complement: hall.complement,
      codePostal: hall.postalCode,
      commune: hall.city,
    },
    coordonnees:
      hall.latitude === null || hall.longitude === null
        ? null
        : { latitude: hall.latitude, longitude: hall.longitude },
    urlEcusson: hall.badgeUrl,
    urlBandeau: hall.bannerUrl,
    active: hall.isActive,
    ignorerEtapePaiement: hall.skipPaymentStep,
    videoSecuriteRequise: hall.safetyVideoRequired,
    reservationRestreinte: hall.isMembersOnly,
    nbJoursVisiblesReservationCreneaux: hall.visibleDays,
    fuseauHoraire: hall.timezone,
    services: services.map((service) => ({ libelle: service.label, urlIcone: service.iconUrl })),
    sports: hallSportRows.map((row) => row.label),
    terrains: courts.map((court) => ({
      nom: court.label,
      horaires: hoursOf(hourRows.filter((row) => row.zoneId === court.id && row.zoneSportId === null)),
      offres: offers.filter((offer) => offer.zoneId === court.id).map(offerEntry),
    })),
    terrainsPartages: overlapRows
      .filter((row) => row.zoneId < row.otherZoneId)
      .map((row) => [labelOf.get(row.zoneId) ?? '', labelOf.get(row.otherZoneId) ?? ''] as [string, string]),
  });
}

/**
 * Every hall of the database, and every sport, as a halls file (`npm run halls -- export`): importing it
 * into an empty database makes the same halls.
 *
 * @example writeFileSync('halls.json', JSON.stringify(await exportHalls(db), null, 2));
 */
export async function exportHalls(db: Database): Promise<HallsFile> {
  const sportRows = await db.select().from(sports).orderBy(asc(sports.id));
  const keys = await db.select({ key: halls.key }).from(halls).orderBy(asc(halls.id));
  const salles: HallEntry[] = [];
  for (const { key } of keys) {
    const hall = await exportHall(db, key);
    if (hall) salles.push(hall);
  }
  return {
    sports: sportRows.map((sport) =>
      canonicalSport({
        libelle: sport.label,
        icone: sport.iconUrl,
        NbPersonnePayante: sport.payingPlayers,
        nbPersonneConseille: sport.recommendedPlayers,
      }),
    ),
    salles,
  };
}
