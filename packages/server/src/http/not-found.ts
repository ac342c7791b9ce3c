import type { NotFoundHandler } from 'hono';
import { sendDescription } from './errors.ts';

/** Path prefixes owned by the server: never answered by the site's `index.html`. */
export const SERVER_PREFIXES = ['/api', '/media', '/embed', '/dev'] as const;

/** Whether a path belongs to the server rather than to the site. @example `isServerPath('/api/v2')` */
export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The app's `notFound`: JSON `{ description }` for the API and every non-GET call, a short French page
 * otherwise (the site itself answers its own paths when it is built).
 */
export const handleNotFound: NotFoundHandler = (c) => {
  const { method, path } = c.req;
  if (isServerPath(path) || (method !== 'GET' && method !== 'HEAD')) {
    return sendDescription(c, 404, `Ressource introuvable\u00a0: ${method} ${path}`);
  }
  return c.text('Page introuvable.', 404);
};
