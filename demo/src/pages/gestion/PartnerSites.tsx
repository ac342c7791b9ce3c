import { type FormEvent, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { addPartnerSite, fetchPartnerSites, removePartnerSite } from './rules-api.ts';
import {
  partnerAddedText,
  partnerRemovedText,
  removePartnerOf,
  rulesMessages as t,
} from './rules-messages.ts';
import { StaffApiError } from './staff-session.ts';
import { useStaffData } from './use-console.ts';

/**
 * « Sites partenaires » (owners): the origins a player who signs in from their pages is sent back to, each
 * with « Retirer », and a field to add one (the server keeps its origin, and says in French what it
 * refuses). A failure keeps what was typed.
 */
export function PartnerSites({ hallKey }: { hallKey: string }) {
  const { state, setData } = useStaffData((signal) => fetchPartnerSites(hallKey, signal), [hallKey]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const sites = state.status === 'loaded' ? state.data : [];

  const refusalOf = (caught: unknown) => {
    const refused = caught instanceof StaffApiError ? caught : new StaffApiError(0, String(caught));
    return refused.fieldErrors.origine ?? refused.message;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setNews('');
    if (!address.trim()) {
      setError(t.partnerRequired);
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      const origin = await addPartnerSite(hallKey, address.trim());
      setError(null);
      setAddress('');
      setNews(partnerAddedText(origin));
      setData(await fetchPartnerSites(hallKey));
    } catch (caught) {
      setError(refusalOf(caught));
      focusInvalid();
    } finally {
      setIsBusy(false);
    }
  };

  const remove = async (origin: string) => {
    setNews('');
    try {
      await removePartnerSite(hallKey, origin);
      setData(sites.filter((site) => site.origin !== origin));
      setNews(partnerRemovedText(origin));
      // The button is gone with its line: the field takes the focus.
      formRef.current?.querySelector('input')?.focus();
    } catch (caught) {
      setNews(refusalOf(caught));
    }
  };

  return (
    <section className="gestion-rules__part" aria-labelledby="gestion-partenaires-titre">
      <h2 id="gestion-partenaires-titre" className="gestion-subtitle">
        {t.partnersTitle}
      </h2>
      <p className="gestion-muted">{t.partnersIntro}</p>
      {state.status === 'failed' && (
        <p className="gestion-alert" role="alert">
          {state.error.message}
        </p>
      )}
      {state.status === 'loaded' && sites.length === 0 && <p className="gestion-muted">{t.noPartner}</p>}
      {sites.length > 0 && (
        <ul className="gestion-partners">
          {sites.map((site) => (
            <li key={site.origin} className="gestion-partners__site">
              <span className="gestion-partners__origin">{site.origin}</span>
              <button
                type="button"
                className="button button--outline gestion-small-button"
                aria-label={removePartnerOf(site.origin)}
                onClick={() => void remove(site.origin)}
              >
                {t.partnerRemove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        ref={formRef}
        className="gestion-rules__card-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isBusy ? 'true' : undefined}
      >
        <Field
          label={t.partnerAddress}
          hint={t.partnerHint}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={address}
          onChange={setAddress}
          error={error}
        />
        <button
          type="submit"
          className="button button--primary gestion-rules__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {t.partnerSubmit}
        </button>
      </form>
      <p className="gestion-form-status" role="status">
        {isBusy ? t.adding : news}
      </p>
    </section>
  );
}
