import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import { ConfirmAction } from './ConfirmAction.tsx';
import { ConsolePart, useConsoleChanges } from './ConsolePart.tsx';
import { ScrollTable } from './ScrollTable.tsx';
import {
  addPhoto,
  type HallSheet,
  orderPhotos,
  removePhoto,
  type SheetPhoto,
  savePhotoAlt,
  sheetFormFields,
} from './sheet-api.ts';
import {
  altOfPhoto,
  moveDownOf,
  moveUpOf,
  removePhotoOf,
  removePhotoQuestion,
  saveAltOf,
  sheetMessages as t,
} from './sheet-messages.ts';
import { asStaffError } from './staff-session.ts';

export interface SheetPhotosProps {
  hallKey: string;
  sheet: HallSheet;
  onChanged: (sheet: HallSheet) => void;
}

/**
 * « Photos de la galerie »: the hall's photos in their order, each with its alternative text (changed in
 * place), « Monter » / « Descendre » and « Retirer » asked twice; and « Ajouter une photo » (a file of
 * 5 MB at most, checked here before it is sent, its preview, its alternative text required).
 */
export function SheetPhotos({ hallKey, sheet, onChanged }: SheetPhotosProps) {
  // A refusal shows above the table.
  const { refusal, said, setSaid, start, run } = useConsoleChanges(onChanged);
  const photos = sheet.photos;

  const move = (index: number, step: -1 | 1) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + step, 0, moved);
    void run(() => orderPhotos(hallKey, ids), t.photosOrdered);
  };

  return (
    <ConsolePart title={t.photosTitle} intro={t.photosIntro} refusal={refusal} said={said}>
      {photos.length === 0 ? (
        <p className="gestion-muted">{t.photosNone}</p>
      ) : (
        <ScrollTable
          caption={t.photosTable}
          className="gestion-table gestion-table--stack gestion-sheet__photos"
        >
          <thead>
            <tr>
              <th scope="col">{t.photo}</th>
              <th scope="col">{t.alt}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {photos.map((photo, index) => (
              <tr key={photo.id}>
                <td>
                  <img className="gestion-sheet__thumb" src={photo.url} alt={photo.alt} loading="lazy" />
                </td>
                <td>
                  <PhotoAlt
                    photo={photo}
                    position={index + 1}
                    onSave={(alt) => run(() => savePhotoAlt(hallKey, photo.id, alt), t.photoAltSaved)}
                  />
                </td>
                <td>
                  <div className="gestion-sheet__row-actions">
                    <button
                      type="button"
                      className="button button--ghost gestion-small-button"
                      aria-label={moveUpOf(photo.alt)}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      {t.up}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost gestion-small-button"
                      aria-label={moveDownOf(photo.alt)}
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {t.down}
                    </button>
                    <ConfirmAction
                      label={t.remove}
                      accessibleLabel={removePhotoOf(photo.alt)}
                      question={removePhotoQuestion(photo.alt)}
                      confirmLabel={t.confirmRemove}
                      busyLabel={t.removing}
                      backLabel={t.back}
                      onConfirm={() => run(() => removePhoto(hallKey, photo.id), t.photoRemoved)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {photos.length < sheet.limits.photos && (
        <AddPhotoForm
          maxBytes={sheet.limits.photoBytes}
          onAdd={async (file, alt) => {
            start();
            const added = await addPhoto(hallKey, file, alt);
            onChanged(added);
            setSaid(t.photoAdded);
          }}
        />
      )}
    </ConsolePart>
  );
}

/** A photo's alternative text, changed in place; a refusal keeps what was typed. */
function PhotoAlt(props: { photo: SheetPhoto; position: number; onSave: (alt: string) => Promise<boolean> }) {
  const [alt, setAlt] = useState(props.photo.alt);
  const [error, setError] = useState<string | null>(null);
  const isChanged = alt.trim() !== props.photo.alt;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!alt.trim()) {
      setError(t.altRequired);
      return;
    }
    setError(null);
    await props.onSave(alt.trim());
  };
  return (
    <form className="gestion-sheet__alt" noValidate onSubmit={save}>
      <Field label={altOfPhoto(props.position)} value={alt} onChange={setAlt} maxLength={250} error={error} />
      {isChanged && (
        <button
          type="submit"
          className="button button--outline gestion-small-button"
          aria-label={saveAltOf(props.position)}
        >
          {t.saveAlt}
        </button>
      )}
    </form>
  );
}

type AddErrors = Partial<Record<'file' | 'alt', string>>;

/** « Ajouter une photo »: the file (checked against 5 MB here), its preview and its alternative text. */
function AddPhotoForm(props: { maxBytes: number; onAdd: (file: File, alt: string) => Promise<void> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<AddErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setRefusal(null);
    if (chosen && chosen.size > props.maxBytes) {
      // Spec 1: an image of 5 MB at most; refused before it is sent.
      setErrors((current) => ({ ...current, file: t.photoTooLarge }));
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setErrors((current) => ({ ...current, file: undefined }));
    setFile(chosen);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: AddErrors = {};
    if (!file) found.file = errors.file ?? t.photoMissing;
    if (!alt.trim()) found.alt = t.altRequired;
    setErrors(found);
    setRefusal(null);
    if (!file || Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    setIsBusy(true);
    try {
      await props.onAdd(file, alt.trim());
      setFile(null);
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (caught) {
      const error = asStaffError(caught);
      const byField: AddErrors = {};
      for (const [wire, message] of Object.entries(error.fieldErrors)) {
        const field = sheetFormFields[wire] as keyof AddErrors | undefined;
        if (field === 'file' || field === 'alt') byField[field] ??= message;
      }
      if (error.status === 413) byField.file = error.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0) setRefusal(error.message);
      else focusInvalid();
    } finally {
      setIsBusy(false);
    }
  };

  const fileDescribedBy = [`${id}-conseil`, errors.file ? `${id}-erreur` : ''].filter(Boolean).join(' ');
  return (
    <form
      ref={formRef}
      className="gestion-rules__card-form gestion-sheet__form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-titre`}
      aria-busy={isBusy ? 'true' : undefined}
    >
      <h3 id={`${id}-titre`} className="gestion-hours__add-title">
        {t.addPhotoTitle}
      </h3>
      {refusal && (
        <p className="gestion-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="account-field" data-invalid={errors.file ? 'true' : 'false'}>
        <label htmlFor={`${id}-fichier`} className="account-field__label" data-required="true">
          {t.fileLabel}
        </label>
        <input
          ref={fileRef}
          id={`${id}-fichier`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="gestion-sheet__file"
          required
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={fileDescribedBy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-conseil`} className="account-field__hint">
          {t.fileHint}
        </p>
        {errors.file && (
          <p id={`${id}-erreur`} className="account-field__error">
            {errors.file}
          </p>
        )}
      </div>
      {preview && (
        <figure className="gestion-sheet__preview">
          <img src={preview} alt={alt.trim() || t.preview} />
          <figcaption className="gestion-muted">{t.preview}</figcaption>
        </figure>
      )}
      <Field
        label={t.altLabel}
        hint={t.altHint}
        value={alt}
        onChange={setAlt}
        maxLength={250}
        isRequired
        error={errors.alt}
      />
      <button
        type="submit"
        className="button button--primary gestion-rules__submit"
        aria-disabled={isBusy ? 'true' : undefined}
      >
        {isBusy ? t.sending : t.addPhoto}
      </button>
    </form>
  );
}
