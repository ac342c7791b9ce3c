import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { CopyableSecret } from './CopyableSecret.tsx';
import { addDevice, type DeviceScope, deviceScopes, type HallDevice, rulesFormFields } from './rules-api.ts';
import { addedText, MAX_DEVICE_NAME, scopeWords, rulesMessages as t } from './rules-messages.ts';
import { StaffApiError } from './staff-session.ts';

type Errors = { name?: string | null; scopes?: string | null };

export interface AddDeviceFormProps {
  hallKey: string;
  /** Runs with the new device once the server has added it (the page puts it in its table). */
  onAdded: (device: HallDevice) => void;
}

/** The server's field errors under the form's names (`portees.0` is the scopes' too). */
function errorsOf(fieldErrors: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const [wire, message] of Object.entries(fieldErrors)) {
    const field = rulesFormFields[wire.split('.')[0] ?? wire];
    if (field === 'name' || field === 'scopes') errors[field] ??= message;
  }
  return errors;
}

/**
 * « Ajouter un appareil »: its name and what it may do (one scope at least). The server answers the
 * device's key once: it shows in a marked block, to copy into the device, until « J'ai copié la clé ».
 * A refusal keeps what was typed.
 */
export function AddDeviceForm({ hallKey, onAdded }: AddDeviceFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const keyTitleRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<DeviceScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [added, setAdded] = useState<{ name: string; key: string } | null>(null);

  useEffect(() => {
    if (added) keyTitleRef.current?.focus();
  }, [added]);

  const toggle = (scope: DeviceScope, isChecked: boolean) =>
    setScopes((current) =>
      deviceScopes.filter((found) => (found === scope ? isChecked : current.includes(found))),
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const typed = name.trim();
    const found: Errors = {
      name: typed === '' ? t.nameRequired : typed.length > MAX_DEVICE_NAME ? t.nameTooLong : null,
      scopes: scopes.length === 0 ? t.scopesRequired : null,
    };
    setErrors(found);
    setRefusal(null);
    if (found.name || found.scopes) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      const answer = await addDevice(hallKey, { name: typed, scopes });
      setAdded({ name: answer.device.name, key: answer.key });
      setName('');
      setScopes([]);
      onAdded(answer.device);
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(0, String(error));
      const fieldErrors = errorsOf(refused.fieldErrors);
      const hasFieldErrors = Boolean(fieldErrors.name || fieldErrors.scopes);
      setErrors(fieldErrors);
      setRefusal(hasFieldErrors ? null : refused.message);
      if (hasFieldErrors) focusInvalid();
    } finally {
      setIsBusy(false);
    }
  };

  const dismiss = () => {
    setAdded(null);
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  const scopesErrorId = `${id}-portees-erreur`;
  return (
    <section className="gestion-invite" aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className="gestion-subtitle">
        {t.addTitle}
      </h2>
      {added && (
        <section className="gestion-key" aria-labelledby={`${id}-cle-titre`}>
          <p id={`${id}-cle-titre`} ref={keyTitleRef} tabIndex={-1} className="gestion-key__title">
            {t.keyTitle}
          </p>
          <p className="gestion-key__intro">{addedText(added.name)}</p>
          <CopyableSecret
            key={added.key}
            id={`${id}-cle`}
            label={t.keyLabel}
            value={added.key}
            copyLabel={t.copyKey}
            copiedText={t.keyCopied}
            failedText={t.copyFailed}
          />
          <button type="button" className="button button--primary gestion-key__done" onClick={dismiss}>
            {t.keyDone}
          </button>
        </section>
      )}
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <form
        ref={formRef}
        className="gestion-rules__add"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isBusy ? 'true' : undefined}
      >
        <Field
          label={t.deviceName}
          placeholder={t.deviceNameExample}
          autoComplete="off"
          value={name}
          onChange={setName}
          error={errors.name}
        />
        <fieldset
          className="gestion-rules__scopes"
          aria-describedby={errors.scopes ? scopesErrorId : undefined}
        >
          <legend className="account-field__label">{t.scopesLegend}</legend>
          {deviceScopes.map((scope) => (
            <div key={scope} className="account-check">
              <input
                id={`${id}-${scope}`}
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                aria-invalid={errors.scopes ? true : undefined}
              />
              <label htmlFor={`${id}-${scope}`}>{scopeWords[scope]}</label>
            </div>
          ))}
          {errors.scopes && (
            <p id={scopesErrorId} className="account-field__error">
              {errors.scopes}
            </p>
          )}
        </fieldset>
        <button
          type="submit"
          className="button button--primary gestion-rules__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {t.addSubmit}
        </button>
      </form>
      <p className="gestion-form-status" role="status">
        {isBusy ? t.adding : ''}
      </p>
    </section>
  );
}
