/**
 * @jest-environment node
 */
import {
  LOCAL_EMAIL_VALUES,
  buildSummary,
  deployProblems,
  isLocalBuild,
} from '../../../scripts/build-settings.mjs';
import { testBuildEnv } from '../../../scripts/test-env.mjs';

const real = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_echt',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_winkel',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP: 'template_winkel',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER: 'template_klant',
  NEXT_PUBLIC_SITE_URL: 'https://www.hoeveslagerij-delinde.be',
};

describe('deployProblems', () => {
  it('accepts real settings and the test build', () => {
    expect(deployProblems(real)).toEqual([]);
    expect(deployProblems(testBuildEnv)).toEqual([]);
  });

  it('names the missing EmailJS variables', () => {
    const problems = deployProblems({ NEXT_PUBLIC_SITE_URL: real.NEXT_PUBLIC_SITE_URL });
    expect(problems.join('\n')).toContain(
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP, NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER',
    );
  });

  it("refuses npm start's local inbox settings", () => {
    expect(deployProblems({ ...real, ...LOCAL_EMAIL_VALUES }).join('\n')).toMatch(/lokale inbox/);
    expect(deployProblems({ ...real, NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'lokale_inbox' })).toHaveLength(1);
    expect(deployProblems({ ...real, NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://localhost:3000' })).toHaveLength(1);
    expect(deployProblems({ ...real, NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4290' })).toHaveLength(1);
    expect(deployProblems({ ...real, NEXT_PUBLIC_LOCAL_BUILD: '1' }).join('\n')).toMatch(/lokale testversie/);
  });

  it.each([
    [undefined, /ontbreekt/],
    ['www.hoeveslagerij-delinde.be', /geen websiteadres/],
    ['https://www.hoeveslagerij-delinde.be/winkel', /geen websiteadres/],
    ['ftp://hoeveslagerij-delinde.be', /geen websiteadres/],
    ['http://localhost:3000', /deze computer/],
  ])('refuses the site address %s', (site, reason) => {
    const problems = deployProblems({ ...real, NEXT_PUBLIC_SITE_URL: site });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
  });

  it('accepts an address with a trailing slash', () => {
    expect(deployProblems({ ...real, NEXT_PUBLIC_SITE_URL: 'https://slagerij.be/' })).toEqual([]);
  });
});

describe('isLocalBuild and buildSummary', () => {
  it('knows the local build by NEXT_PUBLIC_LOCAL_BUILD=1', () => {
    expect(isLocalBuild({ NEXT_PUBLIC_LOCAL_BUILD: '1' })).toBe(true);
    expect(isLocalBuild({})).toBe(false);
  });

  it('says which site, EmailJS service and templates out/ was built for', () => {
    const summary = buildSummary(real).join('\n');
    const { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: publicKey, ...shown } = real;
    for (const value of Object.values(shown)) expect(summary).toContain(value);
    expect(summary).not.toContain(publicKey);
    expect(summary).toContain('https://api.emailjs.com');
  });
});

describe('buildSummary: where the orders arrive', () => {
  it('names the shop template’s fixed address, and warns when the site shows another', () => {
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
});
