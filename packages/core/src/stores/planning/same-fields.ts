/**
 * Whether two objects hold the same values under the same keys. With `depth` 1, a value that is an
 * object may also be an equal object one level down (a React `style`, a group's array of slots); below
 * that, objects compare by identity (two `Date`s are never "equal" by their missing own keys).
 *
 * The planning keeps unchanged slots' objects across reloads with it (wire slots hold only numbers,
 * strings and null), and its memoised slot components compare their props with it.
 *
 * @example sameFields({ a: 1, style: { gridRow: '2' } }, { a: 1, style: { gridRow: '2' } }, 1) // true
 */
export function sameFields(before: object, after: object, depth = 0): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(b);
  return (
    keys.length === Object.keys(a).length &&
    keys.every((key) => {
      const [x, y] = [a[key], b[key]];
      return (
        x === y ||
        (depth > 0 && !!x && !!y && typeof x === 'object' && typeof y === 'object' && sameFields(x, y))
      );
    })
  );
}
