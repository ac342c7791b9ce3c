// Entry of `multisalle-elements.js`: the page's global `Multisalle` (global-api.ts), which first runs the
// calls a loader snippet queued (so the elements render with the page's token at once), then every element.
// The planning-only script (planning-bundle.ts) registers the planning alone, to stay within its budget.
import { defineAllElements } from './define-all';
import { configureScriptOrigin, installGlobal } from './global-api';

configureScriptOrigin();
installGlobal();
defineAllElements();
