export {
  ConventionsModal,
  type ConventionsModalProps,
  conventionsTexts,
} from './conventions/ConventionsModal';
export {
  DiscountCodeModal,
  type DiscountCodeModalProps,
  DiscountModal,
  type DiscountModalProps,
  discountTexts,
} from './discounts';
export { keepTabInside } from './focus/keep-tab-inside';
export { useMediaQuery } from './hooks/use-media-query';
export { InvitationPanel, type InvitationPanelProps } from './invitation/InvitationPanel';
export { invitationPanelTexts } from './invitation/texts';
export { type CloseModal, Modal, type ModalProps } from './modal/Modal';
export { OpenGamesPanel, type OpenGamesPanelProps } from './open-games/OpenGamesPanel';
export { openGamesTexts } from './open-games/texts';
export { CardGraphic, type CardGraphicProps } from './payment-means/CardGraphic';
export { PaymentMeansPanel, type PaymentMeansPanelProps } from './payment-means/PaymentMeansPanel';
export { paymentMeansTexts } from './payment-means/texts';
export { PhoneValidation, type PhoneValidationProps, phoneTexts } from './phone';
export { PlanningPanel, type PlanningPanelProps } from './planning/PlanningPanel';
export { SafetyVideoModal, type SafetyVideoModalProps, safetyVideoTexts } from './safety-video';
export { Spinner, type SpinnerProps } from './spinner/Spinner';
export { SMALL_SCREEN_QUERY, Toaster, type ToasterProps } from './toaster/Toaster';
