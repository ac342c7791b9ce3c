import { productNames, storageKeys } from '@multisalle/core';
import { siteLinks } from '../../app/site-links.ts';
import { articleReturnRouteKey } from '../../pages/article/use-article-back.ts';

/**
 * What the legal texts need to know about this deployment: the brand, the addresses to write to, and the
 * real browser storage keys (some follow the configured product word, e.g. `idMultisalle`).
 */
export interface LegalContext {
  brandName: string;
  /** The product's domain, taken from the contact address (`multisalle.fr`). */
  domain: string;
  contactEmail: string;
  /** Where players exercise their data rights. */
  privacyEmail: string;
  /** Where visitors report an accessibility problem. */
  accessibilityEmail: string;
  videoSite: string;
  keys: {
    token: string;
    adminToken: string;
    lastRoute: string;
    cart: string;
    chosenHallId: string;
    skipPaymentStep: string;
    blacklist: string;
    articleReturnRoute: string;
    cookieValue: string;
    cookieChoiceDate: string;
    gtagEnabled: string;
  };
}

/** The context of the configured product (call it at render time, after `configure()`). */
export function legalContext(): LegalContext {
  const domain = siteLinks.contactEmail.split('@')[1] ?? 'multisalle.fr';
  return {
    brandName: productNames().brandName,
    domain,
    contactEmail: siteLinks.contactEmail,
    privacyEmail: `rgpd@${domain}`,
    accessibilityEmail: `accessibilite@${domain}`,
    videoSite: siteLinks.videoScoring,
    keys: {
      token: storageKeys.token,
      adminToken: storageKeys.adminToken,
      lastRoute: storageKeys.lastRoute,
      cart: storageKeys.cart,
      chosenHallId: storageKeys.chosenHallId,
      skipPaymentStep: storageKeys.skipPaymentStep,
      blacklist: storageKeys.blacklist,
      articleReturnRoute: articleReturnRouteKey,
      cookieValue: storageKeys.cookieValue,
      cookieChoiceDate: storageKeys.cookieChoiceDate,
      gtagEnabled: storageKeys.gtagEnabled,
    },
  };
}

/** The date every legal text of this version was written. */
export const legalTextsDate = '23 novembre 2026';
