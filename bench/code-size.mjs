// The size budgets of the code itself (issues 29 and 51), read from the committed files (`git ls-files`:
// a generated file such as lib/photo-files.ts does not count): the order code's lines, its longest
// function (closures included: a function's whole span) and its largest file, the tests' lines against
// the product's, the walk from 'Bevestig' to the mail, and the lines of scripts/ and of the README.
// Part `code` of `npm run bench`; alone: `node bench/code-size.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CODE_BUDGETS = {
  /** Lines of the files under lib/ and components/ with "order" in their path. */
  orderLines: 5400,
  orderFunctionLines: 80,
  orderFileLines: 400,
  /** Lines of __tests__ against those of app/, components/ and lib/. */
  testFactor: 1.1,
  scriptsLines: 3500,
  /** The walk from 'Bevestig' to the mail, as docs/ontwikkelaars.md tells it: at most 6 files, this many lines. */
  walkLines: 1200,
  readmeLines: 300,
};

/** The files of that walk, in the order docs/ontwikkelaars.md reads them. */
const WALK = [
  'components/order/confirm-dialog.tsx',
  'components/order/use-order-flow.ts',
  'lib/device/order-runtime.ts',
  'lib/order/order-model.ts',
  'lib/order/send.ts',
  'lib/order/emailjs.ts',
];

const committed = (/** @type {string[]} */ paths) =>
  execFileSync('git', ['ls-files', '-z', '--', ...paths], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
const sourceFiles = (/** @type {string[]} */ dirs) => committed(dirs).filter((file) => /\.tsx?$/.test(file));

const lineCount = (/** @type {string} */ text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const linesOf = (/** @type {string[]} */ files) =>
  files.reduce((sum, file) => sum + lineCount(readFileSync(path.join(root, file), 'utf8')), 0);

/** Every function of a file with its span in lines (a function's closures are inside its span). */
function functionsOf(/** @type {string} */ file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {Array<{ where: string, lines: number }>} */
  const found = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ where: `${file}:${start + 1}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function measureCode() {
  const orderFiles = sourceFiles(['lib', 'components']).filter((file) => /order/i.test(file));
  const files = orderFiles
    .map((file) => ({ where: file, lines: linesOf([file]) }))
    .sort((a, b) => b.lines - a.lines);
  const functions = orderFiles.flatMap(functionsOf).sort((a, b) => b.lines - a.lines);
  const product = linesOf(sourceFiles(['app', 'components', 'lib']));
  const tests = linesOf(sourceFiles(['__tests__']));
  return {
    orderLines: files.reduce((sum, file) => sum + file.lines, 0),
    orderFiles: files.length,
    largestFile: files[0] ?? { where: '-', lines: 0 },
    longestFunction: functions[0] ?? { where: '-', lines: 0 },
    product,
    tests,
    testFactor: tests / product,
    scripts: linesOf(committed(['scripts'])),
    readme: linesOf(['README.md']),
    walk: linesOf(WALK),
  };
}

/** The budgets as [met, text] pairs, in Dutch as the bench prints them. */
export function codeChecks(/** @type {ReturnType<typeof measureCode>} */ code) {
  const b = CODE_BUDGETS;
  return [
    [
      code.orderLines <= b.orderLines,
      `bestelcode: ${code.orderLines} regels in ${code.orderFiles} bestanden, budget ${b.orderLines}`,
    ],
    [
      code.longestFunction.lines <= b.orderFunctionLines,
      `bestelcode: langste functie ${code.longestFunction.lines} regels (${code.longestFunction.where}), budget ${b.orderFunctionLines}`,
    ],
    [
      code.largestFile.lines <= b.orderFileLines,
      `bestelcode: grootste bestand ${code.largestFile.lines} regels (${code.largestFile.where}), budget ${b.orderFileLines}`,
    ],
    [
      code.testFactor <= b.testFactor,
      `tests: ${code.tests} regels tegen ${code.product} van de site, ${code.testFactor.toFixed(3)}×, budget ${b.testFactor}×`,
    ],
    [code.scripts <= b.scriptsLines, `scripts/: ${code.scripts} regels, budget ${b.scriptsLines}`],
    [
      code.walk <= b.walkLines,
      `van 'Bevestig' tot de mail: ${code.walk} regels in ${WALK.length} bestanden, budget ${b.walkLines}`,
    ],
    [code.readme <= b.readmeLines, `README.md: ${code.readme} regels, budget ${b.readmeLines}`],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const checks = codeChecks(measureCode());
  for (const [met, text] of checks) console.log(`${met ? '✓ gehaald ' : '✗ gemist  '} ${text}`);
  process.exitCode = checks.every(([met]) => met) ? 0 : 1;
}
