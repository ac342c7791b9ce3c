/** Part of the server code catalogue (spec 1 section 8): cart, slot, invitation and reservation codes. See `catalogue.ts`. */

export const cartCodes: Readonly<Record<string, string>> = {
  'PANIER-001': 'Panier introuvable.',
  'PANIER-002': "L'identifiant du panier est manquant.",
  'PANIER-003': "Le panier n'a pas été initialisé.",
  'PANIER-004': 'La conversion du panier en commande a échoué.',
  'PANIER-005': "Le panier n'est pas payable.",
  'PANIER-006': 'La création du panier a échoué.',
  'PANIER-007': "Aucun créneau n'a été demandé.",
  'PANIER-008': "La vérification de l'existence du panier a échoué.",
  'PANIER-009': "L'actualisation du panier a échoué.",
  'PANIER-010': "L'identifiant de la réservation est manquant.",
  'PANIER-011': 'La validation du panier a échoué.',
  'PANIER-012': 'Aucune réservation dans le panier.',
  'PANIER-013': "L'ajout de l'organisateur a échoué.",
  'PANIER-014': "L'archivage du panier a échoué.",
};

export const slotCodes: Readonly<Record<string, string>> = {
  'CRENEAU-001': 'Créneau introuvable.',
  'CRENEAU-002': "L'identifiant du créneau est manquant.",
  'CRENEAU-003': 'La date du créneau est invalide.',
  'CRENEAU-004': 'La durée du créneau est invalide.',
  'CRENEAU-005': 'Le terrain de ce créneau est introuvable.',
  'CRENEAU-006': 'Ce créneau est déjà réservé',
  'CRENEAU-007': 'Utilisateur introuvable.',
  'CRENEAU-008': "L'identifiant de l'utilisateur est manquant.",
  'CRENEAU-009': "L'utilisateur n'est pas labellisé.",
  'CRENEAU-010': 'Le sport est manquant.',
  'CRENEAU-011': "Ce sport n'est pas proposé sur ce créneau.",
  'CRENEAU-012': "Ce créneau n'est pas réservable.",
  'CRENEAU-013': "Ce créneau n'est plus disponible.",
  'CRENEAU-014': 'Ce créneau est fermé.',
  'CRENEAU-015': 'Le contrôle de disponibilité du créneau a échoué',
  'CRENEAU-016': 'Le contrôle des places disponibles du créneau a échoué',
};

export const invitationCodes: Readonly<Record<string, string>> = {
  'INVITE-001': "La réponse à l'invitation a échoué.",
  'INVITE-002': "L'invitation est invalide.",
  'INVITE-003': "L'invitation est introuvable.",
  'INVITE-004': 'Ce joueur a déjà été ajouté à cette réservation.',
  'INVITE-005': 'Utilisateur inconnu.',
  'INVITE-006': 'Salle introuvable.',
  'INVITE-007': "L'envoi de l'invitation a échoué.",
  'INVITE-008': "L'invitation n'a pas pu être traitée.",
};

export const reservationCodes: Readonly<Record<string, string>> = {
  'RESERVATION-001': 'La réservation est introuvable.',
  'RESERVATION-002': "L'enregistrement de la réservation a échoué.",
  'RESERVATION-003': 'Le calcul du tarif de la réservation a échoué.',
  'RESERVATION-004': 'Le tarif de la réservation est invalide.',
  'RESERVATION-005': "L'identifiant de la réservation est manquant.",
  'RESERVATION-006': 'La mise à jour de la réservation a échoué.',
  'RESERVATION-007': 'La suppression de la réservation a échoué.',
  'RESERVATION-008': "L'annulation de la réservation a échoué.",
  'RESERVATION-009': 'Le participant est introuvable sur cette réservation.',
  'RESERVATION-010': "L'ajout du participant à la réservation a échoué.",
  'RESERVATION-011': 'Le retrait du participant de la réservation a échoué.',
  'RESERVATION-012': 'La date de début de la réservation est dépassée.',
  'RESERVATION-013': 'Motif de réponse inconnu.',
  'RESERVATION-014': 'La libération du créneau a échoué.',
  'RESERVATION-015': "Cette réservation n'est plus modifiable.",
  'RESERVATION-016': "Le paiement de la réservation n'a pas pu être enregistré.",
  'RESERVATION-017': 'Le partage de la réservation a échoué.',
  'RESERVATION-018': 'La réponse à la réservation a échoué.',
  'RESERVATION-019':
    'Le nombre de personnes que vous souhaitez ajouter dépasse la limite maximum de personnes autorisées sur la réservation',
  'RESERVATION-034': "L'opération demandée sur la réservation a échoué.",
};
