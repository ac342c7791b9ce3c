/**
 * Addresses outside the site that the header and footer link to (link targets only: nothing is loaded
 * from them).
 */
export const siteLinks = {
  /** The video and scoring site (replays, match sheets). */
  videoScoring: 'https://video.multisalle.fr',
  /** Information page for local authorities (the footer's "Vous êtes une collectivité ?" banner). */
  localAuthorities: 'https://www.multisalle.fr/collectivites',
  contactEmail: 'contact@multisalle.fr',
  appStore: 'https://apps.apple.com/fr/app/multisalle',
  googlePlay: 'https://play.google.com/store/apps/details?id=fr.multisalle.app',
  facebook: 'https://www.facebook.com/multisalle',
  instagram: 'https://www.instagram.com/multisalle',
  youtube: 'https://www.youtube.com/@multisalle',
  linkedin: 'https://www.linkedin.com/company/multisalle',
} as const;
