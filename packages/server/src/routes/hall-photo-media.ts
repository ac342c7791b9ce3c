import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { findHallPhoto } from '../hall-rules/index.ts';
import { MAX_DATABASE_ID } from '../http/validation.ts';

/**
 * Serves the halls' gallery photos stored in the database under `/media/hall-photos/{idPhoto}/{digest}.{ext}`.
 * The URL changes with the bytes, so a photo is cached for a year; a removed photo answers 404.
 *
 * @example app.route(HALL_PHOTO_PATH_PREFIX, createHallPhotoMediaRoutes(db));
 */
export function createHallPhotoMediaRoutes(db: Database): Hono {
  const router = new Hono();
  router.get('/:photoId/:file', async (c) => {
    const photoId = Number(c.req.param('photoId'));
    const digest = /^([0-9a-f]{16})\.\w+$/.exec(c.req.param('file'))?.[1];
    const photo =
      Number.isSafeInteger(photoId) && photoId > 0 && photoId <= MAX_DATABASE_ID && digest
        ? await findHallPhoto(db, photoId, digest)
        : undefined;
    if (!photo) return c.json({ description: `Ressource introuvable\u00a0: GET ${c.req.path}` }, 404);
    return c.body(new Uint8Array(photo.data), 200, {
      'Content-Type': photo.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return router;
}
