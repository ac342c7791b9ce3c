// The French texts of the mobile app's pages (the handshake's states); the messages to the app carry them too.
import type { AppPageName } from '@multisalle/core/app-contract';

/** The element of each page. */
export const pageElements: Record<AppPageName, string> = {
  planning: 'multisalle-planning',
  panier: 'multisalle-cart',
  conventions: 'multisalle-conventions',
  invitation: 'multisalle-invitation',
  'moyen-de-paiement': 'multisalle-payment-means',
};

/** The pages that need a signed-in player: without a token they ask the app for one (`session-required`). */
export const pagesNeedingPlayer: readonly AppPageName[] = ['panier', 'conventions', 'moyen-de-paiement'];

/** The texts of the handshake's states. */
export const appHostTexts = {
  loading: 'Chargement…',
  sessionRequired: {
    planning: "Connectez-vous dans l'application pour réserver un créneau.",
    panier: "Connectez-vous dans l'application pour voir votre panier.",
    conventions: "Connectez-vous dans l'application pour valider les conventions.",
    invitation: "Connectez-vous dans l'application pour répondre à l'invitation.",
    'moyen-de-paiement': "Connectez-vous dans l'application pour gérer votre moyen de paiement.",
  } satisfies Record<AppPageName, string>,
  sessionExpired: "Votre session a expiré. Reconnectez-vous dans l'application, puis réessayez.",
  retry: 'Réessayer',
  offline:
    'Vous êtes hors ligne\u00a0: vérifiez votre connexion. Ce que vous validez sera envoyé dès le retour du réseau.',
} as const;
