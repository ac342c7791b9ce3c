/**
 * The live region's CSS, rendered inside the element's shadow root (no global stylesheet). Themed by the
 * `--multisalle-*` custom properties. The region sits outside the panel's reset root: `all: initial` cuts
 * what the host inherits from the page (font size, colour, spacing). (No comments inside the string: it
 * ships as is in the 28 KB planning script.)
 */
export const toastRegionStyles = `
.ms-toast-region {
  all: initial;
  position: fixed;
  inset: auto 1rem 1rem auto;
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: min(24rem, calc(100vw - 2rem));
  font: var(--multisalle-font-size, 16px) / 1.4 var(--multisalle-font-family, system-ui, sans-serif);
  color: var(--multisalle-color-text, #1a1a1a);
}
@media (max-width: 640px) {
  .ms-toast-region { inset: 1rem 1rem auto 1rem; max-width: none; }
}
.ms-toast-region__list { display: contents; }
.ms-toast {
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem 0.5rem 0.75rem 1rem;
  border-radius: var(--multisalle-radius, 0.5rem);
  border-left: 4px solid var(--ms-toast-accent, #1d4ed8);
  background: var(--multisalle-color-surface, #ffffff);
  color: var(--multisalle-color-text, #1a1a1a);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
}
.ms-toast__text { flex: 1; margin: 0.25rem 0 0; }
.ms-toast__close {
  all: unset;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  color: inherit;
  cursor: pointer;
}
.ms-toast__close:hover { background: rgb(0 0 0 / 0.06); }
.ms-toast__close:focus-visible { outline: 2px solid var(--multisalle-color-focus, #1a1a1a); outline-offset: 2px; }
.ms-toast[data-kind="success"] { --ms-toast-accent: #15803d; }
.ms-toast[data-kind="error"] { --ms-toast-accent: #b91c1c; }
.ms-toast[data-kind="warning"] { --ms-toast-accent: #b45309; }
`;
