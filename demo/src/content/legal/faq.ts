import { mail, ol, p, to, web } from './blocks.ts';
import type { LegalContext } from './context.ts';
import type { FaqDocument } from './types.ts';

/** `/faq`: booking, payment shares, cancellation (48 h), invitations, QR entry, family, accessibility. */
export function faq(context: LegalContext): FaqDocument {
  const { brandName, contactEmail, accessibilityEmail } = context;
  return {
    title: 'FOIRE AUX QUESTIONS',
    lead: [
      `Les réponses aux questions les plus fréquentes sur ${brandName}. Vous ne trouvez pas la vôtre ? Écrivez à `,
      mail(contactEmail),
      '.',
    ],
    themes: [
      {
        id: 'faq-reservation',
        title: 'Réserver',
        questions: [
          {
            id: 'faq-comment-reserver',
            question: 'Comment réserver un créneau ?',
            answer: [
              ol(
                "Sur l'accueil, choisissez une salle, puis un sport.",
                'Dans le planning, choisissez un créneau disponible : il est ajouté à votre panier et gardé pour vous 15 minutes.',
                'Dans le panier, choisissez de partager les frais ou de tout payer, puis validez.',
                "Enregistrez votre carte bancaire si ce n'est pas déjà fait : votre réservation est confirmée.",
              ),
              p('Il faut être connecté pour ajouter un créneau au panier.'),
            ],
          },
          {
            id: 'faq-prix',
            question: 'Le prix affiché est-il par personne ?',
            answer: [
              p(
                "Le planning affiche le prix par joueur, calculé sur le nombre de joueurs conseillé pour le sport, et le prix total du créneau. Ce que chacun paie vraiment dépend du nombre de participants qui acceptent l'invitation.",
              ),
            ],
          },
          {
            id: 'faq-reglement-video',
            question: 'Pourquoi dois-je accepter un règlement ou regarder une vidéo ?',
            answer: [
              p(
                "Certaines salles demandent d'accepter leur règlement avant la première réservation, et de regarder jusqu'au bout la vidéo des consignes de sécurité (sous-titrée en français). Votre acceptation est enregistrée : on ne vous la redemande pas à chaque fois.",
              ),
            ],
          },
        ],
      },
      {
        id: 'faq-paiement',
        title: 'Payer et partager les frais',
        questions: [
          {
            id: 'faq-quand-debite',
            question: 'Quand suis-je débité ?',
            answer: [
              p(
                "Après la séance seulement. À la réservation, vous enregistrez votre carte, mais rien n'est débité.",
              ),
            ],
          },
          {
            id: 'faq-parts',
            question: 'Comment le prix est-il partagé ?',
            answer: [
              p(
                "Si l'organisateur a choisi de partager les frais, le prix total du créneau est divisé en parts égales entre les participants qui ont accepté. Exemple : un créneau à 60 € avec 4 participants, c'est 15 € chacun. Les membres de votre famille que vous ajoutez comptent chacun pour une part, que vous payez. Si l'organisateur a choisi de tout payer, lui seul est débité.",
              ),
            ],
          },
          {
            id: 'faq-carte',
            question: 'Ma carte bancaire est-elle enregistrée chez vous ?',
            answer: [
              p(
                "Non. Vous la saisissez dans le formulaire sécurisé de notre prestataire de paiement, qui nous renvoie seulement le numéro masqué et la date d'expiration, affichés dans votre profil. Vous pouvez la remplacer avec MODIFIER MON MOYEN DE PAIEMENT.",
              ),
            ],
          },
          {
            id: 'faq-paiement-refuse',
            question: 'Mon paiement a été refusé : que faire ?',
            answer: [
              p(
                'Il apparaît « à régulariser » dans MES PAIEMENTS. Vérifiez votre carte (ou remplacez-la), puis relancez le paiement depuis cette liste.',
              ),
            ],
          },
        ],
      },
      {
        id: 'faq-annulation',
        title: 'Annuler',
        questions: [
          {
            id: 'faq-annuler',
            question: "Jusqu'à quand puis-je annuler ?",
            answer: [
              p(
                "L'organisateur peut annuler jusqu'à 48 h avant le début de la séance, depuis MES RÉSERVATIONS ; personne n'est alors débité. Moins de 48 h avant, la réservation ne peut plus être annulée et les parts sont débitées après la séance.",
              ),
            ],
          },
          {
            id: 'faq-changer-reponse',
            question: "Je suis invité : puis-je changer d'avis ?",
            answer: [
              p(
                "Oui, jusqu'à 15 minutes avant la séance. Ensuite, les réponses sont bloquées. Si vous ne venez plus, prévenez l'organisateur.",
              ),
            ],
          },
        ],
      },
      {
        id: 'faq-invitations',
        title: 'Inviter vos partenaires',
        questions: [
          {
            id: 'faq-inviter',
            question: 'Comment inviter mes partenaires ?',
            answer: [
              p(
                "Depuis MES RÉSERVATIONS, invitez vos anciens équipiers ou envoyez le lien de l'invitation. Chaque invité répond « accepter », « peut-être » ou « refuser » ; sans compte, il doit se connecter ou s'inscrire pour répondre.",
              ),
            ],
          },
          {
            id: 'faq-complet',
            question: 'Pourquoi le bouton affiche-t-il COMPLET ?',
            answer: [
              p(
                "Toutes les places sont prises : le nombre de participants qui ont accepté, membres de leur famille compris, a atteint le maximum. Demandez à l'organisateur de vous prévenir en cas de désistement.",
              ),
            ],
          },
          {
            id: 'faq-telephone',
            question: 'Pourquoi me demande-t-on mon numéro de mobile ?',
            answer: [
              p(
                'Pour accepter une invitation, votre numéro de mobile doit être vérifié : vous recevez un code par SMS, valable 10 minutes, à saisir dans la fenêtre VALIDATION TÉLÉPHONE.',
              ),
            ],
          },
        ],
      },
      {
        id: 'faq-acces',
        title: 'Entrer dans la salle',
        questions: [
          {
            id: 'faq-qr-code',
            question: 'Comment entrer dans la salle ?',
            answer: [
              p(
                "Chaque participant reçoit son propre QR code, à présenter à l'entrée : vous entrez seul, sans attendre l'organisateur. Votre code PIN, dans votre profil, sert aussi de code d'accès. Ces codes sont personnels : ne les partagez pas.",
              ),
              p(
                'Pour découvrir la salle étape par étape : ',
                to('Mon parcours dans la salle', '/mon-parcours-dans-la-salle'),
                '.',
              ),
            ],
          },
        ],
      },
      {
        id: 'faq-famille',
        title: 'Jouer en famille',
        questions: [
          {
            id: 'faq-proches',
            question: "Mon enfant n'a ni compte ni téléphone : peut-il jouer ?",
            answer: [
              p(
                'Oui. Ajoutez-le dans MA FAMILLE (profil), puis ajoutez-le à votre réponse quand vous acceptez une invitation. Vous payez sa part et il reste sous votre responsabilité pendant la séance. Il faut avoir plus de 16 ans pour avoir son propre compte.',
              ),
            ],
          },
        ],
      },
      {
        id: 'faq-accessibilite',
        title: 'Accessibilité',
        questions: [
          {
            id: 'faq-equipement-adapte',
            question: "J'ai besoin d'un équipement adapté : comment le signaler ?",
            answer: [
              p(
                'Écrivez-nous à ',
                mail(contactEmail),
                " avec votre accord pour que nous l'enregistrions dans votre compte : la salle préparera l'équipement pour vos séances. Vous pouvez retirer cette information à tout moment.",
              ),
            ],
          },
          {
            id: 'faq-site-accessible',
            question: 'Le site est-il accessible ?',
            answer: [
              p(
                'Il est partiellement conforme au RGAA 4.1. Ce qui reste à corriger et comment nous joindre sont dans la ',
                to("déclaration d'accessibilité", '/accessibilite'),
                '. Si un contenu vous est inaccessible, écrivez à ',
                mail(accessibilityEmail),
                '.',
              ),
            ],
          },
        ],
      },
      {
        id: 'faq-partenaires',
        title: 'Collectivités et clubs',
        questions: [
          {
            id: 'faq-integrer-planning',
            question: "Comment afficher le planning d'une salle sur le site de ma commune ou de mon club ?",
            answer: [
              p(
                "Copiez le code de la salle et collez-le dans votre page : le planning s'y affiche, à jour en direct, et vos visiteurs réservent leurs créneaux. Le code, les couleurs et les réponses aux questions de votre webmestre sont sur la page ",
                web('Intégrer le planning sur votre site', '/embed/'),
                '.',
              ),
            ],
          },
        ],
      },
    ],
  };
}
