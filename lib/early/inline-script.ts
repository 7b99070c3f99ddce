import path from 'node:path';
import { buildSync } from 'esbuild';

// The order page's inline script, bundled with the rules it shares with the page (one copy of each rule).
// Server only, built at export; write-hosting-files.mjs hashes it for the CSP.

export const EARLY_ORDER_SCRIPT = buildSync({
  entryPoints: [path.join(process.cwd(), 'lib/early/early-order-script.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  // The browsers Next 16 supports.
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  legalComments: 'none',
  write: false,
}).outputFiles[0]!.text.trim();
