/**
 * Migrations expand, then contract: during a rolling update the previous version's processes keep serving on
 * the schema the new version migrated, so a migration may only add what they ignore (a table, a nullable
 * column or one with a default, an index). What would break them (a drop, a rename, a type change, a new
 * NOT NULL without default, a constraint on an existing table) comes in a later version, once no running
 * version reads or writes it, and says so on the line above: `-- contrat : <why no running version needs it>`.
 */

/** The last migration written before the rule: older ones are history, not checked. */
export const EXPAND_CONTRACT_SINCE = 31;

/** The statements that can break a process of the previous version, each with its French name. */
const breakingPatterns: { name: string; pattern: RegExp }[] = [
  { name: 'suppression', pattern: /\bDROP\s+(TABLE|COLUMN|TYPE|VIEW|SCHEMA)\b/i },
  { name: 'renommage', pattern: /\bRENAME\b/i },
  { name: 'changement de type', pattern: /\bALTER\s+COLUMN\b[^;]*\b(SET\s+DATA\s+TYPE|TYPE)\b/i },
  {
    name: 'NOT NULL sur une colonne existante',
    pattern: /\bALTER\s+COLUMN\b[^;]*\b(SET|DROP)\s+NOT\s+NULL\b/i,
  },
  {
    name: 'colonne NOT NULL sans valeur par défaut',
    pattern: /\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i,
  },
];

const createdTable = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([\w.]+)"?/gi;
const constraintOnTable = /\bALTER\s+TABLE\s+"?([\w.]+)"?\s+ADD\s+CONSTRAINT\b/i;
const uniqueIndexOnTable = /\bCREATE\s+UNIQUE\s+INDEX\b[^;]*\bON\s+"?([\w.]+)"?/i;

/**
 * The statements of one migration that would break the previous version and carry no `-- contrat :` line
 * above them: `[]` when the migration only expands.
 *
 * @example contractWithoutReason('ALTER TABLE "halls" DROP COLUMN "caption";') // ['suppression : ALTER …']
 */
export function contractWithoutReason(migrationSql: string): string[] {
  const newTables = new Set([...migrationSql.matchAll(createdTable)].map((match) => match[1]));
  const problems: string[] = [];
  let reason = false;
  // drizzle-kit separates statements with `--> statement-breakpoint`; a hand-written file with `;` lines.
  for (const chunk of migrationSql.split(/-->\s*statement-breakpoint|;\s*\n/)) {
    const lines = chunk.split('\n');
    const statement = lines
      .filter((line) => !line.trim().startsWith('--'))
      .join(' ')
      .trim();
    if (lines.some((line) => /^\s*--\s*contrat\s*:/i.test(line))) reason = true;
    if (!statement) continue;
    const kinds = breakingPatterns.filter(({ pattern }) => pattern.test(statement)).map(({ name }) => name);
    const onExisting = statement.match(constraintOnTable) ?? statement.match(uniqueIndexOnTable);
    if (onExisting?.[1] && !newTables.has(onExisting[1])) kinds.push('contrainte sur une table existante');
    if (kinds.length > 0 && !reason) problems.push(`${kinds.join(', ')}\u00a0: ${statement.slice(0, 120)}`);
    reason = false;
  }
  return problems;
}
