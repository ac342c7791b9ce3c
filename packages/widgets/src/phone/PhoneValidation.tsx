import { checkPhoneCode, phoneError, registerPhone, requiredField } from '@multisalle/core';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../modal/Modal';
import { phoneTexts as texts } from './texts';
import './phone.css';

/** Props of {@link PhoneValidation}. */
export interface PhoneValidationProps {
  /** The player's number as stored (may be empty) and whether it is verified. */
  profile: { phone: string; isPhoneVerified: boolean };
  /** The code was right (the modal has closed). Closing it otherwise reports nothing. */
  onVerified?: () => void;
  /** Class of the « VÉRIFIER MON NUMÉRO » (« CHANGER DE NUMÉRO » once verified) button, for a host's own style. */
  buttonClassName?: string;
}

/** One labelled input of the modal, its hint and French error tied by `aria-describedby`. */
function PhoneField({
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  inputMode?: 'tel' | 'numeric';
  autoComplete?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-aide` : '', error ? `${id}-erreur` : ''].filter(Boolean).join(' ');
  return (
    <div className="ms-dialog__field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-aide`} className="ms-dialog__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={`${id}-erreur`} className="ms-dialog__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The phone status and the « VALIDATION TÉLÉPHONE » modal (spec 1 sections 2, 5 and 8): a 10-digit number
 * gets an SMS code, the code (required) is then checked. Works on the site (session) and in an element
 * whose host only handed over a token.
 *
 * @example <PhoneValidation profile={profile} onVerified={() => void goOn()} />
 */
export function PhoneValidation({ profile, onVerified, buttonClassName }: PhoneValidationProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [phone, setPhone] = useState(profile.phone);
  const [code, setCode] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string | null; code?: string | null }>({});
  const [isBusy, setIsBusy] = useState(false);
  const formId = useId();

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
    <div className="ms-phone">
      <p data-verified={profile.isPhoneVerified ? 'true' : 'false'}>{texts.status(profile)}</p>
      <button type="button" className={buttonClassName ?? 'ms-dialog__button'} onClick={open}>
        {profile.isPhoneVerified ? texts.change : texts.open}
      </button>
      {isOpen && (
        <Modal
          title={texts.title}
          onClose={() => setIsOpen(false)}
          actions={(close) => (
            <>
              <button type="button" className="ms-dialog__button" onClick={close}>
                {texts.cancel}
              </button>
              <button
                type="submit"
                form={formId}
                className="ms-dialog__button ms-dialog__button--primary"
                disabled={isBusy}
              >
                {texts.validate}
              </button>
            </>
          )}
        >
          <form id={formId} noValidate onSubmit={onSubmit}>
            <PhoneField
              label={texts.phoneLabel}
              hint={texts.phoneHint}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              onChange={setPhone}
              error={errors.phone}
            />
            <button type="button" className="ms-dialog__button" disabled={isBusy} onClick={sendCode}>
              {isCodeSent ? texts.resend : texts.send}
            </button>
            <PhoneField
              label={texts.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
              error={errors.code}
            />
          </form>
        </Modal>
      )}
    </div>
  );
}
