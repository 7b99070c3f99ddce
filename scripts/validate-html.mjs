// `npm run test:html`: every exported page (out/**/*.html) through the W3C Nu HTML checker
// (vnu-jar). 0 errors; warnings are listed but do not fail. The checker needs Java: installed with
// apt (default-jre-headless) where it is missing and we may, otherwise a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebian } from './debian.mjs';
import { testBuildEnv } from './test-env.mjs';
import { buildTestSite } from './test-site.mjs';
import { htmlFiles } from './write-hosting-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const vnuJar = /** @type {string} */ (createRequire(import.meta.url)('vnu-jar'));

if (!existsSync(path.join(out, 'home.html'))) {
  console.log('Geen export in out/: eerst de testsite bouwen (testinhoud, testinstellingen)...');
  const status = buildTestSite({ ...process.env, ...testBuildEnv, NEXT_TELEMETRY_DISABLED: '1' });
  if (status !== 0) process.exit(status);
}
ensureDebian({
  packages: ['default-jre-headless'],
  find: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
  need: 'De HTML-controle (W3C Nu checker, vnu-jar) heeft Java 11 of nieuwer nodig',
});

const files = htmlFiles(out).sort();
const result = spawnSync('java', ['-Xss1024k', '-jar', vnuJar, '--format', 'json', '--stdout', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error || !result.stdout) {
  console.error(`De Nu HTML checker kon niet starten: ${result.error?.message ?? result.stderr}`);
  process.exit(1);
}
/** @type {{ messages: Array<{ type: string, subType?: string, url?: string, message: string, extract?: string, lastLine?: number }> }} */
const report = JSON.parse(result.stdout);
const where = (message) => `${path.relative(out, fileURLToPath(message.url ?? 'file:///?'))}`;
const errors = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
const warnings = report.messages.filter((m) => m.type === 'info' && m.subType === 'warning');

for (const warning of warnings) console.log(`waarschuwing ${where(warning)}: ${warning.message}`);
for (const error of errors) {
  const extract = (error.extract ?? '').replace(/\s+/g, ' ').slice(0, 160);
  console.log(`FOUT ${where(error)}: ${error.message}${extract ? `\n     … ${extract}` : ''}`);
}
console.log(
  `\nNu HTML checker: ${files.length} pagina's, ${errors.length} fout(en), ${warnings.length} waarschuwing(en).`,
);
process.exit(errors.length > 0 ? 1 : 0);
