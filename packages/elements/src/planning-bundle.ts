// Entry of `multisalle-planning.js`: the page's global `Multisalle` (global-api.ts), which first runs the
// calls a loader snippet queued, then the planning element alone, for a partner page's script tag.
import { definePlanningElement } from './define';
import { configureScriptOrigin, installGlobal } from './global-api';
import { warnOfUndefinedTags } from './undefined-tags';

configureScriptOrigin();
installGlobal();
definePlanningElement();
warnOfUndefinedTags('multisalle-planning.js', 'multisalle-elements.js');
