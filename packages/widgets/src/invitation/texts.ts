import { invitationTexts } from '@multisalle/core';

/** The invitation panel's French texts: the spec's (core's `invitationTexts`) and the panel's own. */
export const invitationPanelTexts = {
  ...invitationTexts,
  heading: 'INVITATION À UNE RÉSERVATION',
  invitedBy: (pseudo: string) => `${pseudo} vous invite à jouer.`,
  loading: 'Chargement de l’invitation…',
  loadFailed: 'Le chargement de l’invitation a échoué.',
  retry: 'Réessayer',
  details: 'Détails de la réservation',
  sport: 'Sport',
  hall: 'Salle',
  date: 'Date',
  times: 'Horaires',
  places: 'Places',
  placesLeft: (left: number, max: number) =>
    `${left} place${left > 1 ? 's' : ''} restante${left > 1 ? 's' : ''} sur ${max}`,
  pricePerPerson: 'Prix par personne',
  participants: 'Participants',
  organiserTag: 'organisateur',
  answerWords: { 0: 'Peut-être', 1: 'Refuse', 2: 'Accepte' },
  yourAnswer: 'Votre réponse',
  accept: 'ACCEPTER',
  maybe: 'PEUT-ÊTRE',
  refuse: 'REFUSER',
  familySwitch: 'Ajouter des membres de ma famille',
  familyLegend: 'Membres de ma famille qui participent',
  paymentHeading: 'Paiement',
  cancellationHeading: 'Annulation et paiement',
  submit: 'VALIDER MA RÉPONSE',
  submitting: 'Enregistrement de votre réponse…',
} as const;
