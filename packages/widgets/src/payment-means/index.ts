// The payment means panel on its own entry (`@multisalle/widgets/payment-means`), so the script-tag bundle
// takes it without the rest of the widgets (sonner). `paymentMeansCss` is its stylesheet as text, for
// shadow roots, with the modal's and the spinner's.

import modalStyles from '../modal/modal.css?inline';
import spinnerStyles from '../spinner/spinner.css?inline';
import styles from './payment-means.css?inline';

export {
  CARD_FORM_READY_TIMEOUT_MS,
  CardFormModal,
  type CardFormModalProps,
  type CardRefusal,
  PAYMENT_MODAL_AUTO_CLOSE_MS,
} from './CardFormModal';
export { CardGraphic, type CardGraphicProps } from './CardGraphic';
export {
  type CardForm,
  type CardFormCallbacks,
  type CardFormSetup,
  cardFormFor,
  type UnmountCardForm,
} from './card-form';
export { PaymentMeansPanel, type PaymentMeansPanelProps } from './PaymentMeansPanel';
export { PaymentMeansSignIn, type PaymentMeansSignInProps } from './PaymentMeansSignIn';
export { SANDBOX_FRAME_TITLE, SANDBOX_MESSAGE_SOURCE, sandboxCardForm } from './sandbox-form';
export { paymentMeansTexts } from './texts';

// A typed constant rather than a re-export: the published `.d.ts` then says `string` and never points
// at a `.css?inline` module that a consumer's TypeScript could not resolve.
/** The payment means panel's and its modal's styles as text, for a shadow root. */
export const paymentMeansCss: string = `${spinnerStyles}\n${modalStyles}\n${styles}`;
