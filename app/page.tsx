import type { Metadata } from 'next';
import Link from 'next/link';
import { shop } from '@/lib/shop';

export const metadata: Metadata = {
  title: { absolute: shop.name },
  alternates: { canonical: '/home' },
  robots: { index: false, follow: true },
};

// Static hosts redirect "/" themselves (see hosting/); this page covers the rest, also without JavaScript.
export default function RootRedirect() {
  return (
    <div className="page">
      <meta httpEquiv="refresh" content="0; url=/home" />
      <p>
        U wordt doorgestuurd naar de <Link href="/home">startpagina</Link>.
      </p>
    </div>
  );
}
