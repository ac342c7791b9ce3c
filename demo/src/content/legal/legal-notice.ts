import { facts, mail, p, to } from './blocks.ts';
import { type LegalContext, legalTextsDate } from './context.ts';
import { operatorPlaceholders as operator } from './operator.ts';
import type { LegalDocument } from './types.ts';

/**
 * `/mentions-legales`: publisher, director of publication and host (article 6 of the LCEN). Every
 * identity is a bracketed placeholder for the operator to fill in.
 */
export function legalNotice(context: LegalContext): LegalDocument {
  const { brandName, contactEmail, privacyEmail, domain } = context;
  return {
    title: 'MENTIONS LÉGALES',
    lead: [
      `Qui édite et qui héberge le site ${brandName}, conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique.`,
    ],
    updatedOn: legalTextsDate,
    sections: [
      {
        id: 'editeur',
        title: 'Éditeur du site',
        blocks: [
          facts(
            ['Raison sociale', operator.company],
            ['Forme et capital', operator.legalForm],
            ['Siège social', operator.address],
            ['Immatriculation', operator.registration],
            ['TVA intracommunautaire', operator.vatNumber],
            ['Téléphone', operator.phone],
            ['E-mail', [mail(contactEmail)]],
          ),
        ],
      },
      {
        id: 'publication',
        title: 'Direction de la publication',
        blocks: [p(`Directeur ou directrice de la publication : ${operator.publicationDirector}.`)],
      },
      {
        id: 'hebergeur',
        title: 'Hébergeur',
        blocks: [
          facts(
            ['Nom', operator.host],
            ['Adresse', operator.hostAddress],
            ['Téléphone', operator.hostPhone],
            ['Lieu des données', operator.hostingCountry],
          ),
        ],
      },
      {
        id: 'donnees-personnelles',
        title: 'Données personnelles',
        blocks: [
          p(
            'Ce que nous enregistrons, pourquoi, combien de temps et comment exercer vos droits : voir la ',
            to('politique de confidentialité', '/politique-de-confidentialite'),
            '. Contact : ',
            mail(privacyEmail),
            '.',
          ),
        ],
      },
      {
        id: 'propriete',
        title: 'Propriété intellectuelle',
        blocks: [
          p(
            `La marque ${brandName}, le logo, les textes et les illustrations du site sont protégés par le droit de la propriété intellectuelle. Toute reproduction sans autorisation écrite de l'éditeur est interdite, sauf les courtes citations et les liens vers les pages du site (${domain}).`,
          ),
          p(
            'Les photos de profil et les contenus que publient les joueurs restent à leurs auteurs, qui garantissent en détenir les droits.',
          ),
        ],
      },
      {
        id: 'liens',
        title: "Liens vers d'autres sites",
        blocks: [
          p(
            "Le site renvoie vers les boutiques d'applications, les réseaux sociaux, le site des vidéos et des scores et la page destinée aux collectivités. Ces liens s'ouvrent dans un nouvel onglet ; l'éditeur ne répond pas du contenu des sites qui ne sont pas les siens.",
          ),
        ],
      },
      {
        id: 'accessibilite',
        title: 'Accessibilité',
        blocks: [
          p(
            "Le site est partiellement conforme au référentiel général d'amélioration de l'accessibilité (RGAA 4.1) : voir la ",
            to("déclaration d'accessibilité", '/accessibilite'),
            '.',
          ),
        ],
      },
    ],
  };
}
