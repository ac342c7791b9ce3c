import { type FormEvent, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import type { NewHallNews } from './hall-news-api.ts';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX, hallNewsMessages as t } from './hall-news-messages.ts';

type FieldName = 'title' | 'summary' | 'path';
export type HallNewsFormErrors = Partial<Record<FieldName, string>>;

const PATH = /^\/[A-Za-z0-9/_-]*$/;

export interface HallNewsFormProps {
  isBusy: boolean;
  /** Publishes; resolves `null` when the server took it (the form empties), else its refusals by field. */
  onPublish: (news: NewHallNews) => Promise<HallNewsFormErrors | null>;
}

/**
 * « Publier une actualité »: a title, a summary (its count of characters shown) and, optionally, the site's
 * page that tells it. Checked here and by the server; a refusal keeps what was typed.
 */
export function HallNewsForm({ isBusy, onPublish }: HallNewsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const id = useId();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [path, setPath] = useState('');
  const [errors, setErrors] = useState<HallNewsFormErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: HallNewsFormErrors = {};
    if (!title.trim() || title.length > NEWS_TITLE_MAX) found.title = t.titleRequired;
    if (!summary.trim() || summary.length > NEWS_SUMMARY_MAX) found.summary = t.summaryRequired;
    if (path.trim() && !PATH.test(path.trim())) found.path = t.pathInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    const refused = await onPublish({
      title: title.trim(),
      summary: summary.trim(),
      path: path.trim() || null,
    });
    if (refused === null) {
      setTitle('');
      setSummary('');
      setPath('');
    } else {
      setErrors(refused);
      focusInvalid();
    }
  };

  const summaryDescribedBy = [`${id}-compte`, errors.summary ? `${id}-resume-erreur` : ''].filter(Boolean);
  return (
    <form
      ref={formRef}
      className="gestion-hours__add gestion-prices__add"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-titre`}
      aria-busy={isBusy ? 'true' : undefined}
    >
      <h2 id={`${id}-titre`} className="gestion-subtitle">
        {t.addTitle}
      </h2>
      <Field label={t.titleLabel} value={title} onChange={setTitle} isRequired error={errors.title} />
      <div className="account-field" data-invalid={errors.summary ? 'true' : 'false'}>
        <label htmlFor={`${id}-resume`} className="account-field__label" data-required="true">
          {t.summaryLabel}
        </label>
        <textarea
          id={`${id}-resume`}
          className="account-field__input"
          rows={4}
          value={summary}
          aria-required="true"
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={summaryDescribedBy.join(' ')}
          onChange={(event) => setSummary(event.target.value)}
        />
        <p id={`${id}-compte`} className="account-field__hint">
          {t.summaryCount(summary.length, NEWS_SUMMARY_MAX)}
        </p>
        {errors.summary && (
          <p id={`${id}-resume-erreur`} className="account-field__error">
            {errors.summary}
          </p>
        )}
      </div>
      <Field
        label={t.pathLabel}
        hint={t.pathHint}
        value={path}
        onChange={setPath}
        autoComplete="off"
        spellCheck={false}
        error={errors.path}
      />
      <button
        type="submit"
        className="button button--primary gestion-rules__submit"
        aria-disabled={isBusy ? 'true' : undefined}
      >
        {isBusy ? t.publishing : t.submit}
      </button>
    </form>
  );
}
