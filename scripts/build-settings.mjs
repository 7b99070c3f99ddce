// What makes a build deployable, checked before `npm run build` starts (and again by next.config.mjs
// for a bare `next build`): real EmailJS settings, never the local inbox's, the site's address at the
// root of its domain, and the CMS's repository and sign-in service (written into out/admin/config.yml).
// `npm start` makes a local build instead (NEXT_PUBLIC_LOCAL_BUILD=1): its own folder, a banner.

export const LOCAL_OUT_DIR = 'out-lokaal';
export const DEPLOY_OUT_DIR = 'out';

/** The values `npm start` builds with for its local inbox (scripts/start.mjs). */
export const LOCAL_EMAIL_VALUES = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'lokale-sleutel',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'lokale_inbox',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP: 'bestelling_winkel',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER: 'bestelling_klant',
};
/** The EmailJS settings a deployable build needs. */
const EMAILJS_VARIABLES = Object.keys(LOCAL_EMAIL_VALUES);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
/** @typedef {Record<string, string | undefined>} Env */

const value = (/** @type {Env} */ env, /** @type {string} */ name) => (env[name] ?? '').trim();

export const isLocalBuild = (/** @type {Env} */ env) => value(env, 'NEXT_PUBLIC_LOCAL_BUILD') === '1';

/** @param {string} text @returns {URL | null} */
function parseUrl(text) {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function isLocalAddress(text) {
  const host = parseUrl(text)?.hostname;
  return host !== undefined && (LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
}

/** Repository names from examples and old configs: never a real shop's repository. */
const PLACEHOLDER_REPOS = [
  'hoeveslagerij-delinde/website',
  'eigenaar/repository',
  'owner/repo',
  'in-te-vullen/door-de-build',
];

/**
 * What /admin/config.yml gets at build time (copy-admin.mjs writes it); empty strings when unset.
 * @param {Record<string, string | undefined>} env
 */
export function cmsSettings(env) {
  return {
    repo: value(env, 'CMS_GITHUB_REPO'),
    branch: value(env, 'CMS_BRANCH') || 'main',
    authUrl: value(env, 'CMS_AUTH_URL').replace(/\/+$/, ''),
    authEndpoint: value(env, 'CMS_AUTH_ENDPOINT').replace(/^\/+/, '') || 'auth',
    siteUrl: value(env, 'NEXT_PUBLIC_SITE_URL').replace(/\/+$/, ''),
  };
}

/**
 * Why /admin could not be signed in to with these settings (Dutch); [] when it can.
 * @param {Env} env
 * @returns {string[]}
 */
function cmsProblems(env) {
  const { repo, branch, authUrl } = cmsSettings(env);
  const problems = [];
  if (!repo) {
    problems.push(
      'CMS_GITHUB_REPO ontbreekt: de GitHub-repository waarin het beheer (/admin) de wijzigingen bewaart, bv. mijn-slagerij/website',
    );
  } else if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repo)) {
    problems.push(
      `CMS_GITHUB_REPO "${repo}" is geen repository in de vorm eigenaar/naam, bv. mijn-slagerij/website`,
    );
  } else if (PLACEHOLDER_REPOS.includes(repo.toLowerCase())) {
    problems.push(
      `CMS_GITHUB_REPO "${repo}" is een voorbeeld, niet de repository van de winkel: het beheer zou nergens kunnen opslaan.`,
    );
  }
  if (!/^[A-Za-z0-9._/-]+$/.test(branch)) problems.push(`CMS_BRANCH "${branch}" is geen branchnaam.`);
  if (!authUrl) {
    problems.push(
      'CMS_AUTH_URL ontbreekt: de aanmelddienst van het beheer (https://api.netlify.com op Netlify, anders het adres van uw OAuth-dienst, zie docs/publiceren.md, "Aanmelden op /admin instellen")',
    );
  } else {
    const url = parseUrl(authUrl);
    if (!url || url.protocol !== 'https:' || url.search || url.hash) {
      problems.push(`CMS_AUTH_URL "${authUrl}" is geen https-adres zoals https://api.netlify.com`);
    } else if (url.hostname.endsWith('.invalid') || url.hostname.endsWith('.example')) {
      problems.push(`CMS_AUTH_URL "${authUrl}" is een voorbeeld, geen echte aanmelddienst.`);
    } else if (isLocalAddress(authUrl)) {
      problems.push(
        `CMS_AUTH_URL "${authUrl}" wijst naar deze computer, niet naar een aanmelddienst op internet.`,
      );
    }
  }
  return problems;
}

const quote = (text) => JSON.stringify(text);

/**
 * config.yml with this build's CMS settings in place of the source's: the lines `  repo:`, `  branch:`,
 * `  base_url:` (and `  auth_endpoint:`, added after base_url when absent) of the top-level `backend:`
 * block, and the top-level `site_url:` and `display_url:`. Everything else stays byte for byte.
 * Throws (in Dutch) when a key is not where the build expects it.
 * @param {string} text the source config.yml
 * @param {{ repo: string, branch: string, authUrl: string, authEndpoint: string, siteUrl: string }} settings
 */
export function writeCmsConfig(text, settings) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^backend:\s*(#.*)?$/.test(line));
  if (start < 0) throw new Error('public/admin/config.yml: geen blok "backend:" gevonden.');
  let end = start + 1;
  while (end < lines.length && (/^\s/.test(lines[end] ?? '') || lines[end]?.trim() === '')) end += 1;
  /** @type {Record<string, string>} */
  const backend = {
    repo: settings.repo,
    branch: settings.branch,
    base_url: settings.authUrl,
    auth_endpoint: settings.authEndpoint,
  };
  const found = new Set();
  for (let i = start + 1; i < end; i += 1) {
    const key = /^ {2}([a-z_]+):/.exec(lines[i] ?? '')?.[1];
    if (key && key in backend) {
      lines[i] = `  ${key}: ${quote(backend[key] ?? '')}`;
      found.add(key);
    }
  }
  for (const key of ['repo', 'branch', 'base_url']) {
    if (!found.has(key)) throw new Error(`public/admin/config.yml: "backend.${key}" ontbreekt.`);
  }
  if (!found.has('auth_endpoint')) {
    const at = lines.findIndex((line, i) => i > start && i < end && /^ {2}base_url:/.test(line));
    lines.splice(at + 1, 0, `  auth_endpoint: ${quote(settings.authEndpoint)}`);
  }
  for (const key of ['site_url', 'display_url']) {
    const at = lines.findIndex((line) => line.startsWith(`${key}:`));
    if (at < 0) throw new Error(`public/admin/config.yml: "${key}" ontbreekt.`);
    lines[at] = `${key}: ${quote(settings.siteUrl)}`;
  }
  return lines.join('\n');
}

/**
 * Why this environment cannot make a deployable build (Dutch, for the person building); [] when it can.
 * @param {Env} env
 * @returns {string[]}
 */
export function deployProblems(env) {
  const problems = [];
  const missing = EMAILJS_VARIABLES.filter((name) => !value(env, name));
  if (missing.length > 0) {
    problems.push(
      'Zonder EmailJS-instellingen komen bestellingen nergens aan.',
      `Ontbrekende omgevingsvariabelen: ${missing.join(', ')}`,
    );
  }
  const local = [
    ...EMAILJS_VARIABLES.filter((name) => value(env, name) && value(env, name) === LOCAL_EMAIL_VALUES[name]),
    ...(isLocalAddress(value(env, 'NEXT_PUBLIC_EMAILJS_ORIGIN')) ? ['NEXT_PUBLIC_EMAILJS_ORIGIN'] : []),
  ];
  if (local.length > 0) {
    problems.push(
      `Dit zijn de instellingen van de lokale inbox van npm start (${local.join(', ')}): op een echte site zou elke bestelling mislukken.`,
    );
  }
  if (isLocalBuild(env))
    problems.push('NEXT_PUBLIC_LOCAL_BUILD=1 maakt een lokale testversie, geen publiceerbare site.');
  const site = value(env, 'NEXT_PUBLIC_SITE_URL');
  if (!site) {
    problems.push(
      'NEXT_PUBLIC_SITE_URL ontbreekt: het adres van de site, bv. https://www.hoeveslagerij-delinde.be',
    );
  } else {
    const url = parseUrl(site);
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.pathname !== '/' ||
      url.search ||
      url.hash
    ) {
      problems.push(
        url && url.pathname !== '/' && !url.search && !url.hash
          ? `NEXT_PUBLIC_SITE_URL "${site}" heeft een pad (${url.pathname}): de site werkt alleen op de hoofdmap van een domein. Gebruik een eigen domein of subdomein (bij GitHub Pages: Settings → Pages → Custom domain), zie README "Publiceren".`
          : `NEXT_PUBLIC_SITE_URL "${site}" is geen websiteadres zoals https://www.hoeveslagerij-delinde.be`,
      );
    } else if (isLocalAddress(site)) {
      problems.push(
        `NEXT_PUBLIC_SITE_URL "${site}" wijst naar deze computer, niet naar de gepubliceerde site.`,
      );
    }
  }
  if (value(env, 'NEXT_PUBLIC_BASE_PATH')) {
    problems.push(
      `NEXT_PUBLIC_BASE_PATH "${value(env, 'NEXT_PUBLIC_BASE_PATH')}": een site in een submap (zoals gebruiker.github.io/repository/) wordt niet ondersteund. Gebruik een eigen domein of subdomein (bij GitHub Pages: Settings → Pages → Custom domain), zie README "Publiceren".`,
    );
  }
  const captchaKey = value(env, 'NEXT_PUBLIC_RECAPTCHA_SITE_KEY');
  if (captchaKey && !/^[A-Za-z0-9_-]{20,100}$/.test(captchaKey)) {
    problems.push(
      `NEXT_PUBLIC_RECAPTCHA_SITE_KEY "${captchaKey}" is geen sitesleutel van Google reCAPTCHA v2 (letters, cijfers, - en _, zoals 6Lc…): kopieer de sitesleutel (niet de geheime sleutel) uit de reCAPTCHA-beheerconsole, zie emails/README.md.`,
    );
  }
  problems.push(...cmsProblems(env));
  return problems;
}

/**
 * The lines `npm run build` ends with: what this out/ was built for, and (given `mail`) where the
 * shop's orders arrive, with a warning when that is not the address the site shows.
 * @param {Record<string, string | undefined>} env
 * @param {string} [outDir]
 * @param {{ shopInbox: string, siteEmail: string }} [mail]
 */
export function buildSummary(env, outDir = DEPLOY_OUT_DIR, mail = undefined) {
  const lines = [
    `Klaar: ${outDir}/ is gebouwd voor`,
    `  site-adres:         ${value(env, 'NEXT_PUBLIC_SITE_URL')}`,
    `  EmailJS-dienst:     ${value(env, 'NEXT_PUBLIC_EMAILJS_SERVICE_ID')}`,
    `  sjabloon winkel:    ${value(env, 'NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP')}`,
    `  sjabloon klant:     ${value(env, 'NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER')}`,
    `  EmailJS-server:     ${value(env, 'NEXT_PUBLIC_EMAILJS_ORIGIN') || 'https://api.emailjs.com'}`,
    `  beheer (/admin):    ${cmsSettings(env).repo} (branch ${cmsSettings(env).branch}), aanmelden via ${cmsSettings(env).authUrl}`,
  ];
  if (mail) {
    lines.push(
      `  bestellingen naar:  ${mail.shopInbox} (het vaste To-adres van het winkelsjabloon in EmailJS; emails/settings.json)`,
    );
    if (mail.shopInbox.toLowerCase() !== mail.siteEmail.toLowerCase()) {
      lines.push(
        `Let op: de site toont ${mail.siteEmail} (content/winkel.json), maar de bestellingen gaan naar ${mail.shopInbox}. Pas het sjabloon in EmailJS en emails/settings.json aan als dat niet klopt.`,
      );
    }
  }
  lines.push(`Publiceren: zie docs/publiceren.md.`);
  return lines;
}
