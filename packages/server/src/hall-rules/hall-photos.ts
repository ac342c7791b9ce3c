import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sniffImageType } from '../accounts/avatar.ts';
import type { Database } from '../db/client.ts';
import { hallPhotos, halls } from '../db/schema.ts';
import { InvalidField, Refusal } from '../domain-errors/index.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';

/** The largest photo accepted: 5 MiB (spec 1 section 9, « Image upload max 5 MB »), as avatars. */
export const MAX_HALL_PHOTO_BYTES = 5 * 1024 * 1024;

/** The most photos a hall's gallery holds. */
export const MAX_HALL_PHOTOS = 20;

/** The longest alternative text of a photo, in characters. */
export const MAX_PHOTO_ALT_CHARS = 250;

/** Where the halls' photos are served. */
export const HALL_PHOTO_PATH_PREFIX = '/media/hall-photos';

/** French texts of the hall's photos. */
export const hallPhotoMessages = {
  tooLarge: 'La photo pèse plus de 5 Mo\u00a0: réduisez-la ou choisissez-en une autre.',
  notAnImage: "Ce fichier n'est pas une photo JPEG, PNG ou WebP.",
  noFile: 'Choisissez la photo à envoyer.',
  altRequired: 'Décrivez la photo en quelques mots (texte alternatif, lu aux personnes aveugles).',
  altTooLong: `Le texte alternatif ne doit pas dépasser ${MAX_PHOTO_ALT_CHARS} caractères.`,
  altControl: 'Le texte alternatif contient un caractère de contrôle non autorisé.',
  tooMany: `La galerie compte déjà ${MAX_HALL_PHOTOS} photos\u00a0: retirez-en une avant d'en ajouter.`,
  unknownPhoto: "Cette photo n'est pas dans la galerie de cette salle.",
  orderMismatch: "L'ordre doit donner chaque photo de la galerie une fois, et elles seules.",
} as const;

/** The image types a gallery takes, with their URL extension. */
const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A photo as the console lists it, in gallery order. */
export interface HallPhotoView {
  idPhoto: number;
  url: string;
  texteAlternatif: string;
  type: string;
  octets: number;
}

/** A photo as the hall page shows it (the hall's detail, `photos`). */
export interface HallPhotoRef {
  url: string;
  texteAlternatif: string;
}

const urlOf = (row: { id: number; digest: string; contentType: string }) =>
  `${HALL_PHOTO_PATH_PREFIX}/${row.id}/${row.digest}.${extensions[row.contentType] ?? 'bin'}`;

/**
 * The image type of an uploaded photo read from its bytes (JPEG, PNG or WebP), whatever its name or
 * declared type; `undefined` for anything else (a GIF included).
 */
export function photoTypeOf(bytes: Uint8Array): string | undefined {
  const type = sniffImageType(bytes);
  return type && type in extensions ? type : undefined;
}

/** The hall's photos in gallery order, without their bytes. */
export async function hallPhotoViews(db: Database, hallId: number): Promise<HallPhotoView[]> {
  const rows = await db
    .select({
      id: hallPhotos.id,
      digest: hallPhotos.digest,
      contentType: hallPhotos.contentType,
      altText: hallPhotos.altText,
      bytes: sql<number>`octet_length(${hallPhotos.data})`,
    })
    .from(hallPhotos)
    .where(eq(hallPhotos.hallId, hallId))
    .orderBy(asc(hallPhotos.position), asc(hallPhotos.id));
  return rows.map((row) => ({
    idPhoto: row.id,
    url: urlOf(row),
    texteAlternatif: row.altText,
    type: row.contentType,
    octets: Number(row.bytes),
  }));
}

/** The hall page's photos: URL and alternative text, in gallery order. */
export async function hallPhotoRefs(db: Database, hallId: number): Promise<HallPhotoRef[]> {
  return (await hallPhotoViews(db, hallId)).map(({ url, texteAlternatif }) => ({ url, texteAlternatif }));
}

/**
 * Adds a photo at the end of the hall's gallery. Its type is read from its bytes; more than
 * {@link MAX_HALL_PHOTO_BYTES} or more than {@link MAX_HALL_PHOTOS} photos is refused, under the hall's row
 * lock so two uploads at once cannot pass the cap. Audited (`fiche.photo.ajout`) without the bytes.
 *
 * @example const photo = await addHallPhoto(db, hallId, { data, altText: 'Les deux terrains' }, staff, now);
 */
export async function addHallPhoto(
  db: Database,
  hallId: number,
  photo: { data: Uint8Array; altText: string },
  actor: StaffActor,
  now: Date,
): Promise<HallPhotoView> {
  if (photo.data.length > MAX_HALL_PHOTO_BYTES) throw new InvalidField('photo', hallPhotoMessages.tooLarge);
  const contentType = photoTypeOf(photo.data);
  if (!contentType) throw new InvalidField('photo', hallPhotoMessages.notAnImage);
  const digest = createHash('sha256').update(photo.data).digest('hex').slice(0, 16);
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)`, last: sql<number | null>`max(${hallPhotos.position})` })
      .from(hallPhotos)
      .where(eq(hallPhotos.hallId, hallId));
    if (Number(count?.n ?? 0) >= MAX_HALL_PHOTOS) throw new Refusal('conflict', hallPhotoMessages.tooMany);
    const [created] = await tx
      .insert(hallPhotos)
      .values({
        hallId,
        contentType,
        digest,
        data: photo.data,
        altText: photo.altText,
        position: count?.last === null || count?.last === undefined ? 0 : Number(count.last) + 1,
        createdAt: now,
      })
      .returning({ id: hallPhotos.id });
    if (!created) throw new Error('the photo was not stored');
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'fiche.photo.ajout',
      { idPhoto: created.id, type: contentType, octets: photo.data.length, texteAlternatif: photo.altText },
      now,
    );
    return created.id;
  });
  const added = (await hallPhotoViews(db, hallId)).find((view) => view.idPhoto === id);
  if (!added) throw new Error('the photo was not stored');
  return added;
}

/** Changes a photo's alternative text. Audited (`fiche.photo.texte`) with the text it replaced. */
export async function setHallPhotoAlt(
  db: Database,
  hallId: number,
  photoId: number,
  altText: string,
  actor: StaffActor,
  now: Date,
): Promise<HallPhotoView[]> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ altText: hallPhotos.altText })
      .from(hallPhotos)
      .where(and(eq(hallPhotos.id, photoId), eq(hallPhotos.hallId, hallId)))
      .for('update');
    if (!before) throw new Refusal('not-found', hallPhotoMessages.unknownPhoto);
    if (before.altText === altText) return;
    await tx.update(hallPhotos).set({ altText }).where(eq(hallPhotos.id, photoId));
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'fiche.photo.texte',
      { idPhoto: photoId, texteAlternatif: altText, avant: before.altText },
      now,
    );
  });
  return hallPhotoViews(db, hallId);
}

/**
 * Puts the gallery in the order given: every photo of the hall once, and only those (else a refusal of the
 * field `ordre`, nothing moved). Audited (`fiche.photo.ordre`) with the order it replaced.
 */
export async function orderHallPhotos(
  db: Database,
  hallId: number,
  photoIds: readonly number[],
  actor: StaffActor,
  now: Date,
): Promise<HallPhotoView[]> {
  await db.transaction(async (tx) => {
    await tx.select({ id: halls.id }).from(halls).where(eq(halls.id, hallId)).for('update');
    const current = await tx
      .select({ id: hallPhotos.id })
      .from(hallPhotos)
      .where(eq(hallPhotos.hallId, hallId))
      .orderBy(asc(hallPhotos.position), asc(hallPhotos.id));
    const before = current.map((row) => row.id);
    const isSameSet =
      photoIds.length === before.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => before.includes(id));
    if (!isSameSet) throw new InvalidField('ordre', hallPhotoMessages.orderMismatch);
    if (photoIds.every((id, index) => before[index] === id)) return;
    for (const [position, id] of photoIds.entries())
      await tx.update(hallPhotos).set({ position }).where(eq(hallPhotos.id, id));
    await recordStaffAction(tx, hallId, actor, 'fiche.photo.ordre', { ordre: photoIds, avant: before }, now);
  });
  return hallPhotoViews(db, hallId);
}

/** Takes a photo out of the gallery (its bytes are deleted). Audited (`fiche.photo.retrait`). */
export async function removeHallPhoto(
  db: Database,
  hallId: number,
  photoId: number,
  actor: StaffActor,
  now: Date,
): Promise<HallPhotoView[]> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(hallPhotos)
      .where(and(eq(hallPhotos.id, photoId), eq(hallPhotos.hallId, hallId)))
      .returning({ altText: hallPhotos.altText });
    if (!removed[0]) throw new Refusal('not-found', hallPhotoMessages.unknownPhoto);
    await recordStaffAction(
      tx,
      hallId,
      actor,
      'fiche.photo.retrait',
      { idPhoto: photoId, texteAlternatif: removed[0].altText },
      now,
    );
  });
  return hallPhotoViews(db, hallId);
}

/** A photo's bytes by id and digest (the URL's parts), or `undefined`. */
export async function findHallPhoto(
  db: Database,
  photoId: number,
  digest: string,
): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  const [row] = await db
    .select({ contentType: hallPhotos.contentType, data: hallPhotos.data })
    .from(hallPhotos)
    .where(and(eq(hallPhotos.id, photoId), eq(hallPhotos.digest, digest)));
  return row;
}
