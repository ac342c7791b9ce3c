import { hallPath } from './staff-api.ts';
import { staffCall } from './staff-session.ts';

/*
 * The calls of the hall's public sheet (`rules` permission: owners and managers), the wire's French names
 * turned into English ones here (the server's schemas are in packages/server/src/routes/staff-sheet*.ts).
 * Every call answers the whole sheet as it now stands.
 */

/** A photo of the hall page's gallery. */
export interface SheetPhoto {
  id: number;
  url: string;
  alt: string;
  type: string;
  bytes: number;
}

/** A convention the hall's players validate before booking: its current version. */
export interface SheetConvention {
  id: number;
  title: string;
  /** Cleaned HTML. */
  html: string;
  itemLabels: string[];
  /** When this version was written (ISO instant). */
  versionOf: string;
  /** The version it replaced, or null. */
  replacesId: number | null;
  /** How many players validated this version. */
  validatedBy: number;
}

/** The hall's public sheet. */
export interface HallSheet {
  description: string | null;
  videoUrl: string | null;
  isVideoRequired: boolean;
  photos: SheetPhoto[];
  conventions: SheetConvention[];
  limits: { descriptionChars: number; photoBytes: number; photos: number };
}

/** A convention as the console writes it. */
export interface ConventionDraft {
  title: string;
  html: string;
  itemLabels: string[];
}

interface WireSheet {
  description: string | null;
  urlVideoSecurite: string | null;
  videoSecuriteRequise: boolean;
  photos: { idPhoto: number; url: string; texteAlternatif: string; type: string; octets: number }[];
  conventions: {
    idConvention: number;
    titre: string;
    contenu: string;
    validations: { libelle: string }[];
    versionDu: string;
    remplace: number | null;
    validationsJoueurs: number;
  }[];
  limites: { descriptionCaracteres: number; photoOctets: number; photos: number };
}

const sheetOf = (wire: WireSheet): HallSheet => ({
  description: wire.description,
  videoUrl: wire.urlVideoSecurite,
  isVideoRequired: wire.videoSecuriteRequise,
  photos: wire.photos.map((photo) => ({
    id: photo.idPhoto,
    url: photo.url,
    alt: photo.texteAlternatif,
    type: photo.type,
    bytes: photo.octets,
  })),
  conventions: wire.conventions.map((convention) => ({
    id: convention.idConvention,
    title: convention.titre,
    html: convention.contenu,
    itemLabels: convention.validations.map((item) => item.libelle),
    versionOf: convention.versionDu,
    replacesId: convention.remplace,
    validatedBy: convention.validationsJoueurs,
  })),
  limits: {
    descriptionChars: wire.limites.descriptionCaracteres,
    photoBytes: wire.limites.photoOctets,
    photos: wire.limites.photos,
  },
});

/** The wire names of the sheet's fields, to the forms' own. */
export const sheetFormFields: Record<string, string> = {
  description: 'description',
  urlVideoSecurite: 'videoUrl',
  videoSecuriteRequise: 'videoUrl',
  photo: 'file',
  texteAlternatif: 'alt',
  titre: 'title',
  contenu: 'html',
  validations: 'items',
};

const base = (hallKey: string) => `${hallPath(hallKey)}/fiche`;
const call = async (path: string, options: Parameters<typeof staffCall>[1] = {}) =>
  sheetOf(await staffCall<WireSheet>(path, options));

/** `GET salles/{cle}/fiche`. */
export const fetchSheet = (hallKey: string, signal?: AbortSignal) => call(base(hallKey), { signal });

/** `PUT salles/{cle}/fiche`: the description and the safety video (an empty address: the site's video). */
export const saveSheetText = (
  hallKey: string,
  text: { description: string; videoUrl: string; isVideoRequired: boolean },
) =>
  call(base(hallKey), {
    method: 'PUT',
    body: {
      description: text.description,
      urlVideoSecurite: text.videoUrl,
      videoSecuriteRequise: text.isVideoRequired,
    },
  });

/** `POST salles/{cle}/fiche/photos` (multipart): a photo at the end of the gallery. */
export function addPhoto(hallKey: string, file: File, alt: string) {
  const form = new FormData();
  form.append('photo', file);
  form.append('texteAlternatif', alt);
  return call(`${base(hallKey)}/photos`, { method: 'POST', body: form });
}

/** `PATCH salles/{cle}/fiche/photos/{id}`: its alternative text. */
export const savePhotoAlt = (hallKey: string, id: number, alt: string) =>
  call(`${base(hallKey)}/photos/${id}`, { method: 'PATCH', body: { texteAlternatif: alt } });

/** `PUT salles/{cle}/fiche/photos/ordre`: the gallery in this order. */
export const orderPhotos = (hallKey: string, ids: number[]) =>
  call(`${base(hallKey)}/photos/ordre`, { method: 'PUT', body: { ordre: ids } });

/** `DELETE salles/{cle}/fiche/photos/{id}`. */
export const removePhoto = (hallKey: string, id: number) =>
  call(`${base(hallKey)}/photos/${id}`, { method: 'DELETE' });

const conventionBody = (draft: ConventionDraft) => ({
  titre: draft.title,
  contenu: draft.html,
  validations: draft.itemLabels.map((libelle) => ({ libelle })),
});

/** `POST salles/{cle}/fiche/conventions`. */
export const addConvention = (hallKey: string, draft: ConventionDraft) =>
  call(`${base(hallKey)}/conventions`, { method: 'POST', body: conventionBody(draft) });

/** `PUT salles/{cle}/fiche/conventions/{id}`: a new version, asked again of every player. */
export const editConvention = (hallKey: string, id: number, draft: ConventionDraft) =>
  call(`${base(hallKey)}/conventions/${id}`, { method: 'PUT', body: conventionBody(draft) });

/** `DELETE salles/{cle}/fiche/conventions/{id}`: no longer asked. */
export const withdrawConvention = (hallKey: string, id: number) =>
  call(`${base(hallKey)}/conventions/${id}`, { method: 'DELETE' });
