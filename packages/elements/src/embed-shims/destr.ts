// `destr` for the script-tag bundles only (build-embed.ts aliases it here): ofetch parses JSON bodies with
// it. JSON.parse already defines `__proto__` as an own key rather than setting the prototype; the reviver
// drops it, and a `constructor` holding a `prototype`, as destr does. A body that is not JSON stays the text it was, as with destr.

/** The parsed JSON of `value`, or `value` itself when it is not a string or not JSON. */
export default function destr(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === 'undefined') return undefined;
  try {
    return JSON.parse(text, (key, parsed) =>
      key === '__proto__' ||
      (key === 'constructor' && typeof parsed === 'object' && parsed && 'prototype' in parsed)
        ? undefined
        : parsed,
    );
  } catch {
    return value;
  }
}
