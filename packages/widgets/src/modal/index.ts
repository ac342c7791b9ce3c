// The shared modal on its own entry; `modalCss` is its stylesheet as text, for shadow roots.
export { type CloseModal, Modal, type ModalProps } from './Modal';
export { default as modalCss } from './modal.css?inline';
