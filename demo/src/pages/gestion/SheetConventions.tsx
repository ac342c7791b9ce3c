import { sanitizeConventionHtml } from '@multisalle/core';
import { useRef, useState } from 'react';
import { useAfterRender } from '../../app/use-after-render.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { ConsolePart, useConsoleChanges } from './ConsolePart.tsx';
import { ConventionForm, type ConventionFormErrors } from './ConventionForm.tsx';
import {
  addConvention,
  type ConventionDraft,
  editConvention,
  type HallSheet,
  type SheetConvention,
  sheetFormFields,
  withdrawConvention,
} from './sheet-api.ts';
import {
  editConventionOf,
  editConventionTitle,
  sheetMessages as t,
  withdrawConventionOf,
  withdrawConventionQuestion,
} from './sheet-messages.ts';
import { asStaffError } from './staff-session.ts';

export interface SheetConventionsProps {
  hallKey: string;
  sheet: HallSheet;
  onChanged: (sheet: HallSheet) => void;
}

/**
 * « Conventions à valider avant de réserver »: each current version with its text as players read it
 * (cleaned again here), its checkboxes and how many players validated it, « Modifier » (a new version,
 * asked again of every player) and « Retirer » asked twice; the form adds one or writes the new version.
 */
export function SheetConventions({ hallKey, sheet, onChanged }: SheetConventionsProps) {
  const formRef = useRef<HTMLDivElement>(null);
  const afterRender = useAfterRender();
  const [editing, setEditing] = useState<SheetConvention | null>(null);
  const { refusal, said, setRefusal, setSaid, start, run } = useConsoleChanges(onChanged);
  const [isBusy, setIsBusy] = useState(false);

  const save = async (draft: ConventionDraft): Promise<ConventionFormErrors | null> => {
    if (isBusy) return {};
    setIsBusy(true);
    start();
    try {
      const changed = editing
        ? await editConvention(hallKey, editing.id, draft)
        : await addConvention(hallKey, draft);
      onChanged(changed);
      setSaid(editing ? t.conventionEdited : t.conventionAdded);
      setEditing(null);
      return null;
    } catch (caught) {
      const error = asStaffError(caught);
      const byField: ConventionFormErrors = {};
      for (const [wire, message] of Object.entries(error.fieldErrors)) {
        const field = sheetFormFields[wire.split('.')[0] ?? wire] as keyof ConventionFormErrors | undefined;
        if (field === 'title' || field === 'html' || field === 'items') byField[field] ??= message;
      }
      if (Object.keys(byField).length === 0) setRefusal(error.message);
      return byField;
    } finally {
      setIsBusy(false);
    }
  };

  const withdraw = async (convention: SheetConvention) => {
    const withdrawn = await run(() => withdrawConvention(hallKey, convention.id), t.conventionWithdrawn);
    if (withdrawn && editing?.id === convention.id) setEditing(null);
    return withdrawn;
  };

  const startEditing = (convention: SheetConvention) => {
    setEditing(convention);
    setSaid('');
    afterRender(() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus());
  };

  return (
    <ConsolePart title={t.conventionsTitle} intro={t.conventionsIntro} refusal={refusal} said={said}>
      {sheet.conventions.length === 0 ? (
        <p className="gestion-muted">{t.conventionsNone}</p>
      ) : (
        <ul className="gestion-sheet__conventions">
          {sheet.conventions.map((convention) => (
            <li key={convention.id} className="gestion-sheet__convention">
              <h3 className="gestion-hours__add-title">{convention.title}</h3>
              <div
                className="gestion-sheet__html"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the convention sanitizer (spec 2 section 5), as the players' pages do.
                dangerouslySetInnerHTML={{ __html: sanitizeConventionHtml(convention.html) }}
              />
              <p className="gestion-muted">{t.boxes}</p>
              <ul className="gestion-sheet__boxes">
                {convention.itemLabels.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
              <p className="gestion-muted">{t.validatedBy(convention.validatedBy)}</p>
              <div className="gestion-sheet__row-actions">
                <button
                  type="button"
                  className="button button--outline gestion-small-button"
                  aria-label={editConventionOf(convention.title)}
                  onClick={() => startEditing(convention)}
                >
                  {t.edit}
                </button>
                <ConfirmAction
                  label={t.remove}
                  accessibleLabel={withdrawConventionOf(convention.title)}
                  question={withdrawConventionQuestion(convention.title)}
                  confirmLabel={t.confirmRemove}
                  busyLabel={t.removing}
                  backLabel={t.back}
                  onConfirm={() => withdraw(convention)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div ref={formRef}>
        <ConventionForm
          key={editing?.id ?? 'nouvelle'}
          title={editing ? editConventionTitle(editing.title) : t.addConventionTitle}
          initial={editing ?? undefined}
          submitLabel={editing ? t.saveVersion : t.addConvention}
          isBusy={isBusy}
          onSave={save}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </div>
    </ConsolePart>
  );
}
