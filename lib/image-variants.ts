// The <img> attributes next-image-export-optimizer's ExportedImage would give a static import, computed
// without next/image so photos render as plain server HTML. The optimizer (run after `next build`) still
// writes the WebP variants; the URL scheme below mirrors its loader (dist/ExportedImage.js, 1.21.1) and
// the srcset rules of next/image (shared/lib/get-img-props.js), which the library does not export.

/** What `import photo from '@/public/images/x.jpg'` gives (Next's StaticImageData, minus the blur). */
export interface StaticImage {
  src: string;
  width: number;
  height: number;
}

export interface ImageVariantOptions {
  /** next.config images.deviceSizes */
  deviceSizes: readonly number[];
  /** next.config images.imageSizes */
  imageSizes: readonly number[];
  /** nextImageExportOptimizer_exportFolderName */
  exportFolderName: string;
  /** nextImageExportOptimizer_storePicturesInWEBP */
  webp: boolean;
}

/** The responsive part of an <img>: what the browser needs to pick a variant. */
export interface ImageAttrs {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

// The library's own fallbacks, used where Next has not inlined the config (unit tests).
const LIBRARY_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const LIBRARY_IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
const OPTIMIZABLE = ['JPG', 'JPEG', 'WEBP', 'PNG', 'AVIF', 'GIF'];
const TO_WEBP = ['JPG', 'JPEG', 'PNG', 'GIF'];

interface NextImageOpts {
  deviceSizes?: readonly number[];
  imageSizes?: readonly number[];
}

/** The build's options: Next inlines `process.env.__NEXT_IMAGE_OPTS` and next.config's `env` at build time. */
export function buildImageVariantOptions(): ImageVariantOptions {
  // Written out in full: Next replaces these exact expressions while bundling.
  const nextOpts = process.env.__NEXT_IMAGE_OPTS as unknown as NextImageOpts | undefined;
  const folder = process.env.nextImageExportOptimizer_exportFolderName;
  const webp = process.env.nextImageExportOptimizer_storePicturesInWEBP;
  return {
    deviceSizes: (nextOpts?.deviceSizes ?? LIBRARY_DEVICE_SIZES).map(Number),
    imageSizes: (nextOpts?.imageSizes ?? LIBRARY_IMAGE_SIZES).map(Number),
    exportFolderName: folder || 'nextImageExportOptimizer',
    webp: webp === undefined ? true : webp === 'true',
  };
}

function allSizes(options: ImageVariantOptions) {
  return [...new Set([...options.deviceSizes, ...options.imageSizes])].sort((a, b) => a - b);
}

/** The URL of one optimized variant of a static import, e.g. /img/hero.1a2b3c4d-opt-1280.WEBP. */
function variantUrl(image: StaticImage, width: number, options: ImageVariantOptions): string {
  const fileName = image.src.split('/').pop() ?? '';
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1) : '';
  if (!OPTIMIZABLE.includes(extension.toUpperCase())) return image.src;
  const baseName = fileName.slice(0, dot);
  const outExtension = options.webp && TO_WEBP.includes(extension.toUpperCase()) ? 'WEBP' : extension;
  // Wider than the original: the optimizer stops at the first size that covers the original width.
  let fileWidth = width;
  if (width > image.width) {
    const covering = allSizes(options).find((size) => size >= image.width);
    if (covering !== undefined) fileWidth = covering;
  }
  const folder = image.src.includes('_next/static/media')
    ? ''
    : image.src.slice(0, image.src.length - fileName.length).replace(/^\/?/, '/');
  const url = `${folder}${options.exportFolderName}/${baseName}-opt-${fileWidth}.${outExtension.toUpperCase()}`;
  return url.startsWith('/') ? url : `/${url}`;
}

/** The widths next/image offers for a `sizes` value: every size, minus those below the smallest vw share. */
function candidateWidths(sizes: string, options: ImageVariantOptions) {
  const percentages = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  const all = allSizes(options);
  if (percentages.length === 0) return all;
  const smallestDevice = Math.min(...options.deviceSizes);
  const smallestRatio = Math.min(...percentages) / 100;
  return all.filter((size) => size >= smallestDevice * smallestRatio);
}

/** src, srcSet, sizes, width and height for a static import shown at `sizes` (as ExportedImage renders them). */
export function imageAttrs(
  image: StaticImage,
  sizes: string,
  options: ImageVariantOptions = buildImageVariantOptions(),
): ImageAttrs {
  const widths = candidateWidths(sizes, options);
  const largest = widths[widths.length - 1] ?? image.width;
  return {
    src: variantUrl(image, largest, options),
    srcSet: widths.map((width) => `${variantUrl(image, width, options)} ${width}w`).join(', '),
    sizes,
    width: image.width,
    height: image.height,
  };
}

/** Hides the alt text while a photo loads, as next/image does. */
export const imageStyle = { color: 'transparent' } as const;

/** A photo that fills its positioned parent (next/image's `fill`). */
export const fillStyle = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: 'transparent',
} as const;
