/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  LOCAL_EMAIL_VALUES,
  buildSummary,
  cmsSettings,
  deployProblems,
  writeCmsConfig,
} from '../../../scripts/build-settings.mjs';
import { testBuildEnv } from '../../../scripts/test-env.mjs';

const real = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_echt',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_winkel',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP: 'template_winkel',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER: 'template_klant',
  NEXT_PUBLIC_SITE_URL: 'https://www.hoeveslagerij-delinde.be',
  CMS_GITHUB_REPO: 'mijn-slagerij/website',
  CMS_AUTH_URL: 'https://aanmelden.mijn-slagerij.workers.dev',
};

const sourceText = readFileSync(path.join(process.cwd(), 'public', 'admin', 'config.yml'), 'utf8');
const source = YAML.parse(sourceText);

// A fresh clone without settings cannot build (the CMS's: issue 16).
it("deployProblems accepts real settings, the test build and a reCAPTCHA site key, refuses what is not one (issue 54); names the missing EmailJS and CMS variables, refuses npm start's local inbox settings and the source config.yml's own placeholders", () => {
  expect(deployProblems(real)).toEqual([]);
  expect(deployProblems(testBuildEnv)).toEqual([]);
  expect(deployProblems({ ...real, NEXT_PUBLIC_SITE_URL: 'https://slagerij.be/' })).toEqual([]);
  const key = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
  expect(deployProblems({ ...real, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: key })).toEqual([]);
  const notAKey = deployProblems({ ...real, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'mijn sleutel' });
  expect(notAKey.join()).toMatch(/NEXT_PUBLIC_RECAPTCHA_SITE_KEY .* geen sitesleutel/);
  const problems = deployProblems({ NEXT_PUBLIC_SITE_URL: real.NEXT_PUBLIC_SITE_URL }).join('\n');
  expect(problems).toContain(
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP, NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER',
  );
  expect(problems).toMatch(/CMS_GITHUB_REPO ontbreekt/);
  expect(problems).toMatch(/CMS_AUTH_URL ontbreekt/);
  expect(deployProblems({ ...real, ...LOCAL_EMAIL_VALUES }).join('\n')).toMatch(/lokale inbox/);
  expect(deployProblems({ ...real, NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'lokale_inbox' })).toHaveLength(1);
  expect(deployProblems({ ...real, NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://localhost:3000' })).toHaveLength(1);
  expect(deployProblems({ ...real, NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4290' })).toHaveLength(1);
  expect(deployProblems({ ...real, NEXT_PUBLIC_LOCAL_BUILD: '1' }).join('\n')).toMatch(/lokale testversie/);
  const { repo, base_url: authUrl } = source.backend;
  const placeholders = deployProblems({ ...real, CMS_GITHUB_REPO: repo, CMS_AUTH_URL: authUrl });
  expect(placeholders).toHaveLength(2);
  expect(placeholders.join('\n')).toMatch(/CMS_GITHUB_REPO .* is een voorbeeld/);
  expect(placeholders.join('\n')).toMatch(/CMS_AUTH_URL .* is een voorbeeld/);
});

it('buildSummary says which site, EmailJS service, templates, shop inbox and CMS repository out/ was built for, and warns when the site shows another address than the inbox', () => {
  const summary = buildSummary(real).join('\n');
  const { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: publicKey, ...shown } = real;
  for (const value of Object.values(shown)) expect(summary).toContain(value);
  expect(summary).not.toContain(publicKey);
  expect(summary).toContain('https://api.emailjs.com');
  expect(summary).toContain(
    'mijn-slagerij/website (branch main), aanmelden via https://aanmelden.mijn-slagerij.workers.dev',
  );
  // the shop template's fixed address, and a warning when the site shows another
  const same = buildSummary(real, 'out', { shopInbox: 'info@winkel.be', siteEmail: 'INFO@winkel.be' });
  expect(same).toContain(
    '  bestellingen naar:  info@winkel.be (het vaste To-adres van het winkelsjabloon in EmailJS; emails/settings.json)',
  );
  expect(same.join('\n')).not.toContain('Let op');
  const other = buildSummary(real, 'out', { shopInbox: 'info@winkel.be', siteEmail: 'nieuw@winkel.be' });
  expect(other).toContain(
    'Let op: de site toont nieuw@winkel.be (content/winkel.json), maar de bestellingen gaan naar info@winkel.be. Pas het sjabloon in EmailJS en emails/settings.json aan als dat niet klopt.',
  );
});

const omit = <V>(object: Record<string, V>, keys: string[]): Record<string, V> =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

it.each([
  ['NEXT_PUBLIC_SITE_URL', undefined, /ontbreekt/],
  ['NEXT_PUBLIC_SITE_URL', 'www.hoeveslagerij-delinde.be', /geen websiteadres/],
  [
    'NEXT_PUBLIC_SITE_URL',
    'https://www.hoeveslagerij-delinde.be/winkel',
    /hoofdmap van een domein.*eigen domein/,
  ],
  ['NEXT_PUBLIC_SITE_URL', 'https://slagerij.github.io/website/', /hoofdmap van een domein.*Custom domain/],
  ['NEXT_PUBLIC_SITE_URL', 'ftp://hoeveslagerij-delinde.be', /geen websiteadres/],
  ['NEXT_PUBLIC_SITE_URL', 'http://localhost:3000', /deze computer/],
  ['NEXT_PUBLIC_BASE_PATH', '/website', /submap.*eigen domein/],
  ['CMS_GITHUB_REPO', 'https://github.com/mijn-slagerij/website', /eigenaar\/naam/],
  ['CMS_GITHUB_REPO', 'website', /eigenaar\/naam/],
  ['CMS_AUTH_URL', 'http://aanmelden.mijn-slagerij.be', /geen https-adres/],
  ['CMS_AUTH_URL', 'aanmelden.mijn-slagerij.be', /geen https-adres/],
  ['CMS_AUTH_URL', 'https://localhost:8787', /deze computer/],
  ['CMS_BRANCH', 'main branch', /geen branchnaam/],
])('refuses %s "%s", naming why', (name, value, reason) => {
  const problems = deployProblems({ ...real, [name]: value });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(reason);
});

it('writes the settings into the backend and the site address, and leaves every other key as it was; refuses a config.yml whose backend block is not where the build expects it', () => {
  const env = { ...real, CMS_BRANCH: 'productie', CMS_AUTH_ENDPOINT: '/oauth/start' };
  const written = YAML.parse(writeCmsConfig(sourceText, cmsSettings(env)));
  expect(written.backend).toEqual({
    ...source.backend,
    repo: 'mijn-slagerij/website',
    branch: 'productie',
    base_url: 'https://aanmelden.mijn-slagerij.workers.dev',
    auth_endpoint: 'oauth/start',
  });
  expect(written.site_url).toBe('https://www.hoeveslagerij-delinde.be');
  expect(written.display_url).toBe('https://www.hoeveslagerij-delinde.be');
  const rest = (config: Record<string, unknown>) => omit(config, ['backend', 'site_url', 'display_url']);
  expect(rest(written)).toEqual(rest(source));
  expect(() => writeCmsConfig('locale: nl\n', cmsSettings(real))).toThrow(/backend/);
  expect(() => writeCmsConfig('backend:\n  name: github\n', cmsSettings(real))).toThrow(/backend\.repo/);
});
