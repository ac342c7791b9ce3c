import { mail, ol, p, to, ul } from './blocks.ts';
import { type LegalContext, legalTextsDate } from './context.ts';
import { operatorPlaceholders as operator } from './operator.ts';
import type { LegalDocument } from './types.ts';

/**
 * `/rgpd`: the terms of use the sign-up form links to (rules of booking, 48 h cancellation, equal shares
 * debited after the game, invitations, QR code entry, family members, conduct), and the summary of the
 * player's data rights.
 */
export function termsOfUse(context: LegalContext): LegalDocument {
  const { brandName, privacyEmail, contactEmail } = context;
  return {
    title: "CONDITIONS GÉNÉRALES D'UTILISATION ET RGPD",
    lead: [
      `Les règles du service ${brandName} : créer un compte, réserver un créneau, partager les frais, inviter vos partenaires et entrer dans la salle. Vous les acceptez en créant votre compte.`,
    ],
    updatedOn: legalTextsDate,
    sections: [
      {
        id: 'objet',
        title: 'Objet et acceptation',
        blocks: [
          p(
            `${brandName} permet de réserver des créneaux dans des salles multisport connectées, depuis ce site, l'application mobile ou le site d'un partenaire (mairie, club) qui affiche le planning d'une salle. Le service est édité par ${operator.company} (voir les `,
            to('mentions légales', '/mentions-legales'),
            ').',
          ),
          p(
            "Ces conditions s'appliquent dès que vous créez un compte, ce que vous faites en cochant la case qui les accepte. Une salle peut ajouter son propre règlement : il vous est présenté avant votre première réservation dans cette salle, et vous devez l'accepter pour réserver.",
          ),
        ],
      },
      {
        id: 'compte',
        title: 'Votre compte',
        blocks: [
          ul(
            "Il faut avoir plus de 16 ans pour créer un compte, et l'attester à l'inscription. Un enfant plus jeune joue comme membre de la famille d'un adulte.",
            "Vos informations doivent être exactes. Le pseudonyme (12 caractères au plus), l'adresse e-mail et le numéro de mobile ne peuvent appartenir qu'à un seul compte.",
            'Votre compte est activé par le lien envoyé à votre adresse e-mail. Gardez votre mot de passe pour vous : toute action faite depuis votre compte est réputée faite par vous.',
            "Avant d'accepter une invitation, votre numéro de mobile doit être vérifié par un code envoyé par SMS.",
            'Votre photo de profil (5 Mo au plus) ne doit porter atteinte à personne.',
            'Vous pouvez supprimer votre compte depuis votre profil (SUPPRIMER MON COMPTE), une fois soldées les réservations que vous organisez et les parts qui vous restent à payer ; la politique de confidentialité dit ce qui est alors effacé et ce qui est gardé.',
          ),
        ],
      },
      {
        id: 'reservation',
        title: 'Réserver un créneau',
        blocks: [
          ol(
            'Choisissez une salle, un sport et un créneau disponible dans le planning. Le prix affiché est celui du créneau, et par joueur sur la base du nombre de joueurs conseillé pour le sport.',
            'Le créneau ajouté au panier vous est gardé 15 minutes ; au-delà, il redevient libre pour les autres.',
            "Dans le panier, choisissez si les frais sont partagés entre les participants ou payés par vous seul, puis validez. Certaines salles demandent d'accepter leur règlement ou de regarder la vidéo des consignes de sécurité jusqu'au bout.",
            "Enregistrez votre carte bancaire dans le formulaire de notre prestataire de paiement : la réservation devient alors définitive. Rien n'est débité à ce moment-là.",
          ),
          p(
            'Certaines salles sont réservées à leurs membres : la réservation y est refusée aux autres joueurs. Une réduction à laquelle vous avez droit, ou que vous saisissez avec un code, est appliquée automatiquement sur votre paiement après la séance.',
          ),
        ],
      },
      {
        id: 'paiement',
        title: 'Paiement et partage des frais',
        blocks: [
          ul(
            "Vous n'êtes débité qu'après la séance.",
            "Quand les frais sont partagés, le prix total du créneau est divisé en parts égales entre les participants qui ont accepté l'invitation. Les membres de votre famille que vous avez ajoutés comptent chacun pour une part, payée par vous.",
            "Quand l'organisateur a choisi de tout payer, lui seul est débité, du prix total.",
            "Chaque part est débitée sur la carte enregistrée par le participant : l'organisateur enregistre la sienne pour rendre la réservation définitive, chaque invité enregistre la sienne en acceptant.",
            'Si un débit est refusé, le paiement apparaît « à régulariser » dans MES PAIEMENTS : vous pouvez relancer le paiement, en ajoutant un commentaire si vous le souhaitez.',
          ),
          p(
            "Le numéro de votre carte est saisi chez notre prestataire de paiement : nous n'en gardons que le numéro masqué et la date d'expiration.",
          ),
        ],
      },
      {
        id: 'annulation',
        title: "Annulation : jusqu'à 48 h avant",
        blocks: [
          ul(
            "L'organisateur peut annuler la réservation depuis MES RÉSERVATIONS jusqu'à 48 h avant le début de la séance. Personne n'est alors débité.",
            'Moins de 48 h avant le début, la réservation ne peut plus être annulée : le créneau est dû, et les parts sont débitées après la séance.',
            "Un invité peut changer sa réponse jusqu'à 15 minutes avant la séance ; ensuite, les réponses sont bloquées.",
          ),
        ],
      },
      {
        id: 'invitations',
        title: 'Inviter vos partenaires',
        blocks: [
          ul(
            "L'organisateur invite ses partenaires par e-mail, parmi ses anciens équipiers, ou, s'il l'autorise, en partageant un lien d'invitation.",
            "Chaque invité répond « accepter », « peut-être » ou « refuser ». L'organisateur, lui, participe toujours.",
            "Un visiteur sans compte peut ouvrir l'invitation, mais doit se connecter ou créer un compte pour répondre.",
            "Quand le nombre de places est atteint, la réservation est complète : le bouton d'acceptation affiche COMPLET. Demandez à l'organisateur de vous prévenir en cas de désistement.",
          ),
        ],
      },
      {
        id: 'acces',
        title: 'Entrer dans la salle avec votre QR code',
        blocks: [
          ul(
            "Chaque participant reçoit son propre QR code, qui lui permet d'entrer seul dans la salle pour la séance réservée. Votre code PIN, dans votre profil, sert aussi de code d'accès.",
            'Votre QR code et votre code PIN sont personnels : ne les transmettez pas. Vous pouvez générer un nouveau code PIN à tout moment.',
            "Arrivez à l'heure : la séance se termine à l'heure prévue, et l'écran géant annonce la fin de la séance.",
          ),
        ],
      },
      {
        id: 'famille',
        title: 'Les membres de votre famille',
        blocks: [
          p(
            "Dans MA FAMILLE, vous pouvez enregistrer des proches qui n'ont ni compte ni smartphone, puis les ajouter à votre réponse à une invitation. Vous répondez pour eux : vous payez leurs parts, vous les informez des règles de la salle et vous veillez sur les mineurs que vous inscrivez, qui restent sous votre responsabilité pendant la séance.",
          ),
        ],
      },
      {
        id: 'conduite',
        title: 'Règles de conduite dans la salle',
        blocks: [
          ul(
            "Respectez le règlement de la salle et les consignes de sécurité : chaussures de salle propres, rester hors du terrain pendant les mouvements du matériel motorisé, suivre les issues de secours en cas d'alerte.",
            'Prenez soin du matériel, des tablettes, des caméras et des vestiaires ; rangez le matériel emprunté.',
            "Respectez les autres joueurs et le personnel. Aucun propos ou comportement violent, discriminatoire ou injurieux n'est admis, ni dans la salle ni dans les pseudonymes et photos de profil.",
            'Libérez le terrain à la fin de votre créneau.',
          ),
          p(
            "En cas de manquement grave ou répété, l'exploitant peut suspendre ou supprimer le compte concerné, après vous avoir informé par e-mail. Les dégradations restent à la charge de leur auteur.",
          ),
        ],
      },
      {
        id: 'responsabilite',
        title: 'Disponibilité du service',
        blocks: [
          p(
            "Nous faisons notre possible pour que le site, l'application et les salles soient disponibles en permanence. Une maintenance ou une panne peut toutefois interrompre le service ; si une séance réservée ne peut pas avoir lieu de notre fait, elle n'est pas débitée.",
          ),
        ],
      },
      {
        id: 'donnees',
        title: 'Vos données personnelles (RGPD)',
        blocks: [
          p(
            "Nous n'enregistrons que les données nécessaires au service : votre compte, vos réservations et réponses, vos proches, l'alias de votre carte (jamais son numéro), les messages envoyés et les données de sécurité. Le détail, les durées de conservation et nos prestataires figurent dans la ",
            to('politique de confidentialité', '/politique-de-confidentialite'),
            '.',
          ),
          p(
            "Vous avez un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, et pouvez retirer votre consentement à tout moment. Écrivez à ",
            mail(privacyEmail, 'Exercice de mes droits'),
            '. Vous pouvez aussi adresser une réclamation à la CNIL.',
          ),
        ],
      },
      {
        id: 'litiges',
        title: 'Modifications, droit applicable et litiges',
        blocks: [
          p(
            "Nous vous informerons par e-mail de toute modification importante de ces conditions avant qu'elle ne s'applique. Ces conditions sont soumises au droit français.",
          ),
          p(
            "Pour toute réclamation, écrivez d'abord à ",
            mail(contactEmail),
            `. À défaut d'accord, vous pouvez recourir gratuitement au médiateur de la consommation : ${operator.mediator}. Les tribunaux français sont compétents.`,
          ),
        ],
      },
    ],
  };
}
