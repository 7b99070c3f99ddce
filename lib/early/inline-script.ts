import path from 'node:path';
import { buildSync } from 'esbuild';

// The order page's inline script (early-order-script.ts), bundled with the amount rules it shares
// with the rows (lib/order/quantity.ts): one copy of each rule. Built once when the page is exported,
// the same on every build; write-hosting-files.mjs hashes the result for the CSP. Server only: the
// page's HTML carries the script, the framework's JavaScript does not.

export const EARLY_ORDER_SCRIPT = buildSync({
  entryPoints: [path.join(process.cwd(), 'lib/early/early-order-entry.ts')],
  tsconfig: path.join(process.cwd(), 'tsconfig.json'),
  bundle: true,
  minify: true,
  format: 'iife',
  // The browsers Next 16 supports.
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  legalComments: 'none',
  write: false,
}).outputFiles[0]!.text.trim();
