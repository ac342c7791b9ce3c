import type { z } from '@hono/zod-openapi';

type RawIssue = z.core.$ZodRawIssue;

const typeNames: Record<string, string> = {
  number: 'un nombre',
  int: 'un nombre entier',
  bigint: 'un nombre entier',
  string: 'une chaîne de caractères',
  boolean: 'un booléen (true ou false)',
  array: 'une liste',
  object: 'un objet',
  date: 'une date',
};

const formatMessages: Record<string, string> = {
  email: "Cette adresse e-mail n'est pas valide",
  datetime: "Cette date n'est pas valide (format ISO 8601 attendu)",
  date: "Cette date n'est pas valide (format AAAA-MM-JJ attendu)",
  uuid: "Cet identifiant n'est pas valide",
  url: "Cette adresse web n'est pas valide",
};

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const n = Number(issue.minimum);
  if (issue.origin === 'string') {
    return n <= 1 ? 'Ce champ ne peut pas être vide' : `Ce champ doit contenir au moins ${n} caractères`;
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return `Ce champ doit contenir au moins ${n} élément(s)`;
  return issue.inclusive
    ? `Ce champ doit être supérieur ou égal à ${n}`
    : `Ce champ doit être supérieur à ${n}`;
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const n = Number(issue.maximum);
  if (issue.origin === 'string') return `Ce champ ne doit pas dépasser ${n} caractères`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `Ce champ ne doit pas contenir plus de ${n} élément(s)`;
  return issue.inclusive
    ? `Ce champ doit être inférieur ou égal à ${n}`
    : `Ce champ doit être inférieur à ${n}`;
}

/**
 * zod error map in French, installed by `useFrenchValidationMessages()`; the messages read well on their own
 * because the client shows the first one as a toast.
 */
export function frenchIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Ce champ est requis';
      return `Ce champ doit être ${typeNames[issue.expected] ?? "d'un autre type"}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return formatMessages[issue.format] ?? "Ce champ n'a pas le bon format";
    case 'invalid_value':
      return `Ce champ doit valoir\u00a0: ${issue.values.map((value) => String(value)).join(', ')}`;
    case 'not_multiple_of':
      return `Ce champ doit être un multiple de ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Champ non autorisé\u00a0: ${issue.keys.join(', ')}`;
    default:
      return "Ce champ n'est pas valide";
  }
}
