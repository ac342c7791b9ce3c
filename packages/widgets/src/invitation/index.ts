// The invitation answer panel on its own entry (`@multisalle/widgets/invitation`), with its stylesheet as
// text for shadow roots (the payment means panel's and the phone check's included: the panel shows them when needed).

import { paymentMeansCss } from '../payment-means/index';
import { phoneCss } from '../phone/index';
import styles from './invitation.css?inline';

export { InvitationPanel, type InvitationPanelProps } from './InvitationPanel';
export { invitationPanelTexts } from './texts';

/** The invitation panel's styles as text, for a shadow root. */
export const invitationCss: string = `${paymentMeansCss}\n${phoneCss}\n${styles}`;
