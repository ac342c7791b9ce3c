/**
 * A value made the first time it is asked for, then kept. For the Intl formatters of a module: made at the
 * module's top level, they were all made while the site's entry or the embed script was evaluated (a dozen
 * in the embed script), inside its one long task, whether the page formats with them or not; the first one
 * also loaded the locale data (25-45 ms at 1x).
 *
 * @example
 * const euros = madeOnFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));
 * euros().format(12.5); // '12,50 €'
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
