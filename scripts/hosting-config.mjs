// How the static export is hosted: clean URLs, the "/" redirect, caching, security headers and the files
// only hosts read. serve.mjs applies it; the build writes it out for every host (hosting-files.mjs).

/**
 * @typedef {{ emailjsOrigin?: string, extraConnect?: string[], scriptHashes?: string[],
 *   recaptcha?: boolean, directives?: Record<string, string[]>, localBackend?: boolean }} CspOptions
 * @typedef {{ prefix: string, directives: Record<string, string[]> | ((options: CspOptions) => Record<string, string[]>),
 *   headers?: Record<string, string> }} PathPolicy
 */

export const redirects = [{ source: '/', destination: '/home', status: 301 }];

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
const MEDIA = 'public, max-age=604800';

// Cache-Control by path prefix, the rest REVALIDATE. Only `_next/static` has content hashes in its file
// names; `/img` keeps the photo's name, and a replaced photo must not stay cached for a year.
export const CACHE_RULES = [
  { prefix: '/_next/static/', value: IMMUTABLE },
  { prefix: '/img/', value: MEDIA },
  { prefix: '/images/', value: MEDIA },
  { prefix: '/video/', value: MEDIA },
];

/**
 * Paths with a policy of their own, in every host file: `directives` (or a function of the CSP options,
 * e.g. `localBackend`) replace those of the site's CSP under `prefix`, `headers` other headers of the
 * site's. A prefix must not overlap a CACHE_RULES prefix.
 * @type {PathPolicy[]}
 */
export const PATH_POLICIES = [
  {
    prefix: '/admin/', // the CMS (Decap, issue 10), see adminDirectives; its sign-in pop-up needs its opener
    directives: adminDirectives,
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  },
];

/** Files in out/ that only the hosts read; no host may serve them. */
export const HOST_FILES = [
  '_headers',
  '_redirects',
  '.htaccess',
  'vercel.json',
  '.vercelignore',
  '.nojekyll',
  '.hosting',
];

/** @param {CspOptions} [options] */
function contentSecurityPolicy(options = {}) {
  const emailjs = options.emailjsOrigin ?? 'https://api.emailjs.com';
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  // Only with NEXT_PUBLIC_RECAPTCHA_SITE_KEY set: Google's own list for reCAPTCHA under a CSP.
  const recaptcha = options.recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const recaptchaFrames = options.recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
    : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...hashes,
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      ...recaptcha,
    ],
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
    'frame-src': ['https://www.youtube-nocookie.com', ...recaptchaFrames],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.directives ?? {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** @param {string} csp */
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

/**
 * Cache-Control for a path inside out/.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return CACHE_RULES.find((rule) => pathname.startsWith(rule.prefix))?.value ?? REVALIDATE;
}

/**
 * The path policy that applies to a path, if any.
 * @param {string} pathname
 * @param {PathPolicy[]} [policies]
 */
export function pathPolicyFor(pathname, policies = PATH_POLICIES) {
  return policies.find((policy) => pathname.startsWith(policy.prefix) || `${pathname}/` === policy.prefix);
}

/**
 * The Content-Security-Policy for a path: the site's, or a path policy's.
 * @param {string} pathname
 * @param {CspOptions} [options]
 * @param {PathPolicy[]} [policies]
 */
export function cspFor(pathname, options = {}, policies = PATH_POLICIES) {
  const policy = pathPolicyFor(pathname, policies);
  if (!policy) return contentSecurityPolicy(options);
  const directives = typeof policy.directives === 'function' ? policy.directives(options) : policy.directives;
  return contentSecurityPolicy({ ...options, directives });
}

/**
 * Every security header for a path: the site's, or those of its path policy.
 * @param {string} pathname
 * @param {CspOptions} [options]
 * @param {PathPolicy[]} [policies]
 * @returns {Record<string, string>}
 */
export function headersFor(pathname, options = {}, policies = PATH_POLICIES) {
  return {
    ...securityHeaders(cspFor(pathname, options, policies)),
    ...(pathPolicyFor(pathname, policies)?.headers ?? {}),
  };
}

/**
 * True for a request path that names a host-only file (decoded, as servers compare it).
 * @param {string} pathname
 */
export function isHostFile(pathname) {
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return HOST_FILES.includes(first);
}

// /admin (Decap CMS, issue 10): a large React app that compiles its config schema at run time
// ('unsafe-eval'), styles with inline <style> tags, reads GitHub's API and signs in through a Netlify
// pop-up (so the opener must survive: same-origin-allow-popups). The directives it changes; the rest
// (default-src, worker-src, object-src, base-uri, form-action, frame-ancestors) stay the site's.

/** @param {{ localBackend?: boolean }} [options] localBackend: allow decap-server on this computer. */
function adminDirectives(options = {}) {
  const local = options.localBackend ? ['http://127.0.0.1:*', 'http://localhost:*'] : [];
  return {
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
    'frame-src': ["'self'", 'blob:'],
  };
}
