import { checkPhoneCode, type Profile, phoneError, registerPhone, requiredField } from '@multisalle/core';
import { Modal } from '@multisalle/widgets';
import { type FormEvent, useState } from 'react';
import { Field } from '../account/Field.tsx';

/** Props of {@link PhoneValidation}. */
export interface PhoneValidationProps {
  profile: Profile;
  /** The code was right and the profile reloaded (the modal has closed). Closing it otherwise reports nothing. */
  onVerified?: () => void;
}

/**
 * The phone status and the "VALIDATION TÉLÉPHONE" modal (spec 1 sections 2, 5 and 8): a 10-digit
 * number gets an SMS code, the code (required) is then checked.
 *
 * @example <PhoneValidation profile={profile} onVerified={() => void goOn()} />
 */
export function PhoneValidation({ profile, onVerified }: PhoneValidationProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [phone, setPhone] = useState(profile.phone);
  const [code, setCode] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string | null; code?: string | null }>({});
  const [isBusy, setIsBusy] = useState(false);

  const open = () => {
    setPhone(profile.phone);
    setCode('');
    setErrors({});
    setIsCodeSent(false);
    setIsOpen(true);
  };

  const sendCode = async () => {
    const phoneProblem = phoneError(phone, true);
    setErrors({ phone: phoneProblem });
    if (phoneProblem) return;
    setIsBusy(true);
    setIsCodeSent(await registerPhone(phone));
    setIsBusy(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { phone: phoneError(phone, true), code: requiredField(code) };
    setErrors(found);
    if (found.phone || found.code) return;
    setIsBusy(true);
    const isValid = await checkPhoneCode(phone, code);
    setIsBusy(false);
    if (!isValid) return;
    setIsOpen(false);
    onVerified?.();
  };

  return (
    <>
      <p data-verified={profile.isPhoneVerified ? 'true' : 'false'}>
        {profile.isPhoneVerified
          ? `Votre numéro ${profile.phone} est vérifié.`
          : profile.phone
            ? `Votre numéro ${profile.phone} n'est pas encore vérifié.`
            : "Vous n'avez pas encore de numéro vérifié."}
      </p>
      <button type="button" className="button button--outline" onClick={open}>
        VÉRIFIER MON NUMÉRO
      </button>
      {isOpen && (
        <Modal title="VALIDATION TÉLÉPHONE" onClose={() => setIsOpen(false)}>
          <form className="account-form" noValidate onSubmit={onSubmit}>
            <Field
              label="Numéro de portable"
              hint="10 chiffres, par exemple 0612345678."
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              onChange={setPhone}
              error={errors.phone}
            />
            <button type="button" className="button button--outline" disabled={isBusy} onClick={sendCode}>
              {isCodeSent ? 'RENVOYER LE CODE' : 'RECEVOIR LE CODE PAR SMS'}
            </button>
            <Field
              label="Code de validation"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
              error={errors.code}
            />
            <div className="account-modal__actions">
              <button type="button" className="button button--ghost" onClick={() => setIsOpen(false)}>
                ANNULER
              </button>
              <button type="submit" className="button button--primary" disabled={isBusy}>
                VALIDER
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
