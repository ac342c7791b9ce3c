// JSX typings of the elements for React 19 apps written in TSX: `<multisalle-planning hall="padel-park" />`
// type-checks, with its attributes and its events. React 19 sets a custom element's unknown props as
// attributes (or properties when the element has one) and turns `on<event name>` props into listeners of
// that exact event name, so `onmultisalle:login-required={…}` listens to `multisalle:login-required`.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { MultisalleCartElement, MultisalleValidateEvent } from './cart/cart-element';
import type {
  MultisalleConventionsCancelledEvent,
  MultisalleConventionsElement,
  MultisalleConventionsValidatedEvent,
} from './conventions/conventions-element';
import type {
  InvitationAnsweredDetail,
  InvitationSignInDetail,
  MultisalleInvitationElement,
} from './invitation/invitation-element';
import type {
  MultisallePaymentMeansClosedEvent,
  MultisallePaymentMeansElement,
  MultisallePaymentMeansSavedEvent,
} from './payment-means/payment-means-element';
import type {
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
    'onmultisalle:login-required'?: (event: MultisalleLoginRequiredEvent) => void;
    'onmultisalle:slot-picked'?: (event: MultisalleSlotPickedEvent) => void;
  };
  'multisalle-cart': ElementProps<MultisalleCartElement> & {
    'payment-url'?: string;
    'hall-url'?: string;
    'onmultisalle:validate'?: (event: MultisalleValidateEvent) => void;
  };
  'multisalle-conventions': ElementProps<MultisalleConventionsElement> & {
    /** A hall id or key; none for the general-public check after login. */
    hall?: string | number;
    trigger?: 'reservation' | 'connexion';
    'onmultisalle:conventions-validated'?: (event: MultisalleConventionsValidatedEvent) => void;
    'onmultisalle:conventions-cancelled'?: (event: MultisalleConventionsCancelledEvent) => void;
  };
  'multisalle-invitation': ElementProps<MultisalleInvitationElement> & {
    /** `sIdReservation`. */
    reservation: string;
    /** `sJetonInvitation`. */
    invitation: string;
    reponse?: 'validation' | 'refus' | 'attente';
    'onmultisalle:invitation-answered'?: (event: CustomEvent<InvitationAnsweredDetail>) => void;
    'onmultisalle:invitation-sign-in-required'?: (event: CustomEvent<InvitationSignInDetail>) => void;
  };
  'multisalle-payment-means': ElementProps<MultisallePaymentMeansElement> & {
    'require-existing-alias'?: boolean | 'true' | 'false';
    'onmultisalle:payment-means-saved'?: (event: MultisallePaymentMeansSavedEvent) => void;
    'onmultisalle:payment-means-closed'?: (event: MultisallePaymentMeansClosedEvent) => void;
  };
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends MultisalleIntrinsicElements {}
  }
}
