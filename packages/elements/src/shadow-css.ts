/** The custom property that stands for `1rem` inside an element's shadow root (set on `:host`). */
export const ROOT_SIZE_PROPERTY = '--ms-rem';

/**
 * Rewrites a stylesheet meant for a shadow root so that no size follows the partner page: `rem` is the
 * font size of the page's `<html>`, which a page rule such as `* { font-size: 50px !important }` sets,
 * and no shadow boundary stops it. Each `1.25rem` in a declaration becomes `calc(1.25*var(--ms-rem))`;
 * the element's inner root always sets `--ms-rem` (from `--multisalle-font-size`, 16px by default), so
 * there is no fallback to pay for fifty times in the script. At-rule preludes keep their `rem`
 * (a media query's `rem` is the browser's default size, and `var()` is not allowed there).
 *
 * @example shadowSafeCss('.a{padding:.5rem}@media (min-width:48rem){.a{gap:1rem}}')
 * // '.a{padding:calc(.5*var(--ms-rem))}@media (min-width:48rem){.a{gap:calc(1*var(--ms-rem))}}'
 */
export function shadowSafeCss(css: string): string {
  return css.replace(/(@[a-z-]+[^{;]*[{;])|(-?(?:\d+\.?\d*|\.\d+))rem\b/gi, (match, prelude, value) =>
    prelude ? match : `calc(${value}*var(${ROOT_SIZE_PROPERTY}))`,
  );
}
