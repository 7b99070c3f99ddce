import localFont from 'next/font/local';

// Self-hosted from npm packages (@fontsource): the build never fetches fonts from the internet.
// Not preloaded and `display: 'optional'`: the first paint never waits for a font and text never
// shifts when one arrives (CLS 0); the fallbacks are metric-adjusted, and once cached the fonts are used.
export const displayFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2', weight: '600' },
  ],
  variable: '--font-display',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const textFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-text',
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Helvetica', 'Arial', 'sans-serif'],
});
