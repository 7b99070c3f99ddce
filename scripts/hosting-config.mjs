// One description of how the static export is hosted: clean URLs, the "/" redirect, caching and
// security headers. The local server (serve.mjs) applies it, and the build writes it out for
// nginx and for hosts that read _headers/_redirects (scripts/write-hosting-files.mjs).

export const redirects = [{ source: '/', destination: '/home', status: 301 }];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const MEDIA = 'public, max-age=604800';

/**
 * @param {{ emailjsOrigin?: string, extraConnect?: string[], scriptHashes?: string[] }} [options]
 */
export function contentSecurityPolicy(options = {}) {
  const emailjs = options.emailjsOrigin ?? 'https://api.emailjs.com';
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, 'https://maps.googleapis.com', 'https://maps.gstatic.com'],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://i.ytimg.com',
    ],
    'font-src': ["'self'", 'https://fonts.gstatic.com'],
    'connect-src': [
      "'self'",
      emailjs,
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      ...(options.extraConnect ?? []),
    ],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Cache-Control for a path inside out/. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/_next/static/')) return IMMUTABLE;
  if (pathname.startsWith('/img/')) return IMMUTABLE;
  if (/\.(?:jpe?g|png|webp|avif|mp4|webm|svg|ico|woff2)$/.test(pathname)) return MEDIA;
  return REVALIDATE;
}
