import { z } from 'zod';
import { type HallEntry, type HallsFile, HallsFileSchema, type HoursEntry } from './halls-file.ts';

/** A halls file read: its halls, or every reason it cannot be imported (French, one line each). */
export type ReadHallsFile = { ok: true; file: HallsFile } | { ok: false; problems: string[] };

/** `salles[0].terrains[1].horaires` for a zod issue's path. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether two windows of one week share a day and a moment. */
function overlapping(entries: readonly HoursEntry[]): boolean {
  const windows = entries.flatMap((entry) =>
    entry.jours.map((day) => ({
      day,
      opens: toMinutes(entry.ouverture),
      closes: toMinutes(entry.fermeture),
    })),
  );
  return windows.some((a, index) =>
    windows.slice(index + 1).some((b) => a.day === b.day && a.opens < b.closes && b.opens < a.closes),
  );
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

function hallProblems(hall: HallEntry, fileSports: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const where = `salle ${hall.cle}`;
  for (const sport of duplicates(hall.sports))
    problems.push(`${where}\u00a0: le sport « ${sport} » figure deux fois.`);
  for (const sport of hall.sports)
    if (!fileSports.has(sport))
      problems.push(`${where}\u00a0: le sport « ${sport} » n'est pas dans la liste sports du fichier.`);
  for (const name of duplicates(hall.terrains.map((court) => court.nom)))
    problems.push(`${where}\u00a0: le terrain « ${name} » figure deux fois.`);
  for (const court of hall.terrains) {
    const at = `${where}, terrain « ${court.nom} »`;
    if (overlapping(court.horaires))
      problems.push(`${at}\u00a0: deux plages d'ouverture du même jour se chevauchent.`);
    const keys = court.offres.map((offer) => `${offer.sport} (${offer.typeCreneau ?? 'terrain entier'})`);
    for (const key of duplicates(keys)) problems.push(`${at}\u00a0: l'offre ${key} figure deux fois.`);
    for (const offer of court.offres) {
      const type = offer.typeCreneau ?? null;
      const what = `${at}, offre ${offer.sport}`;
      if (!hall.sports.includes(offer.sport))
        problems.push(
          `${what}\u00a0: ${offer.sport} n'est pas un sport de la salle (liste sports de la salle).`,
        );
      const isSession = type === 'place' || type === 'cours';
      if (isSession && (offer.placesMax === undefined || offer.seances === undefined))
        problems.push(
          `${what}\u00a0: une offre ${type} dit ses places (placesMax) et ses séances (seances).`,
        );
      if (!isSession && (offer.placesMax !== undefined || offer.seances !== undefined))
        problems.push(`${what}\u00a0: placesMax et seances ne vont qu'avec typeCreneau place ou cours.`);
      if (offer.cours && type !== 'cours')
        problems.push(`${what}\u00a0: cours ne va qu'avec typeCreneau cours.`);
      if (offer.seances && overlapping(offer.seances))
        problems.push(`${what}\u00a0: deux séances du même jour se chevauchent.`);
    }
  }
  const names = new Set(hall.terrains.map((court) => court.nom));
  for (const [a, b] of hall.terrainsPartages) {
    for (const name of [a, b])
      if (!names.has(name))
        problems.push(`${where}, terrainsPartages\u00a0: « ${name} » n'est pas un terrain de la salle.`);
    if (a === b)
      problems.push(
        `${where}, terrainsPartages\u00a0: un terrain ne partage pas le sol avec lui-même (« ${a} »).`,
      );
  }
  return problems;
}

/**
 * The rules between the fields of a parsed file, which its schema cannot say: keys and names once, every
 * sport named listed, slot types with what they need, shared courts that exist, no overlapping hours.
 *
 * @example hallsFileProblems(file); // [] when it can be imported
 */
export function hallsFileProblems(file: HallsFile): string[] {
  const problems: string[] = [];
  for (const key of duplicates(file.salles.map((hall) => hall.cle)))
    problems.push(`salles\u00a0: la clé « ${key} » figure deux fois.`);
  for (const label of duplicates(file.sports.map((sport) => sport.libelle)))
    problems.push(`sports\u00a0: « ${label} » figure deux fois.`);
  const fileSports = new Set(file.sports.map((sport) => sport.libelle));
  for (const hall of file.salles) problems.push(...hallProblems(hall, fileSports));
  return problems;
}

/**
 * Reads a halls file's text: JSON, then its schema (French messages, each with where it is), then the rules
 * between fields. Nothing is imported from a file with any problem.
 *
 * @example const read = readHallsFile(readFileSync(path, 'utf8'));
 */
export function readHallsFile(text: string): ReadHallsFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`Ce n'est pas du JSON valide\u00a0: ${(error as Error).message}`] };
  }
  const parsed = HallsFileSchema.safeParse(data, { error: z.locales.fr().localeError });
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${pathText(issue.path)}\u00a0: ${issue.message}` : issue.message,
      ),
    };
  const problems = hallsFileProblems(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file: parsed.data };
}
