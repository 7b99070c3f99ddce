import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

// A deployed shop site that cannot send orders is the worst outcome: the production build stops
// when the EmailJS settings are missing (read by the app in lib/env.ts).
const REQUIRED_FOR_BUILD = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER',
];

function assertEmailSettings() {
  const missing = REQUIRED_FOR_BUILD.filter((name) => !(process.env[name] ?? '').trim());
  if (missing.length > 0) {
    throw new Error(
      [
        '',
        'De website kan niet gebouwd worden: zonder EmailJS-instellingen komen bestellingen nergens aan.',
        `Ontbrekende omgevingsvariabelen: ${missing.join(', ')}`,
        'Zet ze in .env.production.local of in de omgeving (zie README, "EmailJS instellen").',
        'Lokaal proberen zonder EmailJS-account kan met `npm start` (lokale inbox).',
        '',
      ].join('\n'),
    );
  }
}

/** @type {(phase: string) => import('next').NextConfig} */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) assertEmailSettings();
  return {
    output: 'export',
    trailingSlash: false,
    reactStrictMode: true,
    poweredByHeader: false,
    // Inline the (small) CSS: no render-blocking stylesheet requests before the first paint.
    experimental: { inlineCss: true },
    images: {
      loader: 'custom',
      imageSizes: [96, 160, 256, 384],
      deviceSizes: [375, 640, 828, 1080, 1280, 1920],
    },
    transpilePackages: ['next-image-export-optimizer'],
    env: {
      nextImageExportOptimizer_imageFolderPath: 'public/images',
      nextImageExportOptimizer_exportFolderPath: 'out',
      nextImageExportOptimizer_quality: '72',
      nextImageExportOptimizer_storePicturesInWEBP: 'true',
      nextImageExportOptimizer_exportFolderName: 'img',
      nextImageExportOptimizer_generateAndUseBlurImages: 'false',
      nextImageExportOptimizer_remoteImageCacheTTL: '0',
    },
  };
}
