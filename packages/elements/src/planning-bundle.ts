// Entry of `multisalle-planning.js`: the planning element alone, for a partner page's script tag.
import { configureElements, definePlanningElement } from './define';

definePlanningElement();
(globalThis as { Multisalle?: { configure: typeof configureElements } }).Multisalle ??= {
  configure: configureElements,
};
