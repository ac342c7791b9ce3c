import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What changes the headers. */
export interface SecurityHeadersOptions {
  /**
   * Adds HSTS, which only makes sense behind HTTPS.
   * @default false
   */
  isProduction?: boolean;
  /**
   * Other origins the pages may load scripts, styles, images, frames and API calls from: the real card
   * provider's embedded form (Lyra's hosts). The sandbox needs none.
   * @default []
   */
  thirdPartyOrigins?: string[];
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
export function securityHeaders({
  isProduction = false,
  thirdPartyOrigins = [],
}: SecurityHeadersOptions = {}): MiddlewareHandler {
  const others = thirdPartyOrigins;
  const siteHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...others],
      styleSrc: ["'self'", "'unsafe-inline'", ...others],
      imgSrc: ["'self'", 'data:', 'blob:', ...others],
      fontSrc: ["'self'", 'data:', ...others],
      connectSrc: ["'self'", ...others],
      frameSrc: ["'self'", ...others],
      // The site's service worker (/sw.js) and web app manifest, from our origin only.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    // Partner pages load the embed script and hall pictures from another origin.
    crossOriginResourcePolicy: 'cross-origin',
    strictTransportSecurity: isProduction,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  // A page that must be framed by other origins (the sandbox card form) sends its own policy with
  // frame-ancestors: it is kept, and X-Frame-Options, which cannot name an origin, is dropped for it.
  return async (c, next) => {
    let ownPolicy: string | null = null;
    await siteHeaders(c, async () => {
      await next();
      ownPolicy = c.res.headers.get('Content-Security-Policy');
    });
    if (ownPolicy && /(^|;)\s*frame-ancestors /.test(ownPolicy)) {
      c.res.headers.set('Content-Security-Policy', ownPolicy);
      c.res.headers.delete('X-Frame-Options');
    }
  };
}
