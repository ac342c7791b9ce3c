// The conventions modal on its own entry (`@multisalle/widgets/conventions`), so the script-tag bundle
// takes it without the rest of the widgets (sonner). `conventionsCss` is its stylesheet as text.

import styles from '../modal/modal.css?inline';

export { ConventionsModal, type ConventionsModalProps, conventionsTexts } from './ConventionsModal';

// A typed constant rather than a re-export: the published `.d.ts` then says `string` and never points
// at a `.css?inline` module that a consumer's TypeScript could not resolve.
/** The conventions modal's styles as text, for a shadow root. */
export const conventionsCss: string = styles;
