import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusScreen } from '@/components/status/status-screen';
import { OtherPages } from '@/components/status/other-pages';

export const metadata: Metadata = {
  title: 'Pagina niet gevonden',
  description: 'Deze pagina bestaat niet (meer). Via de startpagina vindt u snel de weg terug.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <StatusScreen
      eyebrow="404"
      title="Pagina niet gevonden"
      actions={
        <>
          <Link href="/home" className="button">
            Naar de startpagina
          </Link>
          <OtherPages />
        </>
      }
    >
      <p>
        Deze pagina bestaat niet (meer), of er is een tikfout in het adres geslopen. Geen nood: hieronder
        vindt u snel de weg terug.
      </p>
    </StatusScreen>
  );
}
