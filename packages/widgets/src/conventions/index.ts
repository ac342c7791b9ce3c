// The conventions modal on its own entry (`@multisalle/widgets/conventions`), so the script-tag bundle
// takes it without the rest of the widgets (sonner). `conventionsCss` is its stylesheet as text.

export { default as conventionsCss } from '../modal/modal.css?inline';
export { ConventionsModal, type ConventionsModalProps, conventionsTexts } from './ConventionsModal';
