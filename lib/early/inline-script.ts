import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * For the server only: the script `file` of lib/early/ as the source of an inline <script>, bundled at
 * export with the rules it shares with the page (one copy of each) for the browsers Next 16 supports.
 * In the page's HTML, not in the framework's JavaScript; write-hosting-files.mjs hashes it for the CSP.
 */
export const inlineScript = (file: string): string =>
  buildSync({
    entryPoints: [path.join(process.cwd(), 'lib', 'early', file)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    legalComments: 'none',
    write: false,
  }).outputFiles[0]!.text.trim();
