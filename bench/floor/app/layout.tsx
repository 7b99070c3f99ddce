import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Vloer',
  description: 'Een lege Next.js-pagina: de JavaScript die deze stack minimaal meestuurt.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl-BE">
      <body>{children}</body>
    </html>
  );
}
