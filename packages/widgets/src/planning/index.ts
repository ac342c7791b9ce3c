// The planning panel on its own entry (`@multisalle/widgets/planning`), so the script-tag bundle takes it
// without the rest of the widgets (sonner). `planningCss` is the stylesheet as text, for shadow roots.

import styles from './planning.css?inline';

export { LoginRequiredModal, type LoginRequiredModalProps } from './LoginRequiredModal';
export { PlanningPanel, type PlanningPanelProps, type SlotUrl } from './PlanningPanel';

// A typed constant rather than a re-export: the published `.d.ts` then says `string` and never points
// at a `.css?inline` module that a consumer's TypeScript could not resolve.
/** The planning panel's styles as text, for a shadow root. */
export const planningCss: string = styles;
