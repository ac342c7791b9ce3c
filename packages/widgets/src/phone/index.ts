// The phone check (« VALIDATION TÉLÉPHONE ») on its own entry, with its styles as text for shadow roots.

import styles from './phone.css?inline';

export { PhoneValidation, type PhoneValidationProps } from './PhoneValidation';
export { phoneTexts } from './texts';

/** The phone check's own styles as text (the modal's come with the panel that shows it). */
export const phoneCss: string = styles;
