/** French texts of the players' data rights (RGPD articles 15, 17 and 20): the export and the erasure. */
export const dataRightsMessages = {
  tooManyExports:
    "Vous avez déjà téléchargé vos données plusieurs fois dans l'heure\u00a0: réessayez plus tard.",
  organisesGames:
    "Vous organisez une réservation qui n'est pas encore jouée et réglée\u00a0: annulez-la depuis MES RÉSERVATIONS (au plus tard 48 heures avant le début) ou attendez son règlement pour supprimer votre compte.",
  paymentPending:
    'Un paiement est en attente\u00a0: vos parts des séances jouées doivent être réglées (MES PAIEMENTS) avant la suppression de votre compte.',
  refundPending:
    "Un remboursement vers votre carte est en cours (MES PAIEMENTS)\u00a0: attendez qu'il aboutisse, en général quelques minutes, avant de supprimer votre compte.",
  providerUnreachable:
    "Le service de paiement ne répond pas\u00a0: votre compte n'a pas été supprimé, réessayez dans quelques minutes.",
  cookiesInBrowser:
    "Votre choix de cookies est enregistré dans votre navigateur (clés cookie_value, gtagEnabled et cookie_date), pas sur nos serveurs\u00a0: nous n'en avons aucune copie.",
  linkRemoved: "[lien retiré de l'export]",
  codeRemoved: "[code retiré de l'export]",
  /** What replaces a deleted player's name or address in the messages sent to others and in match sheets. */
  erasedPerson: '[joueur supprimé]',
} as const;

/** The mail an organiser gets when a player's answers to their coming reservation go with a deleted account. */
export function withdrawalMail(input: {
  organiserPseudonym: string;
  brand: string;
  sport: string;
  hall: string;
  when: string;
  freedPlaces: number;
  link: string;
}): { subject: string; text: string } {
  const freed =
    input.freedPlaces === 0
      ? ''
      : input.freedPlaces === 1
        ? ' Une place est libérée.'
        : ` ${input.freedPlaces} places sont libérées.`;
  return {
    subject: `Un participant s'est retiré\u00a0: ${input.sport} à ${input.hall}, ${input.when}`,
    text: [
      `Bonjour ${input.organiserPseudonym},`,
      '',
      `Un joueur a supprimé son compte ${input.brand}\u00a0: sa réponse à votre réservation de ${input.sport} à ${input.hall} ${input.when} est retirée.${freed}`,
      "Si des joueurs attendaient une place, le premier de la liste d'attente en est prévenu.",
      '',
      `Mes réservations\u00a0: ${input.link}`,
    ].join('\n'),
  };
}
