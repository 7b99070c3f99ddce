import type { Metadata, MetadataRoute } from 'next';
import { navLinks, privacyLink, shop } from './shop';

interface PageMeta {
  /** Document title; `null` uses the shop name alone (home). */
  title: string | null;
  description: string;
  path: string;
}

// encodeURI and encodeURIComponent both leave ' ( ) ! * as they are; sitemaps and canonicals want
// one spelling of "/foto's", so every path segment is fully percent-encoded ("/foto%27s").
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

export function absoluteUrl(path: string, siteUrl: string = shop.siteUrl): string {
  return new URL(encodePath(path), siteUrl).href;
}

// Canonical and Open Graph URLs are absolute, built from the shop's site address.
export function pageMetadata({ title, description, path }: PageMeta): Metadata {
  const fullTitle = title ? `${title} | ${shop.name}` : shop.name;
  return {
    title: title ? title : { absolute: shop.name },
    description,
    alternates: { canonical: encodePath(path) },
    openGraph: {
      type: 'website',
      locale: 'nl_BE',
      siteName: shop.name,
      title: fullTitle,
      description,
      url: encodePath(path),
      images: [{ url: '/og-image.jpg', width: 1200, height: 630, alt: shop.name }],
    },
  };
}

/** One entry per page of the navigation (the home page first and weighted highest), then privacy. */
export function sitemapEntries(siteUrl: string = shop.siteUrl): MetadataRoute.Sitemap {
  return [
    ...navLinks.map((link) => ({
      url: absoluteUrl(link.href, siteUrl),
      changeFrequency: 'monthly' as const,
      priority: link.href === '/home' ? 1 : 0.8,
    })),
    { url: absoluteUrl(privacyLink.href, siteUrl), changeFrequency: 'yearly', priority: 0.3 },
  ];
}

export function robotsRules(siteUrl: string = shop.siteUrl): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml', siteUrl),
  };
}
