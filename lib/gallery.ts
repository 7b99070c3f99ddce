// The shop's photos: the home hero, the home gallery (9) and the photo page (12). Kept apart from
// lib/shop.ts so the facts stay loadable anywhere (browser tests, scripts) without image imports.
import galerij01 from '@/public/images/galerij-01.jpg';
import galerij02 from '@/public/images/galerij-02.jpg';
import galerij03 from '@/public/images/galerij-03.jpg';
import galerij04 from '@/public/images/galerij-04.jpg';
import galerij05 from '@/public/images/galerij-05.jpg';
import galerij06 from '@/public/images/galerij-06.jpg';
import galerij07 from '@/public/images/galerij-07.jpg';
import galerij08 from '@/public/images/galerij-08.jpg';
import galerij09 from '@/public/images/galerij-09.jpg';
import foto01 from '@/public/images/foto-01.jpg';
import foto02 from '@/public/images/foto-02.jpg';
import foto03 from '@/public/images/foto-03.jpg';
import foto04 from '@/public/images/foto-04.jpg';
import foto05 from '@/public/images/foto-05.jpg';
import foto06 from '@/public/images/foto-06.jpg';
import foto07 from '@/public/images/foto-07.jpg';
import foto08 from '@/public/images/foto-08.jpg';
import foto09 from '@/public/images/foto-09.jpg';
import foto10 from '@/public/images/foto-10.jpg';
import foto11 from '@/public/images/foto-11.jpg';
import heroPhoto from '@/public/images/hero.jpg';
import shopVideoPoster from '@/public/images/winkel-video-poster.jpg';
import type { StaticImage } from './image-variants';

// Photos. Each image is a static import, so its width and height are known at build time; the owner
// replaces a photo by overwriting the file in public/images/ (same name) and rebuilding.

export interface GalleryImage {
  id: string;
  name: string;
  imageSrc: StaticImage;
  imageAlt: string;
  isVideo: false;
}

export interface GalleryVideo {
  id: string;
  name: string;
  /** The poster shown before and while the clip loads. */
  imageSrc: StaticImage;
  imageAlt: string;
  isVideo: true;
  videoSrc: string;
}

export type GalleryItem = GalleryImage | GalleryVideo;

const photo = (id: string, imageSrc: StaticImage, name: string, imageAlt: string): GalleryImage => ({
  id,
  name,
  imageSrc,
  imageAlt,
  isVideo: false,
});

/** The home hero's background; decorative, the heading carries the meaning. */
export const heroImage = { imageSrc: heroPhoto, imageAlt: '' };

export const homeGallery: GalleryImage[] = [
  photo('galerij-01', galerij01, 'Runderen in de weide', 'Runderen grazen in de weide aan de rand van Damme'),
  photo(
    'galerij-02',
    galerij02,
    'Gemarmerd rundvlees',
    'Close-up van mooi gemarmerd rundvlees van eigen kweek',
  ),
  photo(
    'galerij-03',
    galerij03,
    'Steaks op de snijplank',
    'Twee steaks met rozemarijn en peperkorrels op een houten snijplank',
  ),
  photo('galerij-04', galerij04, 'De hoeve bij valavond', 'De hoeve en de oude linde bij valavond'),
  photo('galerij-05', galerij05, 'Verse kruiden', 'Rozemarijn, laurier en peperkorrels op een leisteen'),
  photo(
    'galerij-06',
    galerij06,
    'Knotwilgen in de polder',
    'Knotwilgen langs een sloot in de polder bij valavond',
  ),
  photo('galerij-07', galerij07, 'Huisgemaakte worsten', 'Huisgemaakte worsten op een houten plank'),
  photo('galerij-08', galerij08, 'De toonbank', 'De toonbank met vers vlees in de winkel'),
  photo('galerij-09', galerij09, 'Ochtendnevel', 'Ochtendnevel boven de weiden tussen Brugge en Damme'),
];

export const photoItems: GalleryItem[] = [
  photo('foto-01', foto01, 'Maine-Anjou runderen', 'Maine-Anjou runderen in de wei'),
  photo('foto-02', foto02, 'Hooibalen', 'Hooibalen op het veld bij zonsondergang'),
  photo('foto-03', foto03, 'Gemarmerde steak', 'Een gemarmerde steak met rozemarijn op de snijplank'),
  photo('foto-04', foto04, 'De hoeve bij avond', 'Verlichte ramen van de hoeve bij avond'),
  {
    id: 'winkel-video',
    name: 'Filmpje uit de winkel',
    imageSrc: shopVideoPoster,
    imageAlt: 'Filmpje: een blik op de toonbank met vers vlees in de winkel',
    isVideo: true,
    videoSrc: '/video/winkel.mp4',
  },
  photo('foto-05', foto05, 'Kruiden en peper', 'Kruiden en peperkorrels voor onze marinades'),
  photo('foto-06', foto06, 'Runderen bij zonsondergang', 'Runderen in de weide bij zonsondergang'),
  photo('foto-07', foto07, 'Verse worsten', 'Verse worsten, klaar voor de toonbank'),
  photo('foto-08', foto08, 'De vitrine', 'Vitrine met versneden vlees in de winkel'),
  photo('foto-09', foto09, 'Polderlandschap', 'Knotwilgen en een sloot in het polderlandschap'),
  photo('foto-10', foto10, 'Barbecue', 'Steaks op de barbecue boven gloeiende houtskool'),
  photo('foto-11', foto11, 'Slagersmessen', 'Slagersmessen op een houten werkblad'),
];
