import { type Hall, productNames } from '@multisalle/core';

/** One picture of the hall gallery: a local file under `/gallery/<set>/` and its French text alternative. */
export interface GalleryPhoto {
  src: string;
  alt: string;
}

const photo = (set: string, file: string, alt: string): GalleryPhoto => ({
  src: `/gallery/${set}/${file}.svg`,
  alt,
});

const padelPark: readonly GalleryPhoto[] = [
  photo('padel-park', 'terrains', "Les deux terrains de padel couverts, vus depuis l'entrée"),
  photo('padel-park', 'match', 'Un match de padel en double, balle en jeu contre la vitre'),
  photo('padel-park', 'accueil', "L'accueil avec l'écran des arrivées et le plan de la salle"),
  photo('padel-park', 'vestiaires', 'Les vestiaires avec leurs casiers et leurs bancs'),
  photo('padel-park', 'bar', 'Le bar et son comptoir, face aux terrains'),
];

const chateauroux: readonly GalleryPhoto[] = [
  photo('chateauroux', 'terrain', 'Le terrain modulable configuré pour le foot à 5, buts en place'),
  photo('chateauroux', 'basket', 'Les paniers de basket descendus pour une partie de 3x3'),
  photo('chateauroux', 'ecran-geant', "L'écran géant affichant le score en direct au-dessus du terrain"),
  photo('chateauroux', 'tablettes', 'Les tablettes des équipes pour saisir les scores et les temps forts'),
  photo('chateauroux', 'espace-attente', "L'espace d'attente avec les distributeurs de chasubles"),
];

const fallback: readonly GalleryPhoto[] = [
  photo('default', 'terrain', 'Un terrain multisport connecté, lignes de plusieurs sports au sol'),
  photo('default', 'cameras', 'Les caméras fixées au plafond qui filment les matchs'),
  photo(
    'default',
    'espace-detente',
    "L'espace détente après le match, avec ses fauteuils et l'écran des statistiques",
  ),
];

/**
 * The gallery of a hall (spec 2 "Hall page"): one set for the padel hall, one for the Châteauroux hall,
 * a default set for every other hall.
 *
 * @example galleryPhotos('padel-park').length // 5
 */
export function galleryPhotos(hallKey: string): readonly GalleryPhoto[] {
  if (hallKey === 'padel-park') return padelPark;
  if (hallKey === `${productNames().productKey}-chateauroux`) return chateauroux;
  return fallback;
}

/**
 * The photos of a hall's gallery: those its console sent, in their order and with their text alternative,
 * else the site's set for the hall ({@link galleryPhotos}).
 *
 * @example hallGalleryPhotos(hall)[0]?.src // '/media/hall-photos/3/3f2a9c1b0d4e5f60.jpg'
 */
export function hallGalleryPhotos(hall: Pick<Hall, 'key' | 'photos'>): readonly GalleryPhoto[] {
  const own = hall.photos ?? [];
  return own.length > 0 ? own.map((photo) => ({ src: photo.url, alt: photo.alt })) : galleryPhotos(hall.key);
}
