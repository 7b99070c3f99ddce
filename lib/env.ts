// Every NEXT_PUBLIC_* variable, read once by its full name (Next inlines them at build time).
// `npm run build` refuses to run without the EmailJS settings and the site's address, and refuses the
// local inbox's settings: see scripts/build-settings.mjs.

const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com';

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateShop: string;
  templateCustomer: string;
  origin: string;
  /** Google reCAPTCHA v2's site key (issue 54): set, every mail carries a token; empty, nothing of it loads. */
  recaptchaSiteKey: string;
}

const raw = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_LOCAL_BUILD: process.env.NEXT_PUBLIC_LOCAL_BUILD,
  NEXT_PUBLIC_BUILD_TIME: process.env.NEXT_PUBLIC_BUILD_TIME,
};

const clean = (value: string | undefined) => (value ?? '').trim();

export const emailJsConfig: EmailJsConfig = {
  publicKey: clean(raw.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
  serviceId: clean(raw.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
  templateShop: clean(raw.NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP),
  templateCustomer: clean(raw.NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER),
  origin: clean(raw.NEXT_PUBLIC_EMAILJS_ORIGIN) || EMAILJS_DEFAULT_ORIGIN,
  recaptchaSiteKey: clean(raw.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
};

export const googleMapsConfig = {
  apiKey: clean(raw.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
  mapId: clean(raw.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID) || 'DEMO_MAP_ID',
};

/** Where `next dev`, unit tests and a local build without an address say the site lives. */
const LOCAL_SITE_URL = 'http://localhost:3000';

// An http(s) origin without path, query or fragment, else null: the build refuses a wrong address with
// its reason (scripts/build-settings.mjs), the site only falls back.
function siteOrigin(value: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL(clean(value));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname !== '/' || url.search || url.hash || url.username) return null;
  return url.origin;
}

/** Canonical, sitemap, Open Graph and JSON-LD are built on this address. */
export const siteUrl = siteOrigin(raw.NEXT_PUBLIC_SITE_URL) ?? LOCAL_SITE_URL;

/** `npm start`'s build: its own folder and a 'lokale testversie' banner on every page. */
export const isLocalBuild = clean(raw.NEXT_PUBLIC_LOCAL_BUILD) === '1';

/** When the site was built (ms), set by `npm run build`; 0 when unknown (dev, unit tests). */
export const builtAt = Number(clean(raw.NEXT_PUBLIC_BUILD_TIME)) || 0;

/** When the site was built (NEXT_PUBLIC_BUILD_TIME; in development: when this module loaded). */
export const buildMoment = new Date(builtAt || Date.now());
