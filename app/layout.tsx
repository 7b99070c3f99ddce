import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LocalBuildBanner } from '@/components/layout/local-build-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { LocalBusinessJsonLd } from '@/components/seo/local-business-json-ld';
import { shop } from '@/lib/shop';
import { displayFont, textFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(shop.siteUrl),
  title: { default: shop.name, template: `%s | ${shop.name}` },
  description: shop.description,
  applicationName: shop.name,
  openGraph: { type: 'website', locale: 'nl_BE', siteName: shop.name },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#8b1a1a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl-BE" className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <SiteHeader />
        <LocalBuildBanner />
        <main id="inhoud" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <LocalBusinessJsonLd />
      </body>
    </html>
  );
}
