/**
 * What only the operator of a deployment knows (company, host, processors). The texts show these
 * placeholders, in square brackets, until the operator fills them in: we do not invent a company.
 */
export const operatorPlaceholders = {
  company: "[raison sociale de l'exploitant]",
  legalForm: '[forme juridique et montant du capital social]',
  address: '[adresse du siège social]',
  registration: "[numéro RCS ou SIREN et ville d'immatriculation]",
  vatNumber: '[numéro de TVA intracommunautaire]',
  phone: "[numéro de téléphone de l'exploitant]",
  publicationDirector: '[nom et fonction du directeur ou de la directrice de la publication]',
  dpo: "[nom ou service du délégué à la protection des données, s'il est désigné]",
  host: "[nom de l'hébergeur]",
  hostAddress: "[adresse de l'hébergeur]",
  hostPhone: "[numéro de téléphone de l'hébergeur]",
  hostingCountry: "[pays des centres de données, dans l'Union européenne]",
  paymentProvider: '[prestataire de paiement par carte, par exemple Lyra (PayZen)]',
  mailProvider: "[prestataire d'envoi des e-mails (serveur SMTP)]",
  smsProvider: "[prestataire d'envoi des SMS]",
  mediator: '[nom, site et adresse du médiateur de la consommation]',
} as const;
