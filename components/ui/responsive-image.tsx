import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { fillStyle, imageAttrs, imageStyle, type StaticImage } from '@/lib/image-variants';

interface ResponsiveImageProps {
  image: StaticImage;
  alt: string;
  /** How wide the photo is shown, as in the HTML `sizes` attribute. */
  sizes: string;
  /** Fill the positioned parent instead of taking the photo's own width and height. */
  fill?: boolean;
  /** The page's LCP photo: preloaded, fetched with high priority, never lazy. */
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
  if (priority) {
    preload(attrs.src, {
      as: 'image',
      imageSrcSet: attrs.srcSet,
      imageSizes: attrs.sizes,
      fetchPriority: 'high',
    });
  }
  return (
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
}
