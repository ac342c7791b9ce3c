import { imageSizeError, type Profile, showToast, uploadAvatar } from '@multisalle/core';
import { type ChangeEvent, useId, useState } from 'react';

/** The avatar (default image when empty) and its upload; over 5 MB is refused before sending. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const tooLarge = imageSizeError(file.size);
    setError(tooLarge);
    if (tooLarge) {
      showToast('error', tooLarge);
      input.value = '';
      return;
    }
    setIsBusy(true);
    await uploadAvatar(file, file.name);
    setIsBusy(false);
    input.value = '';
  };

  return (
    <div className="avatar-upload">
      <img
        src={profile.avatarUrl || '/images/avatar-default.svg'}
        alt="Mon avatar"
        width="96"
        height="96"
        className="avatar-upload__image"
      />
      <label htmlFor={inputId} className="button button--outline avatar-upload__button" data-busy={isBusy}>
        Changer ma photo
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="visually-hidden"
        disabled={isBusy}
        onChange={onChange}
        aria-describedby={error ? `${inputId}-erreur` : undefined}
      />
      {error && (
        <p id={`${inputId}-erreur`} className="account-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
