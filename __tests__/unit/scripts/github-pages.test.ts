/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareGithubPages } from '../../../scripts/github-pages.mjs';
import { HOST_FILES } from '../../../scripts/hosting-config.mjs';

let site = '';
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'pages-'));
  for (const page of ['index', '404', 'home', "foto's", 'privacy'])
    writeFileSync(path.join(site, `${page}.html`), page);
  for (const folder of ['home', "foto's", '_next']) mkdirSync(path.join(site, folder));
  for (const file of HOST_FILES) writeFileSync(path.join(site, file), 'host');
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const workflow = readFileSync(path.join(process.cwd(), '.github', 'workflows', 'github-pages.yml'), 'utf8');

it('prepareGithubPages gives each page with a folder a folder/index.html, so /home/ works too; removes the other hosts’ files and keeps .nojekyll (for a branch deploy); .github/workflows/github-pages.yml builds with npm ci and the site address, prepares out/ and deploys it with the Pages actions', () => {
  expect(prepareGithubPages(site).sort()).toEqual(["/foto's", '/home']);
  expect(readFileSync(path.join(site, 'home', 'index.html'), 'utf8')).toBe('home');
  expect(readFileSync(path.join(site, "foto's", 'index.html'), 'utf8')).toBe("foto's");
  expect(existsSync(path.join(site, '_next', 'index.html'))).toBe(false);
  for (const file of HOST_FILES)
    expect([file, existsSync(path.join(site, file))]).toEqual([file, file === '.nojekyll']);
  const steps = ['npm ci', 'npm run build', 'npm run github-pages'];
  steps.push('actions/upload-pages-artifact@v4', 'actions/deploy-pages@v4');
  const positions = steps.map((step) => workflow.indexOf(step));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(workflow).toMatch(/path: out\n/);
  expect(workflow).toContain('NEXT_PUBLIC_SITE_URL: ${{ vars.NEXT_PUBLIC_SITE_URL }}');
  expect(workflow).toMatch(/pages: write[\s\S]*id-token: write/);
});
