// The cart panel on its own entry (`@multisalle/widgets/cart`), so the script-tag bundle takes it
// without the rest of the widgets (sonner). `cartCss` is its stylesheet as text, for shadow roots,
// with the modal's (the discount modals open from the panel).

import modalStyles from '../modal/modal.css?inline';
import cartStyles from './cart.css?inline';

export { CartPanel, type CartPanelProps } from './CartPanel';
export { CartSignIn, type CartSignInProps, cartSignInTexts } from './CartSignIn';
export { HoldTimer, type HoldTimerProps } from './HoldTimer';

/** The cart panel's and its modals' styles as text, for a shadow root. */
export const cartCss: string = `${modalStyles}\n${cartStyles}`;
