'use client';

import { displayFont, textFont } from './fonts';
import './globals.css';

// Replaces the whole document (root layout included) when even the layout fails: keep it bare.
export default function GlobalError({ reset }: { error: unknown; reset: () => void }) {
  return (
    <html lang="nl-BE" className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <title>Er ging iets mis</title>
        <main className="page" style={{ paddingTop: '4rem', textAlign: 'center' }}>
          <h1 className="page-title">Er ging iets mis</h1>
          <p className="lead" style={{ marginInline: 'auto' }}>
            De website kon niet geladen worden. Probeer het opnieuw of kom later even terug.
          </p>
          <p style={{ display: 'flex', gap: '1.5rem', justifyContent: 'center', alignItems: 'center' }}>
            <button type="button" className="button" onClick={() => reset()}>
              Opnieuw proberen
            </button>
            {/* A full page load on purpose: the app itself is what failed. */}
            <a href="/home">Naar de startpagina</a>
          </p>
        </main>
      </body>
    </html>
  );
}
