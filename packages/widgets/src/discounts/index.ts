export { DiscountCodeModal, type DiscountCodeModalProps } from './DiscountCodeModal';
export { DiscountModal, type DiscountModalProps } from './DiscountModal';
export { discountTexts } from './texts';
