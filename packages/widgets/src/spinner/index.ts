// The spinner on its own entry (`@multisalle/widgets/spinner`); `spinnerCss` is its stylesheet as text.

import styles from './spinner.css?inline';

export { Spinner, type SpinnerProps } from './Spinner';

// A typed constant rather than a re-export: the published `.d.ts` then says `string` and never points
// at a `.css?inline` module that a consumer's TypeScript could not resolve.
/** The spinner's styles as text, for a shadow root. */
export const spinnerCss: string = styles;
