import { storageKeys } from '@multisalle/core';
import { facts, lines, mail, p, to, ul, web } from './blocks.ts';
import { type LegalContext, legalTextsDate } from './context.ts';
import { operatorPlaceholders as operator } from './operator.ts';
import type { LegalDocument } from './types.ts';

/**
 * `/politique-de-confidentialite`: what the service stores, why, on which legal basis, for how long, who
 * receives it, and the player's rights.
 *
 * Written from the server's schema (`packages/server/src/db/schema/*.ts`) and the browser storage keys of
 * core. Durations the code enforces: session tokens 7 days, activation and email-change links 7 days,
 * reset links 1 hour, SMS codes 10 minutes, cart holds 15 minutes, rate-limit windows 15 minutes or 1 hour.
 * An account deletion erases the person at once (`packages/server/src/data-rights/`); what it keeps is listed
 * under « Supprimer votre compte ». The other durations (inactive accounts, the outbox, payment records) are
 * the operator's commitments: the server has no purge job for them yet.
 */
export function privacyPolicy(context: LegalContext): LegalDocument {
  const { brandName, keys, privacyEmail } = context;
  return {
    title: 'POLITIQUE DE CONFIDENTIALITÉ',
    lead: [
      `Quelles données ${brandName} enregistre quand vous utilisez le site, l'application et les salles, pourquoi, combien de temps, qui les reçoit, et comment exercer vos droits.`,
    ],
    updatedOn: legalTextsDate,
    sections: [
      {
        id: 'responsable',
        title: 'Qui est responsable de vos données ?',
        blocks: [
          p(
            `Le responsable du traitement est l'exploitant du service ${brandName} : ${operator.company}, ${operator.address} (voir les `,
            to('mentions légales', '/mentions-legales'),
            ').',
          ),
          p(
            'Pour toute question sur vos données ou pour exercer vos droits, écrivez à ',
            mail(privacyEmail),
            '.',
          ),
          p(`Délégué à la protection des données : ${operator.dpo}.`),
        ],
      },
      {
        id: 'donnees',
        title: 'Les données enregistrées et pourquoi',
        blocks: [
          p(
            "Pour chaque usage, voici les données concernées, à quoi elles servent, la base légale prévue par l'article 6 du RGPD et la durée de conservation. Nous ne vendons aucune donnée et n'en utilisons aucune à des fins publicitaires.",
          ),
        ],
        subsections: [
          {
            id: 'donnees-compte',
            title: 'Votre compte',
            blocks: [
              facts(
                [
                  'Données',
                  "adresse e-mail, mot de passe (nous n'en gardons qu'une empreinte chiffrée argon2id, que personne ne peut relire), nom, prénom, pseudonyme (12 caractères au plus), numéro de mobile et le fait qu'il a été vérifié par SMS, indication « mineur », attestation d'avoir plus de 16 ans, dates de création et d'activation du compte.",
                ],
                [
                  'Pourquoi',
                  "créer et gérer votre compte, vous connecter (avec votre e-mail ou votre pseudonyme), vous permettre d'être invité et de réserver.",
                ],
                [
                  'Base légale',
                  "l'exécution du contrat, c'est-à-dire les conditions générales que vous acceptez.",
                ],
                ['Durée', 'tant que votre compte existe ; voir plus bas « Supprimer votre compte ».'],
              ),
              p(
                "Les autres participants d'une réservation voient votre pseudonyme et votre réponse à l'invitation ; une personne qui vous invite voit le pseudonyme de l'organisateur.",
              ),
            ],
          },
          {
            id: 'donnees-choix',
            title: 'Vos choix facultatifs',
            blocks: [
              facts(
                [
                  'Données',
                  "votre accord pour recevoir les informations des salles par e-mail, votre photo de profil (avatar : image PNG, JPEG, WebP ou GIF de 5 Mo au plus), et, si vous nous l'avez signalé, votre besoin d'un équipement adapté.",
                ],
                [
                  'Pourquoi',
                  'vous envoyer les informations des salles ; afficher votre avatar ; préparer un équipement adapté pour votre séance.',
                ],
                [
                  'Base légale',
                  "votre consentement, que vous pouvez retirer à tout moment. Le besoin d'équipement adapté peut révéler une information de santé : il n'est enregistré qu'avec votre consentement explicite (article 9 du RGPD) et ne sert qu'à préparer la salle.",
                ],
                [
                  'Durée',
                  "jusqu'à ce que vous retiriez votre accord (case à décocher ou photo à changer dans MON PROFIL, ou message à l'adresse ci-dessus), et au plus tard jusqu'à la suppression du compte.",
                ],
              ),
            ],
          },
          {
            id: 'donnees-reservations',
            title: 'Vos réservations, invitations et entrées',
            blocks: [
              facts(
                [
                  'Données',
                  "votre panier (créneaux, salle, sport, prix, réductions appliquées), vos réservations (date, horaires, terrain, nombre de places, montant, partage ou non des frais), les participants et leurs réponses (peut-être, refus, acceptation), les réductions liées à un statut (membre, étudiant…), votre appartenance aux salles réservées à leurs membres, la date à laquelle vous avez accepté les règlements des salles, l'attestation de visionnage de la vidéo des consignes de sécurité (date, heure, salle), votre code PIN d'accès aux salles ; à la porte de la salle, chaque lecture de votre QR code (heure, lecteur, entrée autorisée ou refusée et pourquoi).",
                ],
                [
                  'Pourquoi',
                  'réserver, inviter, compter les places, vous ouvrir la salle (QR code ou code PIN) et prouver que les règles et les consignes de sécurité ont été acceptées.',
                ],
                [
                  'Base légale',
                  "l'exécution du contrat ; pour les attestations de sécurité, aussi l'intérêt légitime de l'exploitant à assurer la sécurité des joueurs.",
                ],
                [
                  'Durée',
                  "tant que votre compte existe ; une réservation qui a donné lieu à un paiement est conservée avec ce paiement (voir ci-dessous). Un créneau mis au panier n'est gardé pour vous que 15 minutes. Une entrée autorisée compte comme votre présence et reste avec la réservation ; une lecture refusée à la porte (code inconnu ou modifié, trop tôt, déjà utilisé) est effacée au bout de 3 mois.",
                ],
              ),
            ],
          },
          {
            id: 'donnees-famille',
            title: 'Les membres de votre famille',
            blocks: [
              facts(
                [
                  'Données',
                  "pour chaque proche que vous ajoutez dans MA FAMILLE (une personne sans compte ni smartphone) : nom, prénom, pseudonyme, numéro de téléphone s'il y en a un, indication « mineur », et ses réponses aux réservations.",
                ],
                ['Pourquoi', 'lui permettre de jouer avec vous et de recevoir un accès à la salle.'],
                [
                  'Base légale',
                  "l'exécution du contrat qui vous lie à nous. Vous enregistrez ces personnes vous-même : informez-les, et pour un mineur, faites-le en tant que titulaire de l'autorité parentale ou avec son accord.",
                ],
                [
                  'Durée',
                  "jusqu'à ce que vous retiriez la personne de MA FAMILLE, et au plus tard avec votre compte.",
                ],
              ),
            ],
          },
          {
            id: 'donnees-paiements',
            title: 'Vos paiements',
            blocks: [
              p(
                'Vous saisissez votre carte dans le formulaire du prestataire de paiement, affiché dans un cadre sécurisé de la page : le numéro complet de votre carte et son cryptogramme ne passent jamais par nos serveurs et nous ne les enregistrons pas.',
              ),
              facts(
                [
                  'Données',
                  "ce que le prestataire nous renvoie pour votre carte enregistrée : un alias (jeton qui représente la carte chez lui), le numéro masqué (par exemple 497010XXXXXX0014), le mois et l'année d'expiration, le nom du prestataire, la date d'enregistrement. Pour chaque paiement : le montant, la monnaie, l'état (payé, refusé, en cours), la référence de transaction du prestataire, votre part de chaque réservation (montant, nombre de personnes couvertes, état : à venir, en cours, payé, à régulariser), le motif d'un échec et le commentaire que vous ajoutez pour régulariser.",
                ],
                [
                  'Pourquoi',
                  'débiter votre part après la séance, vous montrer MES PAIEMENTS, traiter un paiement refusé ou une contestation, tenir la comptabilité. Votre adresse e-mail et une référence de compte sont transmises au prestataire avec chaque paiement.',
                ],
                [
                  'Base légale',
                  "l'exécution du contrat ; la conservation des pièces comptables est une obligation légale (article L123-22 du Code de commerce).",
                ],
                [
                  'Durée',
                  "l'alias de la carte : jusqu'à ce que vous la remplaciez ou supprimiez votre compte (il est alors aussi annulé chez le prestataire). Les paiements et les réservations qu'ils règlent : 10 ans à compter de la clôture de l'exercice comptable, sans votre nom après la suppression de votre compte.",
                ],
              ),
            ],
          },
          {
            id: 'donnees-messages',
            title: 'Les e-mails et SMS que nous vous envoyons',
            blocks: [
              facts(
                [
                  'Données',
                  "pour chaque message (lien d'activation, réinitialisation du mot de passe, confirmation d'une nouvelle adresse e-mail, code de vérification par SMS, invitation, confirmation de réservation, rappel, réponses à vos invitations, reçu de paiement) : le destinataire (adresse e-mail ou numéro de mobile), l'objet, le texte, les liens, la date de création et d'envoi, dans un journal d'envoi ; pour chaque avis programmé (un rappel avant une partie, par exemple) : son destinataire, la partie concernée, la date prévue et le nombre d'essais d'envoi.",
                ],
                [
                  'Pourquoi',
                  "envoyer les messages du service et pouvoir vérifier qu'un message est bien parti. Les liens et les codes sont à usage unique et expirent : 7 jours pour l'activation et le changement d'adresse, 1 heure pour la réinitialisation, 10 minutes pour un code SMS (5 essais erronés l'annulent). Nous n'en gardons qu'une empreinte pour les vérifier.",
                ],
                ['Base légale', "l'exécution du contrat."],
                [
                  'Durée',
                  "le journal d'envoi : 3 mois après l'envoi ; les messages qui vous ont été envoyés en sont effacés dès la suppression de votre compte. Un avis programmé : 1 mois après son envoi ou son annulation, 3 mois s'il n'a pas pu partir (pour comprendre la panne).",
                ],
              ),
            ],
          },
          {
            id: 'donnees-securite',
            title: 'La sécurité de votre compte',
            blocks: [
              facts(
                [
                  'Données',
                  "pour chaque connexion, l'identifiant du jeton de session, ses dates d'émission, d'expiration et de révocation ; des compteurs de tentatives par adresse e-mail ou pseudonyme, par adresse IP et par compte (connexions échouées, demandes de réinitialisation, envois de SMS) ; pour les opérations de paiement et de réservation, une clé qui empêche qu'une même demande envoyée deux fois soit exécutée deux fois.",
                ],
                [
                  'Pourquoi',
                  "protéger votre compte contre les essais de mots de passe et l'envoi abusif de SMS, vous déconnecter partout quand il le faut, ne jamais débiter deux fois.",
                ],
                [
                  'Base légale',
                  "l'intérêt légitime de l'exploitant à sécuriser le service et ses utilisateurs.",
                ],
                [
                  'Durée',
                  "un jeton de session est valable 7 jours ; il est révoqué à la déconnexion, et tous vos jetons le sont quand vous changez de mot de passe ou supprimez votre compte. Un compteur de tentatives ne vaut que pour sa fenêtre de 15 minutes ou d'une heure. La clé qui empêche d'exécuter deux fois une même demande est effacée 7 jours après celle-ci.",
                ],
              ),
            ],
          },
          {
            id: 'donnees-matchs',
            title: 'Vos matchs, statistiques et partages',
            blocks: [
              facts(
                [
                  'Données',
                  'ce que les tablettes du terrain enregistrent pendant une séance : équipes, joueurs, scores par période, buts, fautes, temps forts ; les performances et classements calculés à partir de ces matchs.',
                ],
                [
                  'Pourquoi',
                  [
                    'vous montrer vos performances et votre classement par sport ; les vidéos des matchs sont proposées sur le site ',
                    web('vidéos et scores', context.videoSite),
                    '.',
                  ],
                ],
                [
                  'Base légale',
                  "l'exécution du contrat : ces services font partie de la séance que vous réservez.",
                ],
                [
                  'Durée',
                  "tant que votre compte existe ; après sa suppression, les matchs joués restent dans l'historique des autres joueurs, sans votre nom.",
                ],
              ),
              p(
                'Quand vous partagez un match ou vos performances, le lien contient les informations affichées : toute personne qui reçoit le lien peut les voir, sans compte.',
              ),
            ],
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies et stockage dans votre navigateur',
        blocks: [
          p(
            'Le site enregistre quelques informations dans le stockage local de votre navigateur, sur votre appareil. Celles qui servent au fonctionnement du service ne demandent pas votre accord :',
          ),
          facts(
            [
              `${keys.token} et ${keys.adminToken}`,
              'vos jetons de connexion ; effacés à la déconnexion, valables 7 jours.',
            ],
            [keys.cart, 'une copie de votre panier.'],
            [keys.lastRoute, 'la dernière page visitée, pour vous y ramener après la connexion.'],
            [
              `${keys.chosenHallId} et ${keys.skipPaymentStep}`,
              'la salle que vous venez de choisir et si elle demande une étape de paiement.',
            ],
            [keys.blacklist, "les salles masquées sur cet appareil, s'il y en a."],
            [keys.articleReturnRoute, 'la page à retrouver quand vous quittez un article.'],
            [
              storageKeys.pendingPick,
              "le créneau que vous avez choisi sur le site d'un partenaire (club, mairie) avant de vous connecter\u00a0: la salle, le sport, le créneau, le terrain et l'adresse de la page du partenaire, pour le mettre dans votre panier à votre connexion\u00a0; effacé dès qu'il y est, et au plus tard après 7 jours.",
            ],
            [
              'cookie mobileApp',
              "posé par l'application mobile quand elle affiche le site ; le site n'y met rien d'autre.",
            ],
          ),
          p('Le bandeau « Gestion des cookies » enregistre votre choix dans trois clés :'),
          facts(
            [
              keys.cookieValue,
              '0 si vous avez choisi « Tout accepter », 1 si vous avez choisi « Tout refuser ».',
            ],
            [
              keys.gtagEnabled,
              "true si vous avez accepté la mesure d'audience, false si vous l'avez refusée.",
            ],
            [keys.cookieChoiceDate, 'la date de votre choix, pour le garder six mois.'],
          ),
          p(
            "Aucun outil de mesure d'audience n'est chargé sans votre accord, et à la date de cette politique le site n'en charge aucun : ces clés mémorisent seulement votre choix. Un refus est gardé aussi longtemps qu'un accord : six mois, après quoi le bandeau vous repose la question. Pour changer d'avis, effacez les données de ce site dans les réglages de votre navigateur : le bandeau réapparaît. Dans l'application mobile, c'est l'application qui vous demande votre choix.",
          ),
        ],
      },
      {
        id: 'destinataires',
        title: 'Qui reçoit vos données ?',
        blocks: [
          p(
            "Vos données sont traitées par l'équipe de l'exploitant et par celle de la salle où vous réservez, pour les seuls besoins du service. Nos sous-traitants ne les utilisent que sur nos instructions :",
          ),
          facts(
            [
              'Paiement par carte',
              `${operator.paymentProvider} : prestataire de services de paiement qui fournit le formulaire de carte intégré, enregistre la carte et exécute les débits. Il traite les données de carte sous sa propre responsabilité, selon la norme de sécurité PCI DSS.`,
            ],
            ['Envoi des e-mails', `${operator.mailProvider}.`],
            ['Envoi des SMS', `${operator.smsProvider}.`],
            ['Hébergement', `${operator.host}, ${operator.hostingCountry} (voir les mentions légales).`],
          ),
          p(
            "Vos données restent dans l'Union européenne. Si un prestataire devait y accéder depuis un autre pays, ce transfert serait encadré par les garanties prévues par le RGPD (clauses contractuelles types de la Commission européenne).",
          ),
        ],
      },
      {
        id: 'protection',
        title: 'Comment nous protégeons vos données',
        blocks: [
          ul(
            "le site et l'API ne sont servis qu'en HTTPS ;",
            "les mots de passe, les liens à usage unique et les codes SMS ne sont enregistrés que sous forme d'empreinte ;",
            "chaque demande est vérifiée : personne ne peut lire les réservations, paiements ou contacts d'un autre joueur ;",
            "les tentatives de connexion, de réinitialisation et d'envoi de SMS sont limitées ;",
            'le numéro de votre carte ne passe jamais par nos serveurs.',
          ),
        ],
      },
      {
        id: 'droits',
        title: 'Vos droits et comment les exercer',
        blocks: [
          p('Vous disposez sur vos données des droits suivants :'),
          ul(
            'accès : savoir quelles données nous avons et en recevoir une copie ;',
            'rectification : corriger une donnée inexacte ;',
            'effacement : faire supprimer vos données, sauf celles que la loi nous oblige à garder ;',
            "limitation : faire geler l'usage d'une donnée le temps d'une vérification ;",
            'portabilité : recevoir les données que vous nous avez fournies dans un format lisible par une machine ;',
            'opposition : vous opposer à un traitement fondé sur notre intérêt légitime ;',
            'retrait du consentement, à tout moment, pour ce qui repose sur votre accord ;',
            'directives sur le sort de vos données après votre décès.',
          ),
          p(
            "Pour l'accès et la portabilité, le bouton TÉLÉCHARGER MES DONNÉES de votre profil (MON COMPTE) vous donne aussitôt, dans un fichier JSON qui commence par un résumé en français, tout ce que nous enregistrons sur vous : compte, famille, réservations et réponses, paiements (avec seulement les 4 derniers chiffres et l'expiration de votre carte), messages envoyés (sans leurs liens ni leurs codes), consentements, statistiques et niveau. Vous pouvez le télécharger 5 fois par heure.",
          ),
          p(
            'Vous corrigez vous-même votre nom, prénom, pseudonyme, e-mail, mobile, avatar et votre accord pour les e-mails des salles dans MON PROFIL, et vos proches dans MA FAMILLE. Pour tout le reste, écrivez à ',
            mail(privacyEmail, 'Exercice de mes droits'),
            " depuis l'adresse de votre compte. Nous répondons dans un délai d'un mois, prolongeable de deux mois pour une demande complexe (nous vous préviendrions alors). Nous ne vous demandons un justificatif d'identité qu'en cas de doute raisonnable.",
          ),
          p(
            "Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL) : ",
            web('plainte en ligne sur cnil.fr', 'https://www.cnil.fr/fr/plaintes'),
            ', ou par courrier :',
          ),
          lines('CNIL', '3 place de Fontenoy', 'TSA 80715', '75334 Paris Cedex 07'),
        ],
      },
      {
        id: 'suppression',
        title: 'Supprimer votre compte',
        blocks: [
          p(
            'Depuis votre profil (MON COMPTE), le bouton SUPPRIMER MON COMPTE, puis CONFIRMER LA SUPPRESSION, supprime votre compte :',
          ),
          ul(
            "il est désactivé immédiatement : plus personne ne peut s'y connecter ;",
            'vous êtes déconnecté et toutes vos sessions, sur tous vos appareils, sont révoquées ;',
            "dans la même opération, nous effaçons votre nom, votre prénom, votre pseudonyme, votre adresse e-mail, votre numéro de mobile, votre photo, les membres de votre famille, votre code PIN et vos codes d'accès aux séances, vos acceptations des règlements et attestations de sécurité, vos réductions et adhésions, les messages qui vous ont été envoyés ; votre nom disparaît aussi des messages envoyés à d'autres joueurs et des feuilles de match ;",
            'votre carte enregistrée est effacée et son alias annulé chez le prestataire de paiement : elle ne peut plus être débitée ;',
            "vos réponses aux séances à venir (et celles de votre famille) sont retirées : les places vont aux listes d'attente, et l'organisateur en est prévenu par un message qui ne vous nomme pas ;",
            'vous pouvez recréer un compte avec la même adresse e-mail, le même pseudonyme et le même numéro dès la suppression faite.',
          ),
          p('Ce que nous gardons, pourquoi et combien de temps :'),
          facts(
            [
              'Vos paiements',
              "pour chaque part : le montant, la date, l'état, le nombre de personnes couvertes, la référence de transaction du prestataire et le numéro masqué de la carte ; et les réservations qu'ils règlent (salle, terrain, date, montant). La loi nous oblige à garder les pièces comptables 10 ans à compter de la clôture de l'exercice (article L123-22 du Code de commerce). Ils restent rattachés à une identité anonyme (« compte-supprimé » suivi d'un numéro), sans nom, adresse ni téléphone, et sont effacés au bout de ces 10 ans.",
            ],
            [
              'Les séances déjà jouées',
              "votre participation reste dans l'historique et les statistiques des autres joueurs, sous cette même identité anonyme, aussi longtemps que leurs comptes existent.",
            ],
            [
              'Chez le prestataire de paiement',
              `${operator.paymentProvider} garde ses propres enregistrements des transactions, sous sa responsabilité et pour ses obligations d'établissement de paiement (lutte contre la fraude et le blanchiment) : nous ne pouvons pas les effacer à sa place.`,
            ],
          ),
          p(
            "La suppression n'est possible qu'une fois vos comptes soldés : tant que vous organisez une réservation qui n'est pas encore jouée et réglée, ou qu'une de vos parts reste à payer dans MES PAIEMENTS, la suppression est refusée avec un message qui vous l'explique. Annulez la réservation (au plus tard 48 heures avant son début) ou réglez la part, puis recommencez.",
          ),
          p(
            'Vous pouvez aussi demander la suppression par e-mail à ',
            mail(privacyEmail, 'Suppression de mon compte'),
            '.',
          ),
        ],
      },
      {
        id: 'mineurs',
        title: 'Les mineurs',
        blocks: [
          p(
            "Pour créer un compte, il faut attester avoir plus de 16 ans. Un enfant plus jeune joue comme membre de la famille d'un adulte qui a un compte et qui répond pour lui.",
          ),
        ],
      },
      {
        id: 'modifications',
        title: 'Modifications de cette politique',
        blocks: [
          p(
            'Nous mettrons cette page à jour si le service ou ses prestataires changent ; la date de la dernière mise à jour figure en haut de la page. Un changement important vous sera signalé par e-mail.',
          ),
        ],
      },
    ],
  };
}
