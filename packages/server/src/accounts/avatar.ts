import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { avatars, users } from '../db/schema.ts';

/** Largest avatar accepted: 5 MiB (spec 1 section 9, "Image upload max 5 MB"). */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** Where avatars are served. */
export const AVATAR_PATH_PREFIX = '/media/avatars';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type of a file from its first bytes (PNG, JPEG, GIF or WebP), whatever its name or declared type.
 *
 * @example sniffImageType(await file.bytes()) // 'image/png' or undefined
 */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * Stores an account's avatar in the database (every server process can serve it) and points the account at
 * its URL, which changes with the content so caches never show an old picture.
 *
 * @returns the avatar's URL, e.g. `/media/avatars/12/3f2a9c1b0d4e.png`.
 */
export async function storeAvatar(
  db: Database,
  userId: number,
  data: Uint8Array,
  contentType: string,
): Promise<string> {
  const digest = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const url = `${AVATAR_PATH_PREFIX}/${userId}/${digest}.${extensions[contentType] ?? 'bin'}`;
  await db.transaction(async (tx) => {
    await tx
      .insert(avatars)
      .values({ userId, contentType, digest, data })
      .onConflictDoUpdate({
        target: avatars.userId,
        set: { contentType, digest, data, updatedAt: new Date() },
      });
    await tx.update(users).set({ avatarUrl: url }).where(eq(users.id, userId));
  });
  return url;
}

/** An avatar by account and digest (the URL's parts), or `undefined`. */
export async function findAvatar(
  db: Database,
  userId: number,
  digest: string,
): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  const [row] = await db
    .select({ contentType: avatars.contentType, data: avatars.data })
    .from(avatars)
    .where(and(eq(avatars.userId, userId), eq(avatars.digest, digest)));
  return row;
}

/** Decodes a `data:image/...;base64,` URL, the form `rAvatar` may take in the profile update. */
export function decodeDataUrl(value: string): Uint8Array | undefined {
  const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  return match?.[1] ? new Uint8Array(Buffer.from(match[1], 'base64')) : undefined;
}
