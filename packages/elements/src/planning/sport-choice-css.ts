/**
 * The sport choice a partner page's planning shows above the panel when its hall has several sports and
 * no `sport` attribute names one: the text colour on the surface with a border of the theme's colour, the
 * pressed one filled with it under white text (the planning's own pairs, whose contrast the theme keeps),
 * 44 px tall (touch targets).
 * Sizes in `--ms-rem` (shadow-css.ts): the page's own root size never reaches them.
 */
export const sportChoiceCss =
  '.ms-sports{display:flex;flex-wrap:wrap;gap:calc(.5*var(--ms-rem));margin:0 0 calc(1*var(--ms-rem))}' +
  // The row's room while the hall loads (one row of 44 px buttons).
  '.ms-sports[data-pending]{min-height:44px}' +
  '.ms-sports button{font:inherit;font-weight:700;min-height:44px;padding:0 calc(1*var(--ms-rem));cursor:pointer;' +
  'color:var(--multisalle-color-text,#1a1a1a);background:var(--multisalle-color-surface,#fff);' +
  'border:2px solid var(--multisalle-color-primary,#c8102e);border-radius:var(--multisalle-radius,6px)}' +
  '.ms-sports [aria-pressed=true]{color:#fff;background:var(--multisalle-color-primary,#c8102e)}' +
  '.ms-sports button:focus-visible{outline:2px solid var(--multisalle-color-focus,#1a1a1a);outline-offset:2px;box-shadow:0 0 0 2px var(--multisalle-color-focus-inner,#fff)}';
