// The invitation answer panel on its own entry (`@multisalle/widgets/invitation`), with its stylesheet as
// text for shadow roots (the payment means panel's included: the panel shows it when a card is needed).

import { paymentMeansCss } from '../payment-means/index';
import styles from './invitation.css?inline';

export { InvitationPanel, type InvitationPanelProps } from './InvitationPanel';
export { invitationPanelTexts } from './texts';

/** The invitation panel's styles as text, for a shadow root. */
export const invitationCss: string = `${paymentMeansCss}\n${styles}`;
