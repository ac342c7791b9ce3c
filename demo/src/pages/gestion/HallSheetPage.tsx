import { type FormEvent, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { SheetConventions } from './SheetConventions.tsx';
import { SheetPhotos } from './SheetPhotos.tsx';
import { fetchSheet, type HallSheet, saveSheetText, sheetFormFields } from './sheet-api.ts';
import { sheetMessages as t } from './sheet-messages.ts';
import { StaffApiError } from './staff-session.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

/**
 * `/gestion/:cle/fiche` (owners and managers): what players see of the hall, changed here and shown at once
 * — the hall page's description and the gallery's photos, the safety video, the conventions asked before
 * booking.
 */
export function HallSheetPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <HallSheetView hallKey={cle} />}</ConsoleFrame>;
}

function HallSheetView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const { state, reload, setData } = useStaffData((signal) => fetchSheet(hallKey, signal), [hallKey]);

  return (
    <section className="gestion-section gestion-sheet" aria-labelledby="gestion-fiche-titre">
      <h1 id="gestion-fiche-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.title}
      </h1>
      <LoadingOrError state={state} onRetry={reload} />
      {state.status === 'loaded' && (
        <>
          <p className="gestion-muted">{t.intro}</p>
          <SheetTextForm hallKey={hallKey} sheet={state.data} onSaved={setData} />
          <SheetPhotos hallKey={hallKey} sheet={state.data} onChanged={setData} />
          <SheetConventions hallKey={hallKey} sheet={state.data} onChanged={setData} />
        </>
      )}
    </section>
  );
}

interface SheetTextFormProps {
  hallKey: string;
  sheet: HallSheet;
  onSaved: (sheet: HallSheet) => void;
}

type TextErrors = Partial<Record<'description' | 'videoUrl', string>>;

/**
 * The description (its count of characters shown) and the safety video: its address and whether booking
 * needs it. Checked here and by the server; a refusal keeps what was typed.
 */
function SheetTextForm({ hallKey, sheet, onSaved }: SheetTextFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const id = useId();
  const max = sheet.limits.descriptionChars;
  const [description, setDescription] = useState(sheet.description ?? '');
  const [videoUrl, setVideoUrl] = useState(sheet.videoUrl ?? '');
  const [isVideoRequired, setIsVideoRequired] = useState(sheet.isVideoRequired);
  const [errors, setErrors] = useState<TextErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: TextErrors = {};
    if (description.trim().length > max) found.description = t.descriptionTooLong;
    if (videoUrl.trim() && !/^https:\/\/[^\s]+$/.test(videoUrl.trim())) found.videoUrl = t.videoNotHttps;
    setErrors(found);
    setRefusal(null);
    setSaid('');
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      const saved = await saveSheetText(hallKey, { description, videoUrl: videoUrl.trim(), isVideoRequired });
      setDescription(saved.description ?? '');
      setVideoUrl(saved.videoUrl ?? '');
      setIsVideoRequired(saved.isVideoRequired);
      onSaved(saved);
      setSaid(t.textSaved);
    } catch (caught) {
      const error = caught instanceof StaffApiError ? caught : new StaffApiError(0, String(caught));
      const byField: TextErrors = {};
      for (const [wire, message] of Object.entries(error.fieldErrors)) {
        const field = sheetFormFields[wire] as keyof TextErrors | undefined;
        if (field === 'description' || field === 'videoUrl') byField[field] ??= message;
      }
      setErrors(byField);
      if (Object.keys(byField).length === 0) setRefusal(error.message);
      else focusInvalid();
    } finally {
      setIsBusy(false);
    }
  };

  const describedBy = [`${id}-conseil`, `${id}-compte`, errors.description ? `${id}-erreur` : ''];
  return (
    <section className="gestion-rules__part" aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className="gestion-subtitle">
        {t.textTitle}
      </h2>
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <form
        ref={formRef}
        className="gestion-rules__card-form gestion-sheet__form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-titre`}
        aria-busy={isBusy ? 'true' : undefined}
      >
        <div className="account-field" data-invalid={errors.description ? 'true' : 'false'}>
          <label htmlFor={`${id}-description`} className="account-field__label">
            {t.descriptionLabel}
          </label>
          <textarea
            id={`${id}-description`}
            className="account-field__input gestion-sheet__textarea"
            rows={8}
            value={description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy.filter(Boolean).join(' ')}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id={`${id}-conseil`} className="account-field__hint">
            {t.descriptionHint}
          </p>
          <p
            id={`${id}-compte`}
            className="account-field__hint"
            data-over={description.trim().length > max ? 'true' : 'false'}
          >
            {t.descriptionCount(description.trim().length, max)}
          </p>
          {errors.description && (
            <p id={`${id}-erreur`} className="account-field__error">
              {errors.description}
            </p>
          )}
        </div>
        <Field
          label={t.videoLabel}
          hint={t.videoHint}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={videoUrl}
          onChange={setVideoUrl}
          error={errors.videoUrl}
        />
        <div className="account-check">
          <input
            id={`${id}-video-requise`}
            type="checkbox"
            checked={isVideoRequired}
            onChange={(event) => setIsVideoRequired(event.target.checked)}
          />
          <label htmlFor={`${id}-video-requise`}>{t.videoRequired}</label>
        </div>
        <button
          type="submit"
          className="button button--primary gestion-rules__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {isBusy ? t.saving : t.saveText}
        </button>
        <p className="gestion-form-status" role="status">
          {said}
        </p>
      </form>
    </section>
  );
}
