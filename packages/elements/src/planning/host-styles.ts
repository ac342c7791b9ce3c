/**
 * The element's own root styles. The page's rules still reach the host element itself (`* {}` beats
 * `:host`), so the reset sits on the inner root: `all: initial` cuts every inherited property (fonts,
 * colours, line height, alignment); custom properties pass through `all`, so theming still works.
 */
export const hostStyles =
  ':host{display:block}:host([hidden]){display:none}' +
  // `--ms-rem` stands for 1rem in the shadow CSS (see shadow-css.ts): the page's <html> font size never reaches
  // it. Set on the inner root, which every part of the element sits in, so that no page rule can unset it
  // (`all` leaves custom properties alone). `color-scheme` comes back from the host: reset to `normal`, native
  // radios and checkboxes took the dark scheme of a dark page inside a panel the page had set light.
  '.ms-element{all:initial;color-scheme:inherit;--ms-rem:var(--multisalle-font-size,16px);display:block;font:var(--multisalle-font-size,16px)/1.4 var(--multisalle-font-family,system-ui,sans-serif);color:var(--multisalle-color-text,#1a1a1a)}' +
  '*{box-sizing:border-box}' +
  // Checkboxes and radios as 24 px targets (WCAG 2.5.8), not the browser's 13 px; `:where` weighs nothing, so
  // a panel's own drawing of one still wins.
  ':where(.ms-element input[type=checkbox],.ms-element input[type=radio]){flex:none;width:24px;height:24px;vertical-align:middle}';
