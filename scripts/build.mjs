// `npm run build`: the content check, the static export in out/, its responsive images, the hosting
// files and the CMS at /admin.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The owner's content first: a bad edit stops here with one Dutch line per problem.
run(bin('tsx'), [path.join(root, 'scripts', 'check-content.ts')]);
run(bin('next'), ['build']);
run(bin('next-image-export-optimizer'), []);
run(process.execPath, [path.join(root, 'scripts', 'write-hosting-files.mjs')]);
run(process.execPath, [path.join(root, 'scripts', 'copy-admin.mjs')]);
