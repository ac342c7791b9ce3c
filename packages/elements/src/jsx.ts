// JSX typings of the elements for React 19 apps written in TSX: `<multisalle-planning hall="padel-park" />`
// type-checks, with its attributes and its events. React 19 sets a custom element's unknown props as
// attributes (or properties when the element has one) and turns `on<event name>` props into listeners of
// that exact event name, so `onmultisalle:login-required={…}` listens to `multisalle:login-required`.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  AddSlotsDetail,
  CartLoginRequiredDetail,
  CartRefusedDetail,
  CartValidatedDetail,
  MultisalleCartElement,
  MultisalleValidateEvent,
} from './cart/cart-element';
import type {
  ConventionsUnavailableDetail,
  MultisalleConventionsCancelledEvent,
  MultisalleConventionsElement,
  MultisalleConventionsValidatedEvent,
} from './conventions/conventions-element';
import type {
  InvitationAnsweredDetail,
  InvitationSignInDetail,
  MultisalleInvitationElement,
} from './invitation/invitation-element';
import type { MultisalleOpenGamesElement } from './open-games/open-games-element';
import type {
  MultisallePaymentMeansClosedEvent,
  MultisallePaymentMeansElement,
  MultisallePaymentMeansSavedEvent,
  PaymentMeansClosedDetail,
  PaymentMeansRefusedDetail,
  PaymentMeansSavedDetail,
} from './payment-means/payment-means-element';
import type {
  MultisalleCartAddRefusedEvent,
  MultisalleLoginRequiredEvent,
  MultisallePlanningElement,
  MultisalleSlotPickedEvent,
} from './planning/planning-element';
import type { MultisalleToastEvent } from './toasts/toast-region';

/** What every element takes in JSX: React's HTML props, `api-base`, `lang` and the toast event. */
type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & {
  'api-base'?: string;
  lang?: string;
  'onmultisalle:toast'?: (event: MultisalleToastEvent) => void;
};

/** The elements' JSX props, by tag. */
export interface MultisalleIntrinsicElements {
  'multisalle-planning': ElementProps<MultisallePlanningElement> & {
    /** The hall key (`cle`). */
    hall: string;
    /** An `idSport`; default the hall's first sport. */
    sport?: string | number;
    'login-url'?: string;
    'signup-url'?: string;
    /** `true`: a logged-in player's pick goes into their cart before `multisalle:slot-picked`. */
    'add-to-cart'?: boolean | 'true' | 'false';
    'onmultisalle:login-required'?: (event: MultisalleLoginRequiredEvent) => void;
    'onmultisalle:slot-picked'?: (event: MultisalleSlotPickedEvent) => void;
    'onmultisalle:cart-add-refused'?: (event: MultisalleCartAddRefusedEvent) => void;
  };
  'multisalle-cart': ElementProps<MultisalleCartElement> & {
    'payment-url'?: string;
    'hall-url'?: string;
    /** Where the sign-in dialog's CONNEXION and INSCRIPTION lead, for a visitor not signed in. */
    'login-url'?: string;
    'signup-url'?: string;
    /** `true`: the payer choice is offered and VALIDER books on the server. */
    'server-validation'?: boolean | 'true' | 'false';
    'onmultisalle:validate'?: (event: MultisalleValidateEvent) => void;
    'onmultisalle:add-slots'?: (event: CustomEvent<AddSlotsDetail>) => void;
    'onmultisalle:cart-validated'?: (event: CustomEvent<CartValidatedDetail>) => void;
    'onmultisalle:cart-refused'?: (event: CustomEvent<CartRefusedDetail>) => void;
    /** A visitor not signed in pressed CONNEXION (the sign-in dialog opens). */
    'onmultisalle:login-required'?: (event: CustomEvent<CartLoginRequiredDetail>) => void;
  };
  'multisalle-conventions': ElementProps<MultisalleConventionsElement> & {
    /** A hall id or key; none for the general-public check after login. */
    hall?: string | number;
    trigger?: 'reservation' | 'connexion';
    'onmultisalle:conventions-validated'?: (event: MultisalleConventionsValidatedEvent) => void;
    'onmultisalle:conventions-cancelled'?: (event: MultisalleConventionsCancelledEvent) => void;
    'onmultisalle:conventions-unavailable'?: (event: CustomEvent<ConventionsUnavailableDetail>) => void;
  };
  'multisalle-invitation': ElementProps<MultisalleInvitationElement> & {
    /** `sIdReservation`. */
    reservation: string;
    /** `sJetonInvitation`. */
    invitation: string;
    reponse?: 'validation' | 'refus' | 'attente';
    'onmultisalle:invitation-answered'?: (event: CustomEvent<InvitationAnsweredDetail>) => void;
    'onmultisalle:invitation-sign-in-required'?: (event: CustomEvent<InvitationSignInDetail>) => void;
    'onmultisalle:phone-verified'?: (event: CustomEvent<Record<string, never>>) => void;
    'onmultisalle:payment-means-saved'?: (event: CustomEvent<PaymentMeansSavedDetail>) => void;
    'onmultisalle:payment-means-refused'?: (event: CustomEvent<PaymentMeansRefusedDetail>) => void;
    'onmultisalle:payment-means-blocked'?: (event: CustomEvent<Record<string, never>>) => void;
    'onmultisalle:payment-means-closed'?: (event: CustomEvent<PaymentMeansClosedDetail>) => void;
  };
  'multisalle-payment-means': ElementProps<MultisallePaymentMeansElement> & {
    'require-existing-alias'?: boolean | 'true' | 'false';
    'onmultisalle:payment-means-saved'?: (event: MultisallePaymentMeansSavedEvent) => void;
    'onmultisalle:payment-means-closed'?: (event: MultisallePaymentMeansClosedEvent) => void;
    'onmultisalle:payment-means-refused'?: (event: CustomEvent<PaymentMeansRefusedDetail>) => void;
    'onmultisalle:payment-means-blocked'?: (event: CustomEvent<Record<string, never>>) => void;
  };
  'multisalle-open-games': ElementProps<MultisalleOpenGamesElement> & {
    /** The hall key (`cle`). */
    hall: string;
    /** A sport's key or id; default every sport of the hall. */
    sport?: string | number;
    /** 1 to 7: only the games whose level range holds it. */
    level?: number | string;
  };
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends MultisalleIntrinsicElements {}
  }
}
