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

// --- /admin (Decap CMS, issue 10): its own policy and noindex. -------------------------------------
// The CMS is a large React app that compiles its config schema at run time ('unsafe-eval'), styles
// with inline <style> tags, reads GitHub's API and signs in through a Netlify pop-up (so the opener
// must survive: same-origin-allow-popups). The public pages keep the strict policy above.

export function isAdminPath(pathname) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** @param {{ localBackend?: boolean }} [options] localBackend: allow decap-server on this computer. */
export function adminContentSecurityPolicy(options = {}) {
  const local = options.localBackend ? ['http://127.0.0.1:*', 'http://localhost:*'] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'blob:',
      'data:',
      'https://api.github.com',
      'https://api.netlify.com',
      ...local,
    ],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** @param {{ localBackend?: boolean }} [options] */
export function adminHeaders(options = {}) {
  return {
    ...securityHeaders(adminContentSecurityPolicy(options)),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': REVALIDATE,
  };
}
