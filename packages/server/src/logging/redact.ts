/** What replaces a contact detail, a token or a query's values in a log line. */
export const MASK = '[masqué]';

// The last line of defence: whatever a source let through, these shapes never reach the log. E-mail
// addresses; French numbers (06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78, 0033612345678) and E.164
// ones (+447700900123); JWTs (a base64url JSON header always starts `eyJ`); Drizzle's `params:` tail.
const PATTERNS: readonly RegExp[] = [
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
  /(?<![\w+])(?:(?:\+|00)33[\s.-]?[1-9]|0[1-9])(?:[\s.-]?\d{2}){4}(?!\w)/g,
  /(?<![\w+])\+[1-9](?:[\s.-]?\d){7,14}(?!\w)/g,
  /eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g,
];
const PARAMS_TAIL = /\nparams: [\s\S]*$/;
const TESTS = PATTERNS.map((pattern) => new RegExp(pattern.source));

/**
 * `text` with every e-mail address, phone number and JWT replaced by {@link MASK}, and a failed query's
 * `params:` tail cut.
 *
 * @example redactText('envoi à marie@example.org') // 'envoi à [masqué]'
 */
export function redactText(text: string): string {
  let redacted = text.replace(PARAMS_TAIL, `\nparams: ${MASK}`);
  for (const pattern of PATTERNS) redacted = redacted.replace(pattern, MASK);
  return redacted;
}

/** Whether `text` may hold something {@link redactText} masks (a cheap test before parsing a line). */
function mayNeedRedaction(text: string): boolean {
  return text.includes('params: ') || TESTS.some((pattern) => pattern.test(text));
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [redactText(key), redactValue(inner)]),
    );
  }
  return value;
}

/**
 * A JSON log line with {@link redactText} applied to every string in it, keys included; the line unchanged
 * when nothing in it looks like a contact detail or a token. Masking the parsed strings, not the raw text,
 * keeps the line valid JSON whatever escapes surround what is masked.
 *
 * @example pino({ hooks: { streamWrite: redactLogLine } })
 */
export function redactLogLine(line: string): string {
  if (!mayNeedRedaction(line)) return line;
  try {
    return `${JSON.stringify(redactValue(JSON.parse(line)))}\n`;
  } catch {
    return `${redactText(line.replace(/\n$/, ''))}\n`;
  }
}
