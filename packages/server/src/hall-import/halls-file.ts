// The file of real halls `npm run halls -- import <file.json>` loads: its zod schema (the JSON Schema
// `packages/server/halls.schema.json` is generated from it), the rules a schema cannot say, and the one
// canonical form both the file and the database are compared in (so a second import finds nothing to do).
// Field names are the wire's (`libelleSalle`, `adresse.commune`, `NbPersonnePayante`...) and the console's
// (`jours`, `ouverture`, `prixCentimes`...), so an operator reads the same words everywhere.
import { z } from 'zod';

const WALL_TIME = /^(([01]\d|2[0-3]):[0-5][05]|24:00)$/;
const wallTime = z
  .string()
  .regex(WALL_TIME, "Une heure s'écrit HH:MM, de 00:00 à 24:00, les minutes par 5 (07:15, 22:30).");
const weekday = z
  .number()
  .int('Un jour va de 1 (lundi) à 7 (dimanche).')
  .min(1, 'Un jour va de 1 (lundi) à 7 (dimanche).')
  .max(7, 'Un jour va de 1 (lundi) à 7 (dimanche).');
const weekdays = z
  .array(weekday)
  .min(1, 'Au moins un jour.')
  .refine((days) => new Set(days).size === days.length, "Chaque jour ne figure qu'une fois.")
  .describe('Jours ISO\u00a0: 1 = lundi … 7 = dimanche.');
const minutes = z
  .number()
  .int()
  .positive()
  .refine((value) => value % 5 === 0, 'Une durée se compte par 5 minutes.');
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Whether `to` comes after `from`; true while either is no time (its own message says so). */
const isAfter = (from: string, to: string) =>
  !WALL_TIME.test(from) || !WALL_TIME.test(to) || toMinutes(to) > toMinutes(from);

const HoursSchema = z
  .object({
    jours: weekdays,
    ouverture: wallTime,
    fermeture: wallTime.describe('Heure de fermeture\u00a0; 24:00 pour minuit.'),
  })
  .strict()
  .refine((hours) => isAfter(hours.ouverture, hours.fermeture), {
    message: "La fermeture vient après l'ouverture.",
    path: ['fermeture'],
  });

const PriceSchema = z
  .object({
    jours: weekdays,
    debut: wallTime.describe('Les créneaux qui commencent à partir de cette heure…'),
    fin: wallTime.describe('…et avant celle-ci.'),
    prixCentimes: z
      .number()
      .int()
      .min(0)
      .describe("Le prix du créneau entier (d'une place pour place ou cours), en centimes."),
    prixBarreCentimes: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe("Le prix barré d'une promotion, plus élevé que prixCentimes."),
    aPartirDu: z.iso
      .date()
      .nullable()
      .optional()
      .describe("Le jour (AAAA-MM-JJ) d'où ce tarif vaut\u00a0; absent\u00a0: toujours."),
  })
  .strict()
  .refine((band) => isAfter(band.debut, band.fin), {
    message: 'La fin vient après le début.',
    path: ['fin'],
  })
  .refine((band) => band.prixBarreCentimes == null || band.prixBarreCentimes > band.prixCentimes, {
    message: 'Le prix barré est plus élevé que le prix.',
    path: ['prixBarreCentimes'],
  });

const CourseSchema = z
  .object({
    niveau: z.string().min(1).describe('Le niveau affiché (« Niveau avancé »).'),
    encadrant: z.string().min(1),
    contenuHtml: z.string().describe('Un court texte HTML, nettoyé par les clients avant affichage.'),
    image: z.string().startsWith('/media/').describe('Une image servie par le serveur, /media/…'),
  })
  .strict();

const OfferSchema = z
  .object({
    sport: z.string().min(1).describe("Le libellé d'un sport de la salle."),
    typeCreneau: z
      .enum(['terrain', 'place', 'cours'])
      .nullable()
      .optional()
      .describe(
        "Absent\u00a0: un terrain réservé en entier. place\u00a0: des places à l'unité\u00a0; cours\u00a0: un cours.",
      ),
    dureeMinutes: minutes.describe("La durée d'un créneau."),
    intervalleMinutes: minutes
      .optional()
      .describe(
        'Les minutes entre deux débuts de créneaux\u00a0; absent\u00a0: la durée (créneaux bout à bout).',
      ),
    placesMax: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Pour place et cours\u00a0: les places d'une séance."),
    seances: z
      .array(HoursSchema)
      .optional()
      .describe('Pour place et cours\u00a0: quand les séances ont lieu.'),
    cours: CourseSchema.optional().describe('Pour cours seulement.'),
    tarifs: z
      .array(PriceSchema)
      .min(1, 'Au moins un tarif\u00a0: un créneau sans prix ne se vend pas.')
      .describe('Au moins un tarif\u00a0: un créneau sans prix ne se vend pas.'),
  })
  .strict();

const CourtSchema = z
  .object({
    nom: z.string().trim().min(1).describe('Le nom du terrain, sa clé dans la salle.'),
    horaires: z
      .array(HoursSchema)
      .describe("Les heures d'ouverture de la semaine\u00a0; [] ferme le terrain."),
    offres: z.array(OfferSchema).describe("Les sports qui s'y jouent, et comment."),
  })
  .strict();

const HallSchema = z
  .object({
    cle: z
      .string()
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        "Une clé de salle s'écrit en minuscules, chiffres et tirets (padel-park).",
      )
      .describe('La clé de la salle dans ses adresses\u00a0; un import met à jour la salle de même clé.'),
    libelleSalle: z.string().trim().min(1),
    legende: z.string(),
    adresse: z
      .object({
        rue: z.string(),
        complement: z.string().nullable().default(null),
        codePostal: z.string().min(1),
        commune: z.string().min(1),
      })
      .strict(),
    coordonnees: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .strict()
      .nullable()
      .default(null),
    urlEcusson: z.string().nullable().default(null),
    urlBandeau: z.string().nullable().default(null),
    active: z.boolean().default(true),
    ignorerEtapePaiement: z.boolean().default(false),
    videoSecuriteRequise: z.boolean().default(false),
    reservationRestreinte: z.boolean().default(false).describe('Seuls les membres de la salle réservent.'),
    nbJoursVisiblesReservationCreneaux: z.number().int().min(1).default(7),
    fuseauHoraire: z
      .string()
      .default('Europe/Paris')
      .refine(isTimeZone, 'Un fuseau horaire IANA (Europe/Paris).'),
    services: z
      .array(z.object({ libelle: z.string().min(1), urlIcone: z.string().min(1) }).strict())
      .default([]),
    sports: z.array(z.string().min(1)).describe("Les sports de la salle, dans l'ordre affiché."),
    terrains: z.array(CourtSchema).default([]),
    terrainsPartages: z
      .array(z.tuple([z.string(), z.string()]))
      .default([])
      .describe("Les paires de terrains qui partagent le sol\u00a0: réserver l'un prend l'autre."),
  })
  .strict();

const SportSchema = z
  .object({
    libelle: z.string().trim().min(1),
    icone: z
      .string()
      .nullable()
      .optional()
      .describe('Une icône propre\u00a0; absente, le client la choisit par libellé.'),
    NbPersonnePayante: z.number().int().positive(),
    nbPersonneConseille: z.number().int().positive(),
  })
  .strict();

/** The schema of a halls file. */
export const HallsFileSchema = z
  .object({
    $schema: z.string().optional(),
    sports: z.array(SportSchema).describe('Les sports des salles du fichier (communs à toutes les salles).'),
    salles: z.array(HallSchema),
  })
  .strict()
  .describe('Les salles que npm run halls -- import charge\u00a0: terrains, sports, horaires et tarifs.');

/** A halls file as parsed (defaults applied). */
export type HallsFile = z.output<typeof HallsFileSchema>;
/** One hall of a halls file. */
export type HallEntry = HallsFile['salles'][number];
/** One court of a hall. */
export type CourtEntry = HallEntry['terrains'][number];
/** One way a court is offered for a sport. */
export type OfferEntry = CourtEntry['offres'][number];
/** A week's opening hours, or sessions. */
export type HoursEntry = z.output<typeof HoursSchema>;
/** One price band. */
export type PriceEntry = z.output<typeof PriceSchema>;
/** One sport. */
export type SportEntry = HallsFile['sports'][number];

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON Schema of a halls file (draft 2020-12), as `packages/server/halls.schema.json` holds it: what an
 * editor checks while the file is written. The rules between fields are the command's (`hallsFileProblems`).
 *
 * @example writeFileSync('halls.schema.json', `${JSON.stringify(hallsJsonSchema(), null, 2)}\n`);
 */
export function hallsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(HallsFileSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
}

const SLOT_TYPE_ORDER = ['', 'terrain', 'place', 'cours'];
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A week's windows regrouped: one entry per opening and closing time, its days in order. */
export function canonicalHours(entries: readonly HoursEntry[]): HoursEntry[] {
  const days = new Map<string, Set<number>>();
  for (const entry of entries) {
    const key = `${entry.ouverture}-${entry.fermeture}`;
    const set = days.get(key) ?? new Set<number>();
    for (const day of entry.jours) set.add(day);
    days.set(key, set);
  }
  return [...days.entries()]
    .map(([key, set]) => ({
      jours: [...set].sort((a, b) => a - b),
      ouverture: key.slice(0, 5),
      fermeture: key.slice(6),
    }))
    .sort((a, b) => (a.jours[0] ?? 0) - (b.jours[0] ?? 0) || compareText(a.ouverture, b.ouverture));
}

function canonicalPrice(band: PriceEntry): PriceEntry {
  return {
    jours: [...band.jours].sort((a, b) => a - b),
    debut: band.debut,
    fin: band.fin,
    prixCentimes: band.prixCentimes,
    ...(band.prixBarreCentimes != null ? { prixBarreCentimes: band.prixBarreCentimes } : {}),
    ...(band.aPartirDu != null ? { aPartirDu: band.aPartirDu } : {}),
  };
}

function canonicalOffer(offer: OfferEntry): OfferEntry {
  const type = offer.typeCreneau ?? null;
  const isSession = type === 'place' || type === 'cours';
  return {
    sport: offer.sport,
    ...(type ? { typeCreneau: type } : {}),
    dureeMinutes: offer.dureeMinutes,
    ...(offer.intervalleMinutes !== undefined && offer.intervalleMinutes !== offer.dureeMinutes
      ? { intervalleMinutes: offer.intervalleMinutes }
      : {}),
    ...(offer.placesMax !== undefined ? { placesMax: offer.placesMax } : {}),
    ...(isSession || offer.seances?.length ? { seances: canonicalHours(offer.seances ?? []) } : {}),
    ...(offer.cours ? { cours: { ...offer.cours } } : {}),
    tarifs: offer.tarifs
      .map(canonicalPrice)
      .sort(
        (a, b) =>
          compareText(a.aPartirDu ?? '', b.aPartirDu ?? '') ||
          compareText(a.debut, b.debut) ||
          (a.jours[0] ?? 0) - (b.jours[0] ?? 0) ||
          compareText(a.fin, b.fin),
      ),
  };
}

/** The slot type's order among a court's offers (a plain court first). */
const typeRank = (offer: OfferEntry) => SLOT_TYPE_ORDER.indexOf(offer.typeCreneau ?? '');

/**
 * A hall in the one form the file and the database are compared in: every field written, hours regrouped,
 * offers by sport then slot type, prices by day, start and weekday, shared courts in court order. The
 * order of services, sports and courts is kept: it is their display order.
 *
 * @example isDeepStrictEqual(canonicalHall(fromFile), await exportHall(db, fromFile.cle))
 */
export function canonicalHall(hall: HallEntry): HallEntry {
  const courtIndex = new Map(hall.terrains.map((court, index) => [court.nom, index]));
  const pairs = hall.terrainsPartages
    .map(
      ([a, b]) =>
        ((courtIndex.get(a) ?? 0) <= (courtIndex.get(b) ?? 0) ? [a, b] : [b, a]) as [string, string],
    )
    .filter(
      (pair, index, all) => all.findIndex((other) => other[0] === pair[0] && other[1] === pair[1]) === index,
    )
    .sort(
      (x, y) =>
        (courtIndex.get(x[0]) ?? 0) - (courtIndex.get(y[0]) ?? 0) ||
        (courtIndex.get(x[1]) ?? 0) - (courtIndex.get(y[1]) ?? 0),
    );
  return {
    cle: hall.cle,
    libelleSalle: hall.libelleSalle,
    legende: hall.legende,
    adresse: { ...hall.adresse },
    coordonnees: hall.coordonnees ? { ...hall.coordonnees } : null,
    urlEcusson: hall.urlEcusson,
    urlBandeau: hall.urlBandeau,
    active: hall.active,
    ignorerEtapePaiement: hall.ignorerEtapePaiement,
    videoSecuriteRequise: hall.videoSecuriteRequise,
    reservationRestreinte: hall.reservationRestreinte,
    nbJoursVisiblesReservationCreneaux: hall.nbJoursVisiblesReservationCreneaux,
    fuseauHoraire: hall.fuseauHoraire,
    services: hall.services.map((service) => ({ ...service })),
    sports: [...hall.sports],
    terrains: hall.terrains.map((court) => ({
      nom: court.nom,
      horaires: canonicalHours(court.horaires),
      offres: court.offres
        .map(canonicalOffer)
        .sort((a, b) => compareText(a.sport, b.sport) || typeRank(a) - typeRank(b)),
    })),
    terrainsPartages: pairs,
  };
}

/** A sport in its compared form: the icon only when it has one. */
export function canonicalSport(sport: SportEntry): SportEntry {
  return {
    libelle: sport.libelle,
    ...(sport.icone != null ? { icone: sport.icone } : {}),
    NbPersonnePayante: sport.NbPersonnePayante,
    nbPersonneConseille: sport.nbPersonneConseille,
  };
}
