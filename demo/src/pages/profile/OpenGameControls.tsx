import { closeGame, fetchOpenGame, type OpenGameOrganiserView, openGame, placesText } from '@multisalle/core';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { ShareLink } from '../../components/share-link/ShareLink.tsx';
import { OpenGameRequests } from './OpenGameRequests.tsx';

const MESSAGE_MAX = 280;
const LEVELS = [1, 2, 3, 4, 5, 6, 7];

/**
 * The organiser's « Ouvrir la partie » / « Fermer la partie » in MES RÉSERVATIONS: the form
 * asks the places offered (at most `freePlaces`), an optional level range and a short message (plain text,
 * 280 characters at most); an open game shows its free places and its public link.
 */
export function OpenGameControls({
  reservationId,
  freePlaces,
  unavailableReasonId,
}: {
  reservationId: string;
  freePlaces: number;
  unavailableReasonId?: string | undefined;
}) {
  const [view, setView] = useState<OpenGameOrganiserView | undefined>(undefined);
  const [isFormShown, setIsFormShown] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const reload = useCallback(async () => setView(await fetchOpenGame(reservationId)), [reservationId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (!view) return null;
  const offline = unavailableReasonId ? { disabled: true, 'aria-describedby': unavailableReasonId } : {};
  if (view.ouverte && view.partie) {
    const { partie } = view;
    return (
      <div className="open-game">
        <p className="open-game__state">
          Partie ouverte&nbsp;: {placesText(partie.nbPlacesLibres, 'libre')} sur {partie.nbPlacesOffertes}{' '}
          {partie.nbPlacesOffertes > 1 ? 'offertes' : 'offerte'}.
        </p>
        {partie.message && <p className="open-game__message">{partie.message}</p>}
        <ShareLink
          label="Lien public de la partie"
          url={`${globalThis.location?.origin ?? ''}${partie.lien}`}
          shareText="Il reste de la place dans ma partie, rejoins-nous&nbsp;:"
        />
        <OpenGameRequests
          reservationId={reservationId}
          players={partie.joueurs}
          onChange={() => void reload()}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={isBusy}
          {...offline}
          onClick={async () => {
            setIsBusy(true);
            if (await closeGame(reservationId)) await reload();
            setIsBusy(false);
          }}
        >
          Fermer la partie
        </button>
      </div>
    );
  }
  if (freePlaces < 1) return null;
  return (
    <div className="open-game">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={isFormShown}
        {...offline}
        onClick={() => setIsFormShown((shown) => !shown)}
      >
        Ouvrir la partie
      </button>
      {isFormShown && (
        <OpenGameForm
          freePlaces={freePlaces}
          isBusy={isBusy}
          onCancel={() => setIsFormShown(false)}
          onSubmit={async (terms) => {
            setIsBusy(true);
            const isDone = await openGame(reservationId, terms);
            setIsBusy(false);
            if (!isDone) return;
            setIsFormShown(false);
            await reload();
          }}
        />
      )}
    </div>
  );
}

type Terms = Parameters<typeof openGame>[1];

function OpenGameForm({
  freePlaces,
  isBusy,
  onCancel,
  onSubmit,
}: {
  freePlaces: number;
  isBusy: boolean;
  onCancel: () => void;
  onSubmit: (terms: Terms) => void;
}) {
  const id = useId();
  const [places, setPlaces] = useState(String(freePlaces));
  const [levelMin, setLevelMin] = useState('');
  const [levelMax, setLevelMax] = useState('');
  const [message, setMessage] = useState('');
  const isRangeWrong = levelMin !== '' && levelMax !== '' && Number(levelMin) > Number(levelMax);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isRangeWrong) return;
    onSubmit({
      nbPlacesOffertes: Number(places),
      niveauMin: levelMin === '' ? null : Number(levelMin),
      niveauMax: levelMax === '' ? null : Number(levelMax),
      message,
    });
  };
  const levelSelect = (label: string, value: string, onChange: (value: string) => void, suffix: string) => (
    <div className="account-field">
      <label className="account-field__label" htmlFor={`${id}-${suffix}`}>
        {label}
      </label>
      <select
        className="account-field__input"
        id={`${id}-${suffix}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Aucun</option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="open-game__form" aria-label="Ouvrir la partie" onSubmit={submit}>
      <div className="account-field">
        <label className="account-field__label" htmlFor={`${id}-places`}>
          Places offertes
        </label>
        <input
          id={`${id}-places`}
          className="account-field__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={freePlaces}
          required
          value={places}
          onChange={(event) => setPlaces(event.target.value)}
        />
      </div>
      {levelSelect('Niveau minimum', levelMin, setLevelMin, 'min')}
      {levelSelect('Niveau maximum', levelMax, setLevelMax, 'max')}
      {isRangeWrong && (
        <p role="alert" className="account-field__error">
          Le niveau minimum ne peut pas dépasser le niveau maximum.
        </p>
      )}
      <div className="account-field">
        <label className="account-field__label" htmlFor={`${id}-message`}>
          Message aux joueurs (facultatif)
        </label>
        <textarea
          id={`${id}-message`}
          className="account-field__input"
          maxLength={MESSAGE_MAX}
          rows={3}
          aria-describedby={`${id}-count`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={`${id}-count`} className="account-field__hint">
          {message.length} / {MESSAGE_MAX} caractères
        </p>
      </div>
      <div className="open-game__actions">
        <button type="submit" className="button button--primary" disabled={isBusy || isRangeWrong}>
          OUVRIR LA PARTIE
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
