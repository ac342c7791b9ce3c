/** One step of the checkout and whether it is done (`null`: still being checked). */
export interface CheckoutStep {
  label: string;
  isDone: boolean | null;
}

/** The steps' texts (ours). */
export const checkoutStepTexts = {
  list: 'Étapes de la réservation',
  card: 'Carte',
  rules: 'Règlement de la salle',
  phone: 'Téléphone',
  confirmation: 'Confirmation',
  done: 'fait',
  todo: 'à faire',
  checking: 'vérification…',
} as const;

/**
 * The checkout's steps shown at its start, each with what is already done (a newcomer should not
 * discover a blocker at the end): « Carte · Règlement de la salle · Téléphone · Confirmation ».
 *
 * @example <CheckoutSteps steps={[{ label: 'Carte', isDone: true }, { label: 'Téléphone', isDone: false }]} />
 */
export function CheckoutSteps({ steps }: { steps: CheckoutStep[] }) {
  return (
    <ol className="checkout-steps" aria-label={checkoutStepTexts.list}>
      {steps.map((step) => (
        <li
          key={step.label}
          className="checkout-steps__step"
          data-done={step.isDone === true ? 'true' : step.isDone === false ? 'false' : undefined}
        >
          <span className="checkout-steps__mark" aria-hidden="true" />
          <span>
            {step.label}
            <span className="checkout-steps__state">
              {'\u00a0: '}
              {step.isDone === null
                ? checkoutStepTexts.checking
                : step.isDone
                  ? checkoutStepTexts.done
                  : checkoutStepTexts.todo}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
