import type { Metadata } from 'next';
import { shop } from './shop';

interface PageMeta {
  /** Document title; `null` uses the shop name alone (home). */
  title: string | null;
  description: string;
  path: string;
}

// Canonical and Open Graph URLs are absolute, built from the shop's site address.
export function pageMetadata({ title, description, path }: PageMeta): Metadata {
  const fullTitle = title ? `${title} | ${shop.name}` : shop.name;
  return {
    title: title ? title : { absolute: shop.name },
    description,
    alternates: { canonical: encodeURI(path) },
    openGraph: {
      type: 'website',
      locale: 'nl_BE',
      siteName: shop.name,
      title: fullTitle,
      description,
      url: encodeURI(path),
      images: [{ url: '/og-image.jpg', width: 1200, height: 630, alt: shop.name }],
    },
  };
}
