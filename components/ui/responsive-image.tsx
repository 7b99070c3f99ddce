import type { CSSProperties } from 'react';
import { fillStyle, imageAttrs, imageStyle, type StaticImage } from '@/lib/image-variants';

interface ResponsiveImageProps {
  image: StaticImage;
  alt: string;
  /** How wide the photo is shown, as in the HTML `sizes` attribute. */
  sizes: string;
  /** Fill the positioned parent instead of taking the photo's own width and height. */
  fill?: boolean;
  /** The page's LCP photo: fetched with high priority, never lazy, and not preloaded by other pages. */
  priority?: boolean;
  loading?: 'eager' | 'lazy';
  className?: string;
  style?: CSSProperties;
}

// A server component: the responsive WebP variants written by next-image-export-optimizer, as plain
// HTML, so a page with photos ships no image JavaScript and hydrates nothing for them.
export function ResponsiveImage({
  image,
  alt,
  sizes,
  fill = false,
  priority = false,
  loading,
  className,
  style,
}: ResponsiveImageProps) {
  const attrs = imageAttrs(image, sizes);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's client code is what this replaces
    <img
      alt={alt}
      loading={priority ? undefined : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      width={fill ? undefined : attrs.width}
      height={fill ? undefined : attrs.height}
      decoding="async"
      className={className}
      style={{ ...(fill ? fillStyle : imageStyle), ...style }}
      sizes={attrs.sizes}
      srcSet={attrs.srcSet}
      src={attrs.src}
    />
  );
  // React turns an eager <img> of a server component into a preload hint inside the route's RSC
  // payload, which every page that prefetches the route then applies (Chromium: "preloaded but not
  // used"). Inside <picture> it does not; the <img> is early in the HTML and asks high priority itself.
  return priority ? <picture>{img}</picture> : img;
}
