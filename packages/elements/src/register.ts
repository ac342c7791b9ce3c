// `import '@multisalle/elements/register'`: every element of the package registered (once; a second import
// or the script-tag bundle on the same page does nothing). The package's only module with side effects
// (`sideEffects` in its package.json), so a bundler keeps it and tree-shakes the rest.
import { defineAllElements } from './define-all';

defineAllElements();

export type { MultisalleIntrinsicElements } from './jsx';
