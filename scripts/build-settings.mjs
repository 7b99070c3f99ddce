// What makes a build deployable, checked before `npm run build` starts (and again by next.config.mjs
// for a bare `next build`): real EmailJS settings, never the local inbox's, and the site's address.
// `npm start` makes a local build instead (NEXT_PUBLIC_LOCAL_BUILD=1): its own folder, a banner.

export const LOCAL_OUT_DIR = 'out-lokaal';
export const DEPLOY_OUT_DIR = 'out';

export const EMAILJS_VARIABLES = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER',
];

/** The values `npm start` builds with for its local inbox (scripts/start.mjs). */
export const LOCAL_EMAIL_VALUES = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'lokale-sleutel',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'lokale_inbox',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP: 'bestelling_winkel',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER: 'bestelling_klant',
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
const value = (env, name) => (env[name] ?? '').trim();

export const isLocalBuild = (env) => value(env, 'NEXT_PUBLIC_LOCAL_BUILD') === '1';

function isLocalAddress(text) {
  try {
    return LOCAL_HOSTS.has(new URL(text).hostname) || new URL(text).hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

/** Why this environment cannot make a deployable build (Dutch, for the person building); [] when it can. */
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
    let url;
    try {
      url = new URL(site);
    } catch {
      url = null;
    }
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.pathname !== '/' ||
      url.search ||
      url.hash
    ) {
      problems.push(
        `NEXT_PUBLIC_SITE_URL "${site}" is geen websiteadres zoals https://www.hoeveslagerij-delinde.be`,
      );
    } else if (isLocalAddress(site)) {
      problems.push(
        `NEXT_PUBLIC_SITE_URL "${site}" wijst naar deze computer, niet naar de gepubliceerde site.`,
      );
    }
  }
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
  lines.push(`Publiceren: zie README, "Publiceren".`);
  return lines;
}
