// The open games panel on its own entry (`@multisalle/widgets/open-games`), so the script-tag bundle takes
// it without the rest of the widgets. `openGamesCss` is its stylesheet as text, for shadow roots.

import styles from './open-games.css?inline';

export { OpenGamesPanel, type OpenGamesPanelProps } from './OpenGamesPanel';
export { openGamesTexts } from './texts';

/** The open games panel's styles as text, for a shadow root. */
export const openGamesCss: string = styles;
