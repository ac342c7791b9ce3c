import {
  type Convention,
  type ConventionTrigger,
  loadConventions,
  validateConvention,
} from '@multisalle/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { unsanitizedTextMessage, useConventionSanitizer } from '../hooks/use-convention-sanitizer';
import { Modal } from '../modal/Modal';

/** Props of {@link ConventionsModal}. */
export interface ConventionsModalProps {
  /** The hall whose conventions to check; none for the general-public check after login. */
  hallId?: number | null;
  /** @default 'reservation' with a hall, 'connexion' without */
  trigger?: ConventionTrigger;
  /** Runs once every convention is validated, or at once when there is none to validate. */
  onSuccess: () => void;
  /** Runs when the player cancels (ANNULER, Escape, ×), or the list can't be read and `onLoadFailed` is not given. */
  onClose: () => void;
  /**
   * Runs instead of `onClose` when the list can't be read (a refused token, the network): not the player's
   * choice, so a host that reports cancellations (the mobile app's page) does not report one.
   */
  onLoadFailed?: () => void;
}

/**
 * How long a convention shows before a pointer's press on its boxes and buttons counts (as browsers' own
 * permission prompts do): the second tap of a double tap lands about 60 ms after the first opened the
 * dialog; nobody reads a convention and taps in less. The keyboard (Space, Enter) always counts.
 */
export const CONVENTION_SETTLE_MS = 500;

/** The texts of the conventions modal (spec 2 sections 2 and 4; the step line is ours). */
export const conventionsTexts = {
  next: 'Suivant',
  validate: 'Valider',
  cancel: 'ANNULER',
  step: (index: number, count: number) => `Convention ${index} sur ${count}`,
  boxes: 'Pour continuer, cochez chaque case\u00a0:',
} as const;

/**
 * The conventions check (spec 2 section 4): the conventions still to accept, one at a time, each with its
 * boxes (`validations[].libelle`); 'Suivant' (on the last 'Valider') is enabled once every box is ticked
 * and posts the validation. The boxes and buttons count a pointer's click only when its press came once the
 * convention had shown for {@link CONVENTION_SETTLE_MS} (the tap that opened the dialog, or a double tap's
 * second, landing in it, ticks nothing); until then they say `aria-disabled`, and the keyboard always counts.
 * After the last, `onSuccess`; an empty list runs `onSuccess` at once;
 * 'ANNULER' closes and runs `onClose`. The HTML is rendered only through the convention sanitizer.
 *
 * @example <ConventionsModal hallId={hall.id} onSuccess={book} onClose={stop} />
 */
export function ConventionsModal({
  hallId = null,
  trigger,
  onSuccess,
  onClose,
  onLoadFailed,
}: ConventionsModalProps) {
  const [conventions, setConventions] = useState<Convention[] | null>(null);
  const callbacks = useRef({ onSuccess, onClose, onLoadFailed });
  callbacks.current = { onSuccess, onClose, onLoadFailed };

  useEffect(() => {
    let isCurrent = true;
    void loadConventions({ hallId, trigger }).then((list) => {
      if (!isCurrent) return;
      if (list === null) (callbacks.current.onLoadFailed ?? callbacks.current.onClose)();
      else if (list.length === 0) callbacks.current.onSuccess();
      else setConventions(list);
    });
    return () => {
      isCurrent = false;
    };
  }, [hallId, trigger]);

  if (!conventions) return null;
  return (
    <ConventionSteps
      conventions={conventions}
      hallId={hallId}
      onDone={(isValidated) => {
        setConventions(null);
        if (isValidated) callbacks.current.onSuccess();
        else callbacks.current.onClose();
      }}
    />
  );
}

interface ConventionStepsProps {
  conventions: Convention[];
  hallId: number | null;
  onDone: (isValidated: boolean) => void;
}

function ConventionSteps({ conventions, hallId, onDone }: ConventionStepsProps) {
  const [index, setIndex] = useState(0);
  const [ticked, setTicked] = useState<boolean[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const isValidated = useRef(false);
  const guard = useSettledPointer(index);
  const stepRef = useRef<HTMLParagraphElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const convention = conventions[index] as Convention;
  const isLast = index === conventions.length - 1;
  const allTicked = convention.checkboxLabels.every((_, box) => ticked[box] === true);
  const sanitize = useConventionSanitizer();
  const html = useMemo(() => (sanitize ? sanitize(convention.unsafeHtml) : ''), [sanitize, convention]);

  // Each new convention opens at its top, title in view: the dialog first focused its first
  // control, a link or a box down the text, and scrolled there; the step line under the title takes the
  // focus without scrolling, and the dialog and the text go back to their start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the step changes.
  useEffect(() => {
    const step = stepRef.current;
    step?.focus({ preventScroll: true });
    const box = step?.closest<HTMLElement>('[role="dialog"]');
    if (box) box.scrollTop = 0;
    if (contentRef.current) contentRef.current.scrollTop = 0;
  }, [index]);

  const submit = async (close: () => void) => {
    const targetHall = convention.hallId ?? hallId;
    if (targetHall === null) return;
    setIsBusy(true);
    const isSaved = await validateConvention(targetHall, convention.id);
    setIsBusy(false);
    if (!isSaved) return;
    if (isLast) {
      isValidated.current = true;
      close();
    } else {
      setTicked([]);
      setIndex(index + 1);
    }
  };

  return (
    <Modal
      title={convention.title}
      className="ms-dialog__box--wide"
      onClose={() => onDone(isValidated.current)}
      actions={(close) => (
        <>
          <button type="button" className="ms-dialog__button" onClick={close} {...guard}>
            {conventionsTexts.cancel}
          </button>
          <button
            type="button"
            className="ms-dialog__button ms-dialog__button--primary"
            disabled={!allTicked || isBusy}
            {...guard}
            onClick={() => void submit(close)}
          >
            {isLast ? conventionsTexts.validate : conventionsTexts.next}
          </button>
        </>
      )}
    >
      <p ref={stepRef} className="ms-conventions__step" tabIndex={-1}>
        {conventionsTexts.step(index + 1, conventions.length)}
      </p>
      {sanitize === null ? (
        <p className="ms-conventions__content" role="alert">
          {unsanitizedTextMessage}
        </p>
      ) : (
        <div
          ref={contentRef}
          className="ms-conventions__content"
          aria-busy={sanitize === undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the convention sanitizer (spec 2 section 5).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {convention.checkboxLabels.length > 0 && (
        <fieldset className="ms-conventions__checks" {...guard}>
          <legend>{conventionsTexts.boxes}</legend>
          {convention.checkboxLabels.map((label, box) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the labels are fixed for a convention; the key changes with it.
            <label key={`${convention.id}-${box}`} className="ms-conventions__check">
              <input
                type="checkbox"
                checked={ticked[box] === true}
                onChange={(event) => {
                  const next = [...ticked];
                  next[box] = event.target.checked;
                  setTicked(next);
                }}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}

/**
 * The props that make boxes and buttons count a pointer's click only when its press came once the step
 * `stepKey` had shown for {@link CONVENTION_SETTLE_MS}: a click without such a press (the end of the tap that
 * opened the dialog, a double tap's second) is stopped before it ticks or presses anything. Until the time
 * is up, `aria-disabled` says so (and browser tests' clicks wait for it). `detail` 0 is the keyboard's click
 * (Space, Enter), which always counts.
 */
function useSettledPointer(stepKey: unknown) {
  // The step that has shown for the settle time. Derived while rendering, so a new step is settling in the
  // very commit that draws it: set from an effect, the previous step's « settled » showed (and counted) until
  // that effect ran, which a loaded device could leave for a while.
  const [settledStep, setSettledStep] = useState<{ step: unknown } | null>(null);
  const isSettling = settledStep === null || settledStep.step !== stepKey;
  const settledNow = useRef<{ step: unknown } | null>(null);
  // Whether the last press on the guarded controls came once the step had settled.
  const pressCounts = useRef(false);

  useEffect(() => {
    pressCounts.current = false;
    const timer = setTimeout(() => {
      settledNow.current = { step: stepKey };
      setSettledStep(settledNow.current);
    }, CONVENTION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [stepKey]);

  return {
    'aria-disabled': isSettling ? true : undefined,
    onPointerDownCapture: () => {
      pressCounts.current = settledNow.current !== null && settledNow.current.step === stepKey;
    },
    onClickCapture: (event: { detail: number; preventDefault(): void; stopPropagation(): void }) => {
      if (event.detail > 0 && !pressCounts.current) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  } as const;
}
