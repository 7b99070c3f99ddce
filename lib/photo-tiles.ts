// The photo page's grid as plain data for its client component: each photo's thumbnail and overlay
// variants are computed here (at build time), so the client ships no image component.
import type { GalleryItem } from './gallery';
import {
  buildImageVariantOptions,
  imageAttrs,
  type ImageAttrs,
  type ImageVariantOptions,
} from './image-variants';
import type { VideoSource } from './video-sources';

/** A tile is a third of the 1120 px column on a wide screen, half from 640 px, the full width below. */
const TILE_SIZES = '(min-width: 1120px) 360px, (min-width: 640px) 45vw, 100vw';
/** The overlay shows the photo as large as the screen allows. */
const OVERLAY_SIZES = '(min-width: 1100px) 1600px, 100vw';

interface PhotoTile {
  id: string;
  alt: string;
  isVideo: false;
  /** The largest variant: where the tile links to when no script opens the overlay. */
  href: string;
  thumb: ImageAttrs;
  large: ImageAttrs;
}

export interface VideoTile {
  id: string;
  alt: string;
  isVideo: true;
  videoSrc: string;
  videoSources: VideoSource[];
  /** The clip's still as optimised variants, shown like a photo tile until the clip comes near the screen. */
  thumb: ImageAttrs;
}

export type Tile = PhotoTile | VideoTile;

/** The URL of the widest candidate of a srcset ("url 640w, url 1080w"). */
function largestVariant({ src, srcSet }: ImageAttrs): string {
  let best = { url: src, width: 0 };
  for (const candidate of srcSet.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    if (url && width > best.width) best = { url, width };
  }
  return best.url;
}

export function photoTiles(
  items: readonly GalleryItem[],
  options: ImageVariantOptions = buildImageVariantOptions(),
): Tile[] {
  return items.map((item): Tile => {
    if (item.isVideo) {
      return {
        id: item.id,
        alt: item.imageAlt,
        isVideo: true,
        videoSrc: item.videoSrc,
        videoSources: item.videoSources,
        thumb: imageAttrs(item.imageSrc, TILE_SIZES, options),
      };
    }
    const large = imageAttrs(item.imageSrc, OVERLAY_SIZES, options);
    return {
      id: item.id,
      alt: item.imageAlt,
      isVideo: false,
      href: largestVariant(large),
      thumb: imageAttrs(item.imageSrc, TILE_SIZES, options),
      large,
    };
  });
}
