import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { halls } from '../db/schema.ts';
import { invalidateHallList } from '../halls/hall-list-cache.ts';
import { recordStaffAction, type StaffActor } from '../staff/audit.ts';

/** The longest description of a hall page, in characters (the `halls_description_length` check). */
export const MAX_DESCRIPTION_CHARS = 2000;

/** French texts of the hall's description and safety video. */
export const publicSheetMessages = {
  descriptionTooLong: 'La description ne doit pas dépasser 2\u00a0000 caractères.',
  descriptionNotText: 'La description est un texte.',
  videoNotHttps:
    "L'adresse de la vidéo doit commencer par https:// (par exemple https://videos.exemple.fr/consignes.mp4).",
  videoRequiredNotBoolean: 'Indiquez si la vidéo est obligatoire avant de réserver (true ou false).',
} as const;

/** The hall page's text and safety video as the console reads them. */
export interface PublicSheetView {
  /** Plain text, paragraphs split by a blank line; null: none. */
  description: string | null;
  /** The hall's own safety video; null: the site's video. */
  urlVideoSecurite: string | null;
  videoSecuriteRequise: boolean;
}

/** A change of the hall page's text or safety video: a field left `undefined` stays as it is. */
export interface PublicSheetChange {
  description?: string | null;
  safetyVideoUrl?: string | null;
  isSafetyVideoRequired?: boolean;
}

/** The hall's description and safety video. */
export async function publicSheetOf(db: Database, hallId: number): Promise<PublicSheetView> {
  const [row] = await db
    .select({
      description: halls.description,
      safetyVideoUrl: halls.safetyVideoUrl,
      isRequired: halls.safetyVideoRequired,
    })
    .from(halls)
    .where(eq(halls.id, hallId));
  return {
    description: row?.description ?? null,
    urlVideoSecurite: row?.safetyVideoUrl ?? null,
    videoSecuriteRequise: row?.isRequired ?? false,
  };
}

/**
 * Changes the hall page's description and its safety video (its address, whether booking needs it). Players
 * see it at once: the hall's detail reads the row, and the hall list this process keeps is dropped (other
 * processes within its 5 s). Each part that changed is audited with what it replaced (`fiche.description`,
 * `fiche.video`); a change to the same values records nothing.
 *
 * @example await setPublicSheet(db, hallId, { description: 'Deux terrains couverts.' }, staff, clock.now());
 */
export async function setPublicSheet(
  db: Database,
  hallId: number,
  change: PublicSheetChange,
  actor: StaffActor,
  now: Date,
): Promise<PublicSheetView> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        description: halls.description,
        safetyVideoUrl: halls.safetyVideoUrl,
        isRequired: halls.safetyVideoRequired,
      })
      .from(halls)
      .where(eq(halls.id, hallId))
      .for('update');
    if (!before) return;
    const description = change.description === undefined ? before.description : change.description;
    const videoUrl = change.safetyVideoUrl === undefined ? before.safetyVideoUrl : change.safetyVideoUrl;
    const isRequired = change.isSafetyVideoRequired ?? before.isRequired;
    const isNewText = description !== before.description;
    const isNewVideo = videoUrl !== before.safetyVideoUrl || isRequired !== before.isRequired;
    if (!isNewText && !isNewVideo) return;
    await tx
      .update(halls)
      .set({ description, safetyVideoUrl: videoUrl, safetyVideoRequired: isRequired })
      .where(eq(halls.id, hallId));
    if (isNewText)
      await recordStaffAction(
        tx,
        hallId,
        actor,
        'fiche.description',
        { caracteres: description?.length ?? 0, avant: before.description?.length ?? 0 },
        now,
      );
    if (isNewVideo)
      await recordStaffAction(
        tx,
        hallId,
        actor,
        'fiche.video',
        {
          url: videoUrl,
          requise: isRequired,
          avant: { url: before.safetyVideoUrl, requise: before.isRequired },
        },
        now,
      );
  });
  invalidateHallList(db);
  return publicSheetOf(db, hallId);
}

/**
 * A description as kept: line ends as `\n`, spaces trimmed at both ends and at each line's end, at most one
 * blank line between paragraphs; `null` when nothing is left.
 *
 * @example normalizeDescription('Bienvenue.\r\n\r\n\r\nDeux terrains.  ') // 'Bienvenue.\n\nDeux terrains.'
 */
export function normalizeDescription(text: string): string | null {
  const kept = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return kept === '' ? null : kept;
}
