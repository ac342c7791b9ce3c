import { type FormEvent, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { CopyableSecret } from './CopyableSecret.tsx';
import { alreadyActive, linkIntro, roleWords, consoleMessages as t } from './messages.ts';
import { formErrorsOf, inviteStaff, type StaffRole, staffRoles } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';

type Errors = { email?: string | null; role?: string | null };
type Invited = { email: string; link: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteFormProps {
  hallKey: string;
  /** Runs once the server has added the member (the page reads its list again). */
  onInvited: () => void;
}

/**
 * « Inviter un membre »: an address and a role. The server answers the activation link while the address
 * has no password: it shows once, to copy and pass on. A refusal keeps what was typed.
 */
export function InviteForm({ hallKey, onInvited }: InviteFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('accueil');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [invited, setInvited] = useState<Invited | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const typed = email.trim();
    const found: Errors = { email: typed === '' || !EMAIL.test(typed) ? t.emailInvalid : null };
    setErrors(found);
    setRefusal(null);
    if (found.email) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    setInvited(null);
    try {
      const answer = await inviteStaff(hallKey, typed, role);
      setInvited({ email: typed, link: answer.activationLink });
      setEmail('');
      onInvited();
    } catch (error) {
      const refused = error instanceof StaffApiError ? error : new StaffApiError(0, String(error));
      const fieldErrors = formErrorsOf(refused.fieldErrors);
      setErrors(fieldErrors);
      setRefusal(Object.keys(fieldErrors).length > 0 ? null : refused.message);
      if (Object.keys(fieldErrors).length > 0) focusInvalid();
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="gestion-invite" aria-labelledby="gestion-invitation-titre">
      <h2 id="gestion-invitation-titre" className="gestion-subtitle">
        {t.inviteTitle}
      </h2>
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <form
        ref={formRef}
        className="gestion-invite__form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isBusy ? 'true' : undefined}
      >
        <Field
          label={t.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <div className="account-field">
          <label htmlFor={roleId} className="account-field__label">
            {t.role}
          </label>
          <select
            id={roleId}
            className="gestion-select gestion-select--field"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {staffRoles.map((option) => (
              <option key={option} value={option}>
                {roleWords[option]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button button--primary gestion-invite__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {t.inviteSubmit}
        </button>
      </form>
      <div className="gestion-form-status" role="status">
        {isBusy && t.inviting}
        {invited && !invited.link && <p>{alreadyActive(invited.email)}</p>}
        {invited?.link && <p>{linkIntro(invited.email)}</p>}
      </div>
      {invited?.link && (
        <div className="gestion-link">
          <CopyableSecret
            key={invited.link}
            id={`${roleId}-lien`}
            label={t.linkLabel}
            value={invited.link}
            copyLabel={t.copyLink}
            copiedText={t.linkCopied}
            failedText={t.copyFailed}
          />
        </div>
      )}
    </section>
  );
}
