import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What changes the headers. */
export interface SecurityHeadersOptions {
  /**
   * Adds HSTS, which only makes sense behind HTTPS.
   * @default false
   */
  isProduction?: boolean;
}

/**
 * Security headers fit for the site, the API reference and the embed script: everything from our own origin,
 * inline styles allowed (React style props, Swagger UI), no external origin.
 *
 * @example
 * ```ts
 * app.use(securityHeaders({ isProduction: true }));
 * ```
 */
export function securityHeaders({ isProduction = false }: SecurityHeadersOptions = {}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    // Partner pages load the embed script and hall pictures from another origin.
    crossOriginResourcePolicy: 'cross-origin',
    strictTransportSecurity: isProduction,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
