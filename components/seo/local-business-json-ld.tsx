import { buildCalendar } from '@/lib/shop/zone-calendar';
import { localBusinessJsonLd, serializeJsonLd } from '@/lib/structured-data';

// Rendered once from app/layout.tsx. JSON-LD is data, not code: the CSP hash step skips it. Special
// days are written from the build day on; each carries validThrough, so a stale one states no lie.
export function LocalBusinessJsonLd() {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: serializeJsonLd(localBusinessJsonLd(undefined, buildCalendar().day)),
      }}
    />
  );
}
