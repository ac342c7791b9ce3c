// The planning panel on its own entry (`@multisalle/widgets/planning`), so the script-tag bundle takes it
// without the rest of the widgets (sonner). `planningCss` is the stylesheet as text, for shadow roots.

export { PlanningPanel, type PlanningPanelProps } from './PlanningPanel';
export { default as planningCss } from './planning.css?inline';
