import { $session, deleteAccount, generatePin, logout } from '@multisalle/core';
import { PaymentMeansPanel, PhoneValidation, Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { AvatarUpload } from './AvatarUpload.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import { MyDataDownload } from './MyDataDownload.tsx';
import { NoticePreferences } from './NoticePreferences.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { StatsSection } from './StatsSection.tsx';

/**
 * The MON COMPTE tab (spec 1 sections 2, 5 and 8): avatar, profile form, phone verification, the saved
 * card (changed only once one exists, spec 1 "Payment means panel"), access PIN, the download of the player's
 * data (RGPD), logout and account deletion.
 */
export function AccountDashboard() {
  const { profile, isLoading } = useStore($session);
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
        <PhoneValidation profile={profile} buttonClassName="button button--outline" />
      </div>
      <StatsSection />
      <div className="account-card">
        <h2 className="account-card__title">MOYEN DE PAIEMENT</h2>
        <PaymentMeansPanel requireExistingAlias />
      </div>
      <div className="account-card">
        <h2 className="account-card__title">MON CODE PIN</h2>
        <p>
          Code d'accès aux salles&nbsp;:{' '}
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
      <NoticePreferences />
      <MyDataDownload />
      <div className="account-card">
        <h2 className="account-card__title">MA SESSION</h2>
        <div className="account-card__actions">
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            Déconnexion
          </button>
          <ConfirmButton
            label="SUPPRIMER MON COMPTE"
            buttonClassName="button button--danger"
            title="SUPPRIMER MON COMPTE"
            confirmLabel="CONFIRMER LA SUPPRESSION"
            onConfirm={deleteAccount}
          >
            <p>
              Vos nom, pseudonyme, adresse, numéro, photo, famille et carte enregistrée seront effacés, et vos
              réponses aux séances à venir retirées&nbsp;; seuls vos paiements sont gardés, sans votre nom,
              pour la comptabilité. Vous ne pourrez plus vous connecter. Confirmez-vous la suppression&nbsp;?
            </p>
          </ConfirmButton>
        </div>
      </div>
    </div>
  );
}
