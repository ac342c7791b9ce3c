import { firstOfMonth } from '@multisalle/core';
/** The id of the sentence saying why a button is disabled offline: the buttons point at it (`aria-describedby`). */
export const OFFLINE_REASON_ID = 'reservations-hors-connexion-raison';

// The device's own clock and time zone: « when did my phone last get my games », not the hall's time.
const updateTime = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps {
  /** When the list shown was last loaded from the server (ISO instant); `null`: never on this device. */
  updatedAt: string | null;
  /** The browser says it is online but the server did not answer: offer to try again. */
  onRetry?: () => void;
}

/**
 * « Hors connexion » above MES RÉSERVATIONS: the games shown are the ones kept on the device,
 * as of the last update, and the actions that need the network wait for it. A live region, so a screen
 * reader hears it when the network goes.
 */
export function OfflineBanner({ updatedAt, onRetry }: OfflineBannerProps) {
  return (
    <div className="offline-banner" role="status" aria-labelledby="hors-connexion-titre">
      <p id="hors-connexion-titre" className="offline-banner__title">
        Hors connexion
      </p>
      <p>
        {updatedAt
          ? `Réservations à venir et QR codes enregistrés sur cet appareil. Dernière mise à jour\u00a0: ${firstOfMonth(updateTime.format(new Date(updatedAt)))}.`
          : "Vos réservations n'ont pas encore été enregistrées sur cet appareil\u00a0: elles s'afficheront au retour de la connexion."}
      </p>
      <p id={OFFLINE_REASON_ID}>
        Annuler, inviter, code PIN et agenda&nbsp;: disponibles au retour de la connexion.
      </p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          Réessayer
        </button>
      )}
    </div>
  );
}
