// The photo page's grid as plain data for its client component: each photo's thumbnail and overlay
// variants are computed here (at build time), so the client ships no image component.
import type { GalleryItem } from './gallery';
import {
  buildImageVariantOptions,
  imageAttrs,
  type ImageAttrs,
  type ImageVariantOptions,
} from './image-variants';

/** A tile is a third of the 1120 px column on a wide screen, half from 640 px, the full width below. */
export const TILE_SIZES = '(min-width: 1120px) 360px, (min-width: 640px) 45vw, 100vw';
/** The overlay shows the photo as large as the screen allows. */
export const OVERLAY_SIZES = '(min-width: 1100px) 1600px, 100vw';

export interface PhotoTile {
  id: string;
  alt: string;
  isVideo: false;
  thumb: ImageAttrs;
  large: ImageAttrs;
}

export interface VideoTile {
  id: string;
  alt: string;
  isVideo: true;
  videoSrc: string;
  poster: string;
  width: number;
  height: number;
}

export type Tile = PhotoTile | VideoTile;

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
        poster: item.imageSrc.src,
        width: item.imageSrc.width,
        height: item.imageSrc.height,
      };
    }
    return {
      id: item.id,
      alt: item.imageAlt,
      isVideo: false,
      thumb: imageAttrs(item.imageSrc, TILE_SIZES, options),
      large: imageAttrs(item.imageSrc, OVERLAY_SIZES, options),
    };
  });
}
