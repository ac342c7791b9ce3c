import { $session, deleteAccount, generatePin, logout } from '@multisalle/core';
import { Modal, PaymentMeansPanel, Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { AvatarUpload } from './AvatarUpload.tsx';
import { PhoneValidation } from './PhoneValidation.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { StatsSection } from './StatsSection.tsx';

/**
 * The MON COMPTE tab (spec 1 sections 2, 5 and 8): avatar, profile form, phone verification, the saved
 * card (changed only once one exists, spec 1 "Payment means panel"), access PIN, logout and account deletion.
 */
export function AccountDashboard() {
  const { profile, isLoading } = useStore($session);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  if (!profile) {
    return isLoading ? <Spinner label="Chargement du profil" /> : <p>Votre profil n'a pas pu être chargé.</p>;
  }

  return (
    <div className="account-dashboard">
      <div className="account-card account-card--identity">
        <AvatarUpload profile={profile} />
        <p className="account-card__name">
          {profile.firstName} {profile.lastName}
        </p>
        <p className="account-card__muted">{profile.pseudonym}</p>
      </div>
      <div className="account-card">
        <h2 className="account-card__title">MON PROFIL</h2>
        <ProfileForm profile={profile} />
      </div>
      <div className="account-card">
        <h2 className="account-card__title">MON TÉLÉPHONE</h2>
        <PhoneValidation profile={profile} />
      </div>
      <StatsSection />
      <div className="account-card">
        <h2 className="account-card__title">MOYEN DE PAIEMENT</h2>
        <PaymentMeansPanel requireExistingAlias />
      </div>
      <div className="account-card">
        <h2 className="account-card__title">MON CODE PIN</h2>
        <p>
          Code d'accès aux salles :{' '}
          <strong data-testid="code-pin">{profile.pinCode ?? 'aucun code pour le moment'}</strong>
        </p>
        <button
          type="button"
          className="button button--outline"
          disabled={isBusy}
          onClick={async () => {
            setIsBusy(true);
            await generatePin();
            setIsBusy(false);
          }}
        >
          GÉNÉRER UN NOUVEAU CODE PIN
        </button>
      </div>
      <div className="account-card">
        <h2 className="account-card__title">MA SESSION</h2>
        <div className="account-card__actions">
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            Déconnexion
          </button>
          <button type="button" className="button button--danger" onClick={() => setIsConfirmingDelete(true)}>
            SUPPRIMER MON COMPTE
          </button>
        </div>
      </div>
      {isConfirmingDelete && (
        <Modal
          title="SUPPRIMER MON COMPTE"
          onClose={() => setIsConfirmingDelete(false)}
          actions={
            <>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setIsConfirmingDelete(false)}
              >
                ANNULER
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={isBusy}
                onClick={async () => {
                  setIsBusy(true);
                  const isDeleted = await deleteAccount();
                  setIsBusy(false);
                  if (!isDeleted) setIsConfirmingDelete(false);
                }}
              >
                CONFIRMER LA SUPPRESSION
              </button>
            </>
          }
        >
          <p>
            Votre compte sera supprimé et vous ne pourrez plus vous connecter. Confirmez-vous la suppression ?
          </p>
        </Modal>
      )}
    </div>
  );
}
