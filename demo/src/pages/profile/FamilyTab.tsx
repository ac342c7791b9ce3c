import {
  $family,
  addFamilyMember,
  deleteFamilyMember,
  type FamilyMember,
  type FamilyMemberInput,
  familyTexts,
  loadFamily,
  requiredField,
  updateFamilyMember,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import './reservations.css';

/** Longest pseudonym (spec 1 section 9), as for an account. */
const MAX_PSEUDONYM_LENGTH = 12;

const emptyInput: FamilyMemberInput = { nom: '', prenom: '', pseudo: '', mineur: false };
type Errors = Partial<Record<'nom' | 'prenom' | 'pseudo', string | null>>;

function validate(input: FamilyMemberInput): Errors {
  return {
    nom: requiredField(input.nom),
    prenom: requiredField(input.prenom),
    pseudo:
      requiredField(input.pseudo) ??
      (input.pseudo.trim().length > MAX_PSEUDONYM_LENGTH
        ? `Le pseudo ne peut pas dépasser ${MAX_PSEUDONYM_LENGTH} caractères.`
        : null),
  };
}

/**
 * The MA FAMILLE tab (spec 1 sections 2 and 7): the members the player answers invitations for (no
 * account, no phone): list, add, change, delete. The server's refusals (pseudo already used, CONTACT-011)
 * are toasted in French and change nothing.
 */
export function FamilyTab() {
  const { members, isFetched, isLoading, hasFailed } = useStore($family);
  const [editing, setEditing] = useState<FamilyMember | null>(null);

  useEffect(() => {
    void loadFamily();
  }, []);

  return (
    <div className="family-tab">
      <section className="account-card" aria-labelledby="famille-membres">
        <h2 id="famille-membres" className="account-card__title">
          MEMBRES DE MA FAMILLE
        </h2>
        {hasFailed && (
          <div role="alert" className="family-tab__failed">
            <p>{familyTexts.loadFailed}</p>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={isLoading ? 'true' : undefined}
              onClick={() => !isLoading && void loadFamily()}
            >
              Réessayer
            </button>
          </div>
        )}
        {!isFetched ? (
          <Spinner label="Chargement de ma famille" />
        ) : hasFailed && members.length === 0 ? null : members.length === 0 ? (
          <p>Aucun membre de votre famille n'est enregistré.</p>
        ) : (
          <ul className="family-tab__list">
            {members.map((m) => (
              <li key={m.id}>
                <span>
                  {m.prenom} {m.nom} ({m.pseudo}){m.mineur ? ', mineur' : ''}
                </span>
                <button type="button" className="button button--ghost" onClick={() => setEditing(m)}>
                  Modifier {m.pseudo}
                </button>
                <ConfirmButton
                  label={`Supprimer ${m.pseudo}`}
                  title="SUPPRIMER UN MEMBRE"
                  confirmLabel="CONFIRMER LA SUPPRESSION"
                  onConfirm={() => deleteFamilyMember(m.id)}
                >
                  <p>
                    {m.prenom} {m.nom} ({m.pseudo}) sera retiré de votre famille et de ses réservations à
                    venir. Confirmez-vous la suppression&nbsp;?
                  </p>
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MemberForm key={editing?.id ?? 'new'} member={editing} onDone={() => setEditing(null)} />
    </div>
  );
}

function MemberForm({ member, onDone }: { member: FamilyMember | null; onDone: () => void }) {
  const [input, setInput] = useState<FamilyMemberInput>(member ?? emptyInput);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const title = member ? `MODIFIER ${member.pseudo}` : 'AJOUTER UN MEMBRE';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(input);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    const trimmed = {
      ...input,
      nom: input.nom.trim(),
      prenom: input.prenom.trim(),
      pseudo: input.pseudo.trim(),
    };
    const isDone = member ? await updateFamilyMember(member.id, trimmed) : await addFamilyMember(trimmed);
    setIsBusy(false);
    if (!isDone) return;
    setInput(emptyInput);
    onDone();
  };

  return (
    <section className="account-card" aria-labelledby="famille-formulaire">
      <h2 id="famille-formulaire" className="account-card__title">
        {title}
      </h2>
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <Field
          label="Nom"
          value={input.nom}
          error={errors.nom}
          onChange={(nom) => setInput({ ...input, nom })}
        />
        <Field
          label="Prénom"
          value={input.prenom}
          error={errors.prenom}
          onChange={(prenom) => setInput({ ...input, prenom })}
        />
        <Field
          label="Pseudo"
          value={input.pseudo}
          error={errors.pseudo}
          hint={`${MAX_PSEUDONYM_LENGTH} caractères au plus, unique.`}
          onChange={(pseudo) => setInput({ ...input, pseudo })}
        />
        <label className="family-tab__minor">
          <input
            type="checkbox"
            checked={input.mineur}
            onChange={(event) => setInput({ ...input, mineur: event.target.checked })}
          />{' '}
          Mineur
        </label>
        <div className="family-tab__actions">
          <button type="submit" className="button button--primary" disabled={isBusy}>
            {member ? 'ENREGISTRER' : 'AJOUTER'}
          </button>
          {member && (
            <button type="button" className="button button--ghost" onClick={onDone}>
              ANNULER
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
