/**
 * Interface timings kept from the spec, in milliseconds (design: "Deliberate choices"; the spec's
 * data-load waits are not reproduced).
 *
 * @example setTimeout(() => navigate(to), timings.sidebarNavigationDelayMs)
 */
export const timings = {
  /** Spec 1 section 2: a sidebar item closes it, then navigates after 500 ms. */
  sidebarNavigationDelayMs: 500,
  /** Spec 1 section 9 and spec 2 section 4. */
  modalCloseDelayMs: 200,
  /** Spec 1 section 4, login step 3. */
  postLoginRedirectDelayMs: 1000,
  /** Spec 1 section 4: the payment form auto-closes 4000 ms after the click. */
  paymentAutoCloseMs: 4000,
  /** Spec 2 section 2: sport articles go back, then to #sport after 1 s. */
  sportArticleBackDelayMs: 1000,
  /** Spec 2 section 2: news and padel-park articles go back, then to #actualites after 2 s. */
  newsArticleBackDelayMs: 2000,
  /** Spec 2 section 4: a cart line quantity change is sent after 1 s. */
  cartQuantityDelayMs: 1000,
  /** Spec 1 section 9: asset chunk load timeout. */
  assetLoadTimeoutMs: 120_000,
} as const;

/**
 * Screen widths of the spec, in CSS pixels.
 *
 * @example matchMedia(`(max-width: ${breakpoints.toastTopMaxWidthPx}px)`)
 */
export const breakpoints = {
  /** Spec 1 section 8: toasts sit at the top on screens of 640 px or less. */
  toastTopMaxWidthPx: 640,
  /** Spec 2 section 2: weekly calendar and desktop picture from 768 px. */
  desktopMinWidthPx: 768,
} as const;

/** Spec 1 section 2: the header floats once the page is scrolled more than 50 px. */
export const FLOATING_HEADER_SCROLL_PX = 50;
