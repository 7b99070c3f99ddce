import { localBusinessJsonLd, serializeJsonLd } from '@/lib/structured-data';

// Rendered once from app/layout.tsx. JSON-LD is data, not code: the CSP hash step skips it.
export function LocalBusinessJsonLd() {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(localBusinessJsonLd()) }}
    />
  );
}
