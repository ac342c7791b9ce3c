// Entry of `multisalle-elements.js`: every element (register.ts), and the page's global
// `Multisalle.configure`. The planning-only script (planning-bundle.ts) registers the planning alone, to
// stay within its size budget.
import { configureElements } from './define';
import './register';

(globalThis as { Multisalle?: { configure: typeof configureElements } }).Multisalle ??= {
  configure: configureElements,
};
