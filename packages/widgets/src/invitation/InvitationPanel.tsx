import {
  $acceptStep,
  $invitation,
  $session,
  type AcceptStep,
  type AnswerChoice,
  acceptDisabled,
  acceptSteps,
  answerInvitation,
  canSubmit,
  clearAcceptStep,
  firstOfMonth,
  formatPriceCents,
  formatWireTimeRange,
  holdTime,
  type InvitationAnswer,
  type InvitationState,
  keepVisitorAnswer,
  keptAnswerFor,
  loadInvitation,
  madeOnFirstUse,
  needsPhoneCheck,
  stateTexts,
  takeKeptAnswer,
  type WireInvitation,
  waitingListTexts,
} from '@multisalle/core';
import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { CardRefusal } from '../payment-means/CardFormModal';
import { PaymentMeansPanel } from '../payment-means/PaymentMeansPanel';
import { usePaymentAlias } from '../payment-means/use-payment-alias';
import { PhoneValidation } from '../phone/PhoneValidation';
import { Spinner } from '../spinner/Spinner';
import { AcceptStepDialog, type SafetyVideoSources } from './AcceptStepDialog';
import { DiscountChoice } from './DiscountChoice';
import { invitationPanelTexts as texts } from './texts';
import { WaitingList } from './WaitingList';
import './invitation.css';

/** Props of {@link InvitationPanel}. */
export interface InvitationPanelProps {
  /** `sIdReservation` of the link. */
  reservationId: string;
  /** `sJetonInvitation` of the link. */
  token: string;
  /** The link's `sReponse` (`validation`, `refus`, `attente`): the answer chosen beforehand. */
  suggestedAnswer?: string;
  /**
   * A visitor chose an answer: it is kept; the host sends them to sign in (the site: `/signin`). The
   * answer chosen is given (none from the waiting list's button).
   */
  onSignInRequired?: (answer?: InvitationAnswer) => void;
  /**
   * Runs before an accept is sent (the site: the conventions checks, general and the hall's); `false`
   * stops the submit.
   */
  beforeAccept?: (context: { hallId: number }) => Promise<boolean>;
  /** The answers were recorded (the site goes to `/profile?q=reservation`), with the player's own answer. */
  onAnswered?: (answer: InvitationAnswer) => void;
  /** The player's phone was verified in the panel's phone step. */
  onPhoneVerified?: () => void;
  /** A card was saved in the panel's payment section. */
  onCardSaved?: () => void;
  /** A card was refused in the panel's payment section (the modal stays open to correct it). */
  onCardRefused?: (refusal: CardRefusal) => void;
  /** The card form could not be shown in the panel's payment section. */
  onCardFormBlocked?: () => void;
  /** The panel's 'MOYEN DE PAIEMENT' modal closed, card saved or not. */
  onCardFormClosed?: () => void;
  /**
   * The phone step, shown when someone accepts and the player's phone is not verified. @default the
   * widgets' « VALIDATION TÉLÉPHONE » check ({@link PhoneValidation}), which reads the invitation again once
   * the number is verified
   */
  phoneStep?: ReactNode;
  /** Whether the player's phone is verified. @default the session's profile, else the invitation's read */
  hasVerifiedPhone?: boolean;
  /**
   * The safety video shown when the server asks for it before an accept. @default the site's
   * `/videos/consignes-securite.webm` and `.vtt` on the API's origin
   */
  safetyVideo?: SafetyVideoSources;
  /** The heading's level: 1 when the panel is the page (the site's route). @default 2 */
  headingLevel?: 1 | 2;
}

const subscribe = (listener: () => void) => $invitation.listen(listener);
const read = (): InvitationState => $invitation.get();
const subscribeSession = (listener: () => void) => $session.listen(listener);
const readSession = () => $session.get();
const subscribeStep = (listener: () => void) => $acceptStep.listen(listener);
const readStep = () => $acceptStep.get();

/**
 * The answer radios choose on click, not on change: the answer a link chose beforehand (`/validation`) is
 * already checked, and a visitor's press on it must still ask for the sign-in (a change never comes). A
 * radio's click also comes from the arrow keys and Space. React's controlled radio wants an onChange.
 */
const noChange = () => {};

const wordToAnswer: Record<string, InvitationAnswer> = { validation: 2, refus: 1, attente: 0 };
const dateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** `2026-12-01` as « mardi 1er décembre 2026 » (the date is already the hall's local day). */
const longDate = (day: string) => firstOfMonth(dateFormat().format(new Date(`${day}T12:00:00Z`)));

/**
 * The invitation answer panel (spec 1 « Invitation page »): the reservation, its participants and the
 * player's answer for themselves and their family, with COMPLET when full, the payment section when the
 * hall asks for a card, the cancellation guide, and each state's text once answers are closed. A visitor's
 * choice is kept and sent after sign-in: shown chosen here, and sent by the panel itself when it still
 * waits. An accept the server refuses for a missing condition opens its step (the hall's
 * conventions, the phone check, the safety video, the card form) with the answer kept, and goes again
 * once the step is done.
 *
 * @example <InvitationPanel reservationId={id} token={jeton} onAnswered={() => navigate('/profile?q=reservation')} />
 */
export function InvitationPanel(props: InvitationPanelProps) {
  const { reservationId, token } = props;
  const state = useSyncExternalStore(subscribe, read, read);
  const headingId = useId();
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';

  // What another mount left in the store may be stale (another player, older answers): the body shows the
  // data this mount loaded, and keeps it on screen while it reloads after an answer.
  const [hasLoaded, setHasLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    setHasLoaded(false);
    void loadInvitation(reservationId, token).then(() => {
      if (isCurrent) setHasLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [reservationId, token]);

  const invitation =
    hasLoaded && state.invitation?.id_reservation === reservationId ? state.invitation : null;
  return (
    <section
      className="ms-invitation"
      part="invitation"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
    >
      <Heading id={headingId} className="ms-invitation__heading">
        {texts.heading}
      </Heading>
      {(state.status === 'loading' || !hasLoaded) && !invitation && <Spinner label={texts.loading} />}
      {hasLoaded && state.status === 'missing' && <StateNotice state="missing" />}
      {hasLoaded && state.status === 'error' && (
        <div role="alert" className="ms-invitation__notice">
          <p>{texts.loadFailed}</p>
          <button
            type="button"
            className="ms-invitation__button"
            onClick={() => void loadInvitation(reservationId, token)}
          >
            {texts.retry}
          </button>
        </div>
      )}
      {invitation && <InvitationBody invitation={invitation} {...props} />}
    </section>
  );
}

function StateNotice({ state }: { state: string }) {
  const said = stateTexts(state);
  if (!said) return null;
  return (
    <div className="ms-invitation__notice" role="status">
      {said.title && <p className="ms-invitation__notice-title">{said.title}</p>}
      {said.detail && <p>{said.detail}</p>}
    </div>
  );
}

function InvitationBody({
  invitation,
  reservationId,
  token,
  suggestedAnswer,
  onSignInRequired,
  beforeAccept,
  onAnswered,
  onPhoneVerified,
  onCardSaved,
  onCardRefused,
  onCardFormBlocked,
  onCardFormClosed,
  phoneStep,
  hasVerifiedPhone,
  safetyVideo,
}: InvitationPanelProps & { invitation: WireInvitation }) {
  const session = useSyncExternalStore(subscribeSession, readSession, readSession);
  const pendingStep = useSyncExternalStore(subscribeStep, readStep, readStep);
  const { alias } = usePaymentAlias();
  const me = invitation.moi;
  const isOrganiser = me?.organisateur === true;
  // Spec 1 « Invitation flow »: signed in, the answer chosen before the sign-in is the one shown (a visitor
  // still chooses: the choice is what sends them to sign in).
  const [kept] = useState(() => (me && !isOrganiser ? keptAnswerFor(reservationId, token) : null));
  const [answer, setAnswer] = useState<InvitationAnswer | null>(
    isOrganiser
      ? 2
      : (kept?.reponse ?? me?.reponse ?? (suggestedAnswer ? (wordToAnswer[suggestedAnswer] ?? null) : null)),
  );
  // The step a resend followed: asked again at once, it is not opened again (a dialog that ends by itself
  // would loop); the toast has said what is missing.
  const resentAfter = useRef<AcceptStep | null>(null);
  const askedStep = pendingStep?.reservationId === reservationId ? pendingStep.step : null;
  const step = askedStep !== null && askedStep !== resentAfter.current ? askedStep : null;
  const [showFamily, setShowFamily] = useState(invitation.famille.some((f) => f.reponse === 2));
  const [family, setFamily] = useState<Set<number>>(
    () => new Set(invitation.famille.filter((f) => f.reponse === 2).map((f) => f.id)),
  );
  const [isBusy, setIsBusy] = useState(false);
  const savedDiscount = me?.reductions[0] ?? null;
  const [discountId, setDiscountId] = useState<number | null>(savedDiscount);
  // A reload of the invitation (after an answer, or a stale one replaced) shows the recorded choice; while
  // rendering, not in an effect that ran after the first paint and could undo a choice made at once.
  const [shownDiscount, setShownDiscount] = useState(savedDiscount);
  if (shownDiscount !== savedDiscount) {
    setShownDiscount(savedDiscount);
    setDiscountId(savedDiscount);
  }
  const answersId = useId();
  const { reservation } = invitation;
  const isOpen = invitation.statut === 'validate';

  const acceptingFamily = showFamily ? family.size : 0;
  const someoneAccepts = answer === 2 || acceptingFamily > 0;
  // The site's session profile when there is one; else (an element with a host's token) the caller's phone
  // as the invitation's read gives it.
  const myPhone = me ? { phone: me.portable, isPhoneVerified: me.portableVerifie } : null;
  const phoneVerified = hasVerifiedPhone ?? !needsPhoneCheck(session.profile ?? myPhone);
  const needsCard = reservation.paiementRequis && !invitation.ignorerEtapePaiement && someoneAccepts;
  // The organiser chose their discounts in the cart; a guest whose organiser pays alone has nothing to pay.
  const offersDiscount =
    reservation.paiementRequis && reservation.partagePaiement && someoneAccepts && !isOrganiser;
  const isSubmitEnabled =
    !isBusy &&
    canSubmit({
      answer,
      acceptingFamily,
      paymentRequired: reservation.paiementRequis,
      skipPaymentStep: invitation.ignorerEtapePaiement,
      hasVerifiedPhone: phoneVerified,
      hasPaymentMeans: alias !== null,
    });
  // Places the player's own accept and family can still take: theirs already counted stay theirs.
  const alreadyMine = (me?.reponse === 2 ? 1 : 0) + invitation.famille.filter((f) => f.reponse === 2).length;
  const placesForUs = reservation.nbPlaceRestante + alreadyMine;

  const choose = (value: InvitationAnswer) => {
    setAnswer(value);
    if (!me) {
      // Spec 1 « Invitation flow »: a visitor's answer is kept (toSave) until they sign in.
      keepVisitorAnswer(reservationId, token, value);
      onSignInRequired?.(value);
    }
  };

  const submit = async (doneStep: AcceptStep | null = null) => {
    if (!me || answer === null) return;
    resentAfter.current = doneStep;
    setIsBusy(true);
    try {
      if (someoneAccepts && beforeAccept && !(await beforeAccept({ hallId: invitation.product.id }))) return;
      // The chosen discount comes off the part of every person the player accepts for (they pay for them).
      const discounts = offersDiscount && discountId !== null ? [discountId] : [];
      const answers: AnswerChoice[] = [
        { idUser: me.idContact, reponse: answer, discounts: answer === 2 ? discounts : [] },
      ];
      for (const member of invitation.famille) {
        const isChosen = showFamily && family.has(member.id);
        if (isChosen) answers.push({ idUser: member.id, reponse: 2, discounts });
        else if (member.reponse !== null) answers.push({ idUser: member.id, reponse: 1 });
      }
      // A refusal for a step this panel opens is answered by that step, not a toast over its dialog; the
      // step just done is not opened again if asked at once, so its refusal is toasted.
      const isSaved = await answerInvitation(reservationId, token, answers, {
        openedSteps: acceptSteps.filter((opened) => opened !== doneStep),
      });
      // Saved or not, the page shows the reservation as it now stands (the answer in the participants, the
      // places left), not the invitation read before: a page that stays (the app's) shows the outcome.
      await loadInvitation(reservationId, token);
      if (isSaved) onAnswered?.(answer);
    } finally {
      setIsBusy(false);
    }
  };
  // An answer waiting to go, by itself, once the steps the page lists (the phone, the card) are done: sent
  // before, the server refused it for each of them (a red 403 per step the page already asked for). `after`
  // is the step the server asked for that was just done.
  const [waitingSend, setWaitingSend] = useState<{ after: AcceptStep | null } | null>(null);
  /** The step is done: the same answers go again, when nothing else the page lists is missing. */
  const resend = (done: AcceptStep) => {
    clearAcceptStep();
    setWaitingSend({ after: done });
  };

  // Spec 1 « Invitation flow »: a visitor's answer still waiting (toSave) is sent once signed in, here, so
  // that an accept refused for a missing condition opens its step on this page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, with the answer state it set.
  useEffect(() => {
    if (me && !isOrganiser && takeKeptAnswer(reservationId, token)) setWaitingSend({ after: null });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the answer may go.
  useEffect(() => {
    if (!waitingSend || !isSubmitEnabled) return;
    setWaitingSend(null);
    void submit(waitingSend.after);
  }, [waitingSend, isSubmitEnabled]);

  const isFullForMe = acceptDisabled(invitation, me?.reponse ?? null);
  return (
    <div className="ms-invitation__body">
      {!isOrganiser && invitation.organisateur && <p>{texts.invitedBy(invitation.organisateur)}</p>}
      <StateNotice state={invitation.statut} />
      <dl className="ms-invitation__details" aria-label={texts.details}>
        <dt>{texts.sport}</dt>
        <dd>{invitation.activite.libelle}</dd>
        <dt>{texts.hall}</dt>
        <dd>{invitation.product.libelle}</dd>
        <dt>{texts.date}</dt>
        <dd>{longDate(reservation.date)}</dd>
        <dt>{texts.times}</dt>
        <dd>{formatWireTimeRange(reservation.heureDebut, reservation.heureFin)}</dd>
        <dt>{texts.places}</dt>
        <dd>{texts.placesLeft(reservation.nbPlaceRestante, reservation.nbPlaceMax)}</dd>
        <dt>{texts.pricePerPerson}</dt>
        <dd>{formatPriceCents(reservation.tarifParPersonne)}</dd>
      </dl>
      <h3 className="ms-invitation__subheading">{texts.participants}</h3>
      <ul className="ms-invitation__participants">
        {invitation.participants.map((p) => (
          <li key={p.id}>
            <span className="ms-invitation__pseudo">{p.pseudo}</span>
            {p.organisateur && <span> ({texts.organiserTag})</span>}&nbsp;: {texts.answerWords[p.reponse]}
          </li>
        ))}
      </ul>

      {isOpen && isFullForMe && !isOrganiser && (
        <div className="ms-invitation__notice" role="status">
          <p className="ms-invitation__notice-title">{texts.full}</p>
          <p>{texts.fullContact}</p>
          <WaitingList
            invitation={invitation}
            reservationId={reservationId}
            token={token}
            onSignInRequired={onSignInRequired}
          />
        </div>
      )}

      {isOpen && invitation.listeAttente.placeReserveeJusqua && (
        <p className="ms-invitation__notice ms-invitation__notice--held" role="status">
          {waitingListTexts.heldUntil(holdTime(invitation.listeAttente.placeReserveeJusqua))}
        </p>
      )}

      {isOpen && (
        <fieldset className="ms-invitation__answers" aria-describedby={isOrganiser ? answersId : undefined}>
          <legend>{texts.yourAnswer}</legend>
          {isOrganiser ? (
            <>
              <p id={answersId}>{texts.organiser}</p>
              <label className="ms-invitation__choice">
                <input type="radio" name="reponse" checked readOnly /> {texts.accept}
              </label>
            </>
          ) : (
            <>
              <label className="ms-invitation__choice">
                <input
                  type="radio"
                  name="reponse"
                  checked={answer === 2}
                  disabled={isFullForMe}
                  onChange={noChange}
                  onClick={() => choose(2)}
                />{' '}
                {isFullForMe ? texts.fullButton : texts.accept}
              </label>
              <label className="ms-invitation__choice">
                <input
                  type="radio"
                  name="reponse"
                  checked={answer === 0}
                  onChange={noChange}
                  onClick={() => choose(0)}
                />{' '}
                {texts.maybe}
              </label>
              <label className="ms-invitation__choice">
                <input
                  type="radio"
                  name="reponse"
                  checked={answer === 1}
                  onChange={noChange}
                  onClick={() => choose(1)}
                />{' '}
                {texts.refuse}
              </label>
            </>
          )}
        </fieldset>
      )}

      {isOpen && me && invitation.famille.length > 0 && (
        <div className="ms-invitation__family">
          <label className="ms-invitation__switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={showFamily}
              checked={showFamily}
              onChange={(event) => setShowFamily(event.target.checked)}
            />{' '}
            {texts.familySwitch}
          </label>
          {showFamily && (
            <fieldset>
              <legend>{texts.familyLegend}</legend>
              {invitation.famille.map((member) => {
                const isChecked = family.has(member.id);
                const used = (answer === 2 ? 1 : 0) + family.size;
                return (
                  <label key={member.id} className="ms-invitation__choice">
                    <input
                      type="checkbox"
                      checked={isChecked}
                      disabled={!isChecked && used >= placesForUs}
                      onChange={(event) => {
                        const next = new Set(family);
                        if (event.target.checked) next.add(member.id);
                        else next.delete(member.id);
                        setFamily(next);
                      }}
                    />{' '}
                    {member.pseudo}
                  </label>
                );
              })}
            </fieldset>
          )}
        </div>
      )}

      {isOpen &&
        me &&
        myPhone &&
        (step === 'phone' || (someoneAccepts && !invitation.ignorerEtapePaiement && !phoneVerified)) && (
          <div className="ms-invitation__phone">
            <h3 className="ms-invitation__subheading">{texts.phoneHeading}</h3>
            <p role={step === 'phone' ? 'alert' : undefined}>{texts.phoneNeeded}</p>
            {phoneStep ?? (
              <PhoneValidation
                // The server refused the accept for the phone: it is not verified, whatever the page read.
                profile={step === 'phone' ? { ...myPhone, isPhoneVerified: false } : myPhone}
                onVerified={() => {
                  onPhoneVerified?.();
                  void loadInvitation(reservationId, token).then(() => {
                    if (step === 'phone') resend('phone');
                  });
                }}
              />
            )}
          </div>
        )}

      {isOpen && me && offersDiscount && (
        <DiscountChoice hallId={invitation.product.id} value={discountId} onChange={setDiscountId} />
      )}

      {isOpen && me && (needsCard || step === 'card') && (
        <div className="ms-invitation__payment">
          <h3 className="ms-invitation__subheading">{texts.paymentHeading}</h3>
          {step === 'card' && <p role="alert">{texts.cardNeeded}</p>}
          <PaymentMeansPanel
            onSaved={() => {
              onCardSaved?.();
              if (step === 'card') resend('card');
            }}
            onRefused={onCardRefused}
            onFormBlocked={onCardFormBlocked}
            onClose={onCardFormClosed}
          />
        </div>
      )}

      {isOpen && me && (
        <AcceptStepDialog
          step={step}
          hallId={invitation.product.id}
          safetyVideo={safetyVideo}
          onDone={() => step && resend(step)}
          onCancel={clearAcceptStep}
        />
      )}

      {isOpen && (
        <div className="ms-invitation__guide">
          <h3 className="ms-invitation__subheading">{texts.cancellationHeading}</h3>
          <ul>
            {texts.cancellationGuide.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}

      {isOpen && me && (
        <button
          type="button"
          className="ms-invitation__button"
          disabled={!isSubmitEnabled}
          onClick={() => void submit()}
        >
          {isBusy ? texts.submitting : texts.submit}
        </button>
      )}
    </div>
  );
}
