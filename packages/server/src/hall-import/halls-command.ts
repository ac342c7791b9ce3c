// `npm run halls -- import <file.json>`: the real halls of a file (courts, sports, opening hours, prices)
// into the server's database, again and again as the file changes; `export` writes the database's halls
// as such a file, `schema` the file's JSON Schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import { exportHalls } from './export-halls.ts';
import { hallsJsonSchema } from './halls-file.ts';
import { readHallsFile } from './halls-file-rules.ts';
import { HallsImportRefused, type ImportReport, importHalls } from './import-halls.ts';
import { counted, importMessages } from './messages.ts';

/** What a run prints and its exit code. */
export interface HallsCommandResult {
  exitCode: number;
  lines: string[];
}

export const HALLS_USAGE = [
  'Usage\u00a0:',
  '  npm run halls -- import <salles.json>   charge les salles du fichier (voir packages/server/halls.example.json)',
  '  npm run halls -- export [<salles.json>] écrit les salles de la base dans ce fichier (ou les affiche)',
  '  npm run halls -- schema [<fichier>]     écrit le schéma JSON du fichier (packages/server/halls.schema.json)',
];

/** The JSON a file of the command holds: two-space indents and a final newline, as the repository's files. */
export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The lines that tell what an import did. */
export function reportLines(report: ImportReport): string[] {
  const sports = report.sports;
  if (report.halls.every((hall) => hall.outcome === 'inchangee') && sports.created + sports.updated === 0)
    return [
      `Rien à changer\u00a0: ${report.halls.length === 1 ? 'la salle' : `les ${report.halls.length} salles`} et ${counted(sports.unchanged, 'sport')} du fichier sont déjà à jour.`,
    ];
  const n = report.halls.length;
  const lines = [
    `${counted(n, 'salle importée', 'salles importées')}\u00a0: ${report.halls
      .map((hall) => `${hall.key} (${importMessages.outcome[hall.outcome]})`)
      .join(', ')}.`,
  ];
  const changes = [
    sports.created > 0 ? counted(sports.created, 'créé') : '',
    sports.updated > 0 ? `${sports.updated} mis à jour` : '',
  ].filter(Boolean);
  if (changes.length > 0) lines.push(`Sports\u00a0: ${changes.join(', ')}.`);
  for (const { key, court } of report.removedCourts)
    lines.push(`salle ${key}\u00a0: terrain « ${court} » retiré (absent du fichier, jamais réservé).`);
  return lines;
}

/**
 * Runs `npm run halls` with its arguments on a database at `now`; file names are read from `cwd` (the
 * directory npm was started in).
 *
 * @example await runHallsCommand(db, ['import', 'salles.json'], { now: clock.now(), cwd: process.cwd() });
 */
export async function runHallsCommand(
  db: Database | undefined,
  args: string[],
  { now, cwd }: { now: Date; cwd: string },
): Promise<HallsCommandResult> {
  const [verb, file, ...extra] = args;
  if (extra.length > 0) return { exitCode: 1, lines: HALLS_USAGE };
  if (verb === 'schema') {
    if (!file) return { exitCode: 0, lines: [jsonText(hallsJsonSchema()).trimEnd()] };
    writeFileSync(resolve(cwd, file), jsonText(hallsJsonSchema()));
    return { exitCode: 0, lines: [`Schéma écrit dans ${file}.`] };
  }
  if (!db || (verb !== 'import' && verb !== 'export')) return { exitCode: 1, lines: HALLS_USAGE };
  if (verb === 'export') {
    const exported = await exportHalls(db);
    if (!file) return { exitCode: 0, lines: [jsonText(exported).trimEnd()] };
    writeFileSync(resolve(cwd, file), jsonText(exported));
    return {
      exitCode: 0,
      lines: [`${counted(exported.salles.length, 'salle écrite', 'salles écrites')} dans ${file}.`],
    };
  }
  if (!file) return { exitCode: 1, lines: HALLS_USAGE };
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch {
    return { exitCode: 1, lines: [`Fichier introuvable ou illisible\u00a0: ${resolve(cwd, file)}`] };
  }
  const read = readHallsFile(text);
  if (!read.ok)
    return {
      exitCode: 1,
      lines: [
        `Le fichier ${file} ne convient pas, rien n'a été importé (${counted(read.problems.length, 'erreur')})\u00a0:`,
        ...read.problems.map((problem) => `- ${problem}`),
      ],
    };
  try {
    return { exitCode: 0, lines: reportLines(await importHalls(db, read.file, now)) };
  } catch (error) {
    if (!(error instanceof HallsImportRefused)) throw error;
    return {
      exitCode: 1,
      lines: [
        `Import refusé, rien n'a été écrit (${counted(error.problems.length, 'problème')})\u00a0:`,
        ...error.problems.map((problem) => `- ${problem}`),
      ],
    };
  }
}
