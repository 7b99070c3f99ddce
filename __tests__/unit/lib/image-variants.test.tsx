import { render } from '@testing-library/react';
import ExportedImage from 'next-image-export-optimizer';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import {
  buildImageVariantOptions,
  imageAttrs,
  type ImageVariantOptions,
  type StaticImage,
} from '@/lib/image-variants';
import { siteOptions } from '@/__tests__/fixtures/image-options';

const hero: StaticImage = { src: '/_next/static/media/hero.3g30ua1au5yp7.jpg', width: 2400, height: 1600 };
const gallery: StaticImage = {
  src: '/_next/static/media/galerij-01.17wt056dmhtaq.jpg',
  width: 1200,
  height: 900,
};

// The URL imageAttrs offers for one width (a fixed `sizes` offers every width).
function offeredUrl(image: StaticImage, width: number, options: ImageVariantOptions) {
  const candidate = imageAttrs(image, '288px', options)
    .srcSet.split(', ')
    .find((entry) => entry.endsWith(` ${width}w`));
  return candidate?.split(' ')[0];
}

it('the variant URL keeps the folder of a public path, leaves formats it cannot optimize alone, and keeps the original format when WebP is switched off', () => {
  expect(offeredUrl({ src: '/images/foto.png', width: 800, height: 600 }, 640, siteOptions)).toBe(
    '/images/img/foto-opt-640.WEBP',
  );
  expect(offeredUrl({ src: '/icon.svg', width: 64, height: 64 }, 96, siteOptions)).toBe('/icon.svg');
  expect(offeredUrl(hero, 640, { ...siteOptions, webp: false })).toBe('/img/hero.3g30ua1au5yp7-opt-640.JPG');
});

// ResponsiveImage renders what ExportedImage renders, without its client code.
const attributes = (element: Element | null) =>
  Object.fromEntries(
    Array.from(element?.attributes ?? [])
      .filter((attribute) => attribute.name !== 'data-nimg')
      // next/image sets src from the client, which jsdom reports resolved against its origin.
      .map((attribute) => [
        attribute.name,
        attribute.name === 'src' ? new URL(attribute.value, 'http://localhost').pathname : attribute.value,
      ]),
  );
// Both read the same build settings (next/jest inlines next.config's images, not its env).
const options = buildImageVariantOptions();

it.each([
  ['a lazy photo with a fixed size', gallery, '288px'],
  ['a large photo in a fluid column', hero, '(min-width: 960px) 520px, calc(100vw - 2rem)'],
  ['a photo smaller than the largest screens', gallery, '(min-width: 1100px) 1600px, 100vw'],
])('ResponsiveImage renders as ExportedImage %s', (_name, image, sizes) => {
  const library = render(<ExportedImage src={image} alt="Runderen" sizes={sizes} placeholder="empty" />);
  const ours = render(<ResponsiveImage image={image} alt="Runderen" sizes={sizes} />);
  const img = ours.container.querySelector('img');
  expect(attributes(img)).toEqual(attributes(library.container.querySelector('img')));
  expect(img).toHaveAttribute('srcset', imageAttrs(image, sizes, options).srcSet);
  // Not the LCP photo: lazy, no priority, not wrapped in <picture>.
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
  expect(ours.container.querySelector('picture')).toBeNull();
});

it('ResponsiveImage renders as ExportedImage a preloaded photo that fills its frame', () => {
  const library = render(
    <ExportedImage src={hero} alt="" fill preload fetchPriority="high" sizes="100vw" placeholder="empty" />,
  );
  const ours = render(<ResponsiveImage image={hero} alt="" fill priority sizes="100vw" />);
  const image = ours.container.querySelector('img');
  expect(attributes(image)).toEqual(attributes(library.container.querySelector('img')));
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('loading');
  // Inside <picture>: React adds no preload hint for it to the route's RSC payload.
  expect(image?.parentElement?.tagName).toBe('PICTURE');
});
