import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

import { DEPLOY_OUT_DIR, LOCAL_OUT_DIR, deployProblems, isLocalBuild } from './scripts/build-settings.mjs';

// A deployed shop site that cannot send orders is the worst outcome: a production build stops without
// real EmailJS settings and the site's address (scripts/build-settings.mjs; the app reads them in
// lib/env.ts). `npm start` builds a local test version (NEXT_PUBLIC_LOCAL_BUILD=1) into its own folder.
function assertDeployable() {
  const problems = deployProblems(process.env);
  if (problems.length > 0) {
    throw new Error(
      [
        '',
        'De website kan niet gebouwd worden:',
        ...problems.map((p) => `- ${p}`),
        'Zie README, "Instellingen".',
        '',
      ].join('\n'),
    );
  }
}

/** @type {(phase: string) => import('next').NextConfig} */
export default function config(phase) {
  const local = isLocalBuild(process.env);
  if (phase === PHASE_PRODUCTION_BUILD && !local) assertDeployable();
  const outDir = local ? LOCAL_OUT_DIR : DEPLOY_OUT_DIR;
  return {
    output: 'export',
    // With output: 'export' a distDir other than .next is the export folder: the local build never lands in out/.
    ...(local ? { distDir: outDir } : {}),
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
    // The order page's inline script is bundled with esbuild when the page is exported (components/order/early-order.tsx).
    serverExternalPackages: ['esbuild'],
    env: {
      nextImageExportOptimizer_imageFolderPath: 'public/images',
      nextImageExportOptimizer_exportFolderPath: outDir,
      nextImageExportOptimizer_quality: '72',
      nextImageExportOptimizer_storePicturesInWEBP: 'true',
      nextImageExportOptimizer_exportFolderName: 'img',
      nextImageExportOptimizer_generateAndUseBlurImages: 'false',
      nextImageExportOptimizer_remoteImageCacheTTL: '0',
    },
  };
}
