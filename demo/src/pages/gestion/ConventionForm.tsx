import { sanitizeConventionHtml } from '@multisalle/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Field, useFocusFirstInvalid } from '../account/Field.tsx';
import type { ConventionDraft, SheetConvention } from './sheet-api.ts';
import { CONVENTION_ITEMS_MAX, CONVENTION_TITLE_MAX, sheetMessages as t } from './sheet-messages.ts';

type FieldName = 'title' | 'html' | 'items';
export type ConventionFormErrors = Partial<Record<FieldName, string>>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A convention's text as sent: HTML as typed, or plain text made into paragraphs (a blank line between two,
 * a line break inside one).
 *
 * @example conventionHtmlOf('Règle 1.\n\nRègle 2.') // '<p>Règle 1.</p><p>Règle 2.</p>'
 */
export function conventionHtmlOf(text: string): string {
  if (/<[a-z!/][^>]*>/i.test(text)) return text.trim();
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export interface ConventionFormProps {
  title: string;
  /** The version being changed; none: a new convention. */
  initial?: SheetConvention;
  submitLabel: string;
  isBusy: boolean;
  /** Resolves `null` when the server took it, else its refusals by field (what was typed stays). */
  onSave: (draft: ConventionDraft) => Promise<ConventionFormErrors | null>;
  /** « Annuler la modification », when changing one. */
  onCancel?: () => void;
}

/**
 * A convention's title, text (HTML or plain text, previewed as players will read it, through the same
 * sanitizer) and checkboxes, one per line. Checked here and by the server, which cleans the HTML again.
 */
export function ConventionForm({
  title,
  initial,
  submitLabel,
  isBusy,
  onSave,
  onCancel,
}: ConventionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const id = useId();
  const [name, setName] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.html ?? '');
  const [items, setItems] = useState(initial?.itemLabels.join('\n') ?? '');
  const [errors, setErrors] = useState<ConventionFormErrors>({});
  const labels = items
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const html = conventionHtmlOf(text);
  const preview = html ? sanitizeConventionHtml(html) : '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found: ConventionFormErrors = {};
    if (!name.trim() || name.trim().length > CONVENTION_TITLE_MAX) found.title = t.titleRequired;
    if (!preview.replace(/<[^>]*>/g, '').trim()) found.html = t.htmlRequired;
    if (labels.length === 0 || labels.length > CONVENTION_ITEMS_MAX) found.items = t.itemsRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    const refused = await onSave({ title: name.trim(), html, itemLabels: labels });
    if (refused === null) {
      setName('');
      setText('');
      setItems('');
    } else {
      setErrors(refused);
      focusInvalid();
    }
  };

  const area = (
    field: 'html' | 'items',
    label: string,
    hint: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <div className="account-field" data-invalid={errors[field] ? 'true' : 'false'}>
      <label htmlFor={`${id}-${field}`} className="account-field__label" data-required="true">
        {label}
      </label>
      <p id={`${id}-${field}-conseil`} className="account-field__hint">
        {hint}
      </p>
      <textarea
        id={`${id}-${field}`}
        className="account-field__input gestion-sheet__textarea"
        rows={field === 'html' ? 8 : 3}
        value={value}
        spellCheck={field === 'items'}
        aria-required="true"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={[`${id}-${field}-conseil`, errors[field] ? `${id}-${field}-erreur` : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => set(event.target.value)}
      />
      {errors[field] && (
        <p id={`${id}-${field}-erreur`} className="account-field__error">
          {errors[field]}
        </p>
      )}
    </div>
  );

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
        {title}
      </h3>
      <Field label={t.titleLabel} value={name} onChange={setName} isRequired error={errors.title} />
      {area('html', t.htmlLabel, t.htmlHint, text, setText)}
      {preview && (
        <section className="gestion-sheet__preview-text" aria-label={t.htmlPreview}>
          <p className="gestion-muted">{t.htmlPreview}</p>
          <div
            className="gestion-sheet__html"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the convention sanitizer (spec 2 section 5).
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      )}
      {area('items', t.itemsLabel, t.itemsHint, items, setItems)}
      <div className="gestion-sheet__row-actions">
        <button
          type="submit"
          className="button button--primary gestion-rules__submit"
          aria-disabled={isBusy ? 'true' : undefined}
        >
          {isBusy ? t.saving : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t.cancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
