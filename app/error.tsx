'use client';

import Link from 'next/link';
import { StatusScreen } from '@/components/status/status-screen';

export default function ErrorScreen({ reset }: { error: unknown; reset: () => void }) {
  return (
    <StatusScreen
      title="Er ging iets mis"
      actions={
        <>
          <button type="button" className="button" onClick={() => reset()}>
            Opnieuw proberen
          </button>
          <Link href="/home">Naar de startpagina</Link>
        </>
      }
    >
      <p>
        Deze pagina kon niet getoond worden. Probeer het opnieuw; lukt het dan nog niet, herlaad de pagina of
        kom later even terug.
      </p>
    </StatusScreen>
  );
}
