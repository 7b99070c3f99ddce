import localFont from 'next/font/local';

// Self-hosted from npm packages (@fontsource): the build never fetches fonts from the internet.
// Two files, not preloaded, `display: 'optional'`: the first paint never waits for a font and text
// never shifts when one arrives (CLS 0). The text face is one variable file for every weight, so a
// sentence is all brand face or all fallback (a bold date cannot arrive without its sentence), and
// headings are one display face. Preloading both files was measured in `npm run bench` and made LCP
// later (docs/metingen.md); once cached they are used.
// No metric-adjusted fallback faces (`local(Arial)`, `local(Times New Roman)`): with `optional` a
// font never swaps in after the first paint, so they prevent no shift, and where those fonts are not
// installed (Android, Linux) the browser still looks each one up before its first layout. Without
// them the first paint came 10–70 ms earlier on every route at 4× CPU (median of 7, docs/metingen.md).
export const displayFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2', weight: '600' },
  ],
  variable: '--font-display',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const textFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
      weight: '200 900',
    },
  ],
  variable: '--font-text',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: ['system-ui', 'Segoe UI', 'Helvetica', 'Arial', 'sans-serif'],
});
