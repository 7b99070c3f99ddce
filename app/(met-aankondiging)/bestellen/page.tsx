import catalogue from '@/content/producten.json';
import { EarlyOrderMessages, EarlyOrderScript } from '@/components/order/early-order';
import { OrderNotices } from '@/components/order/order-notices';
import { OrderShop } from '@/components/order/order-shop';
import { pageMetadata } from '@/lib/seo';
import { shop } from '@/lib/shop';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import type { CatalogueContent } from '@/lib/content/schemas';

export const metadata = pageMetadata({
  title: 'Winkel',
  description: `Bestel vlees van eigen kweek, charcuterie, panklare gerechten en BBQ om af te halen op vrijdag of zaterdag bij ${shop.name} in ${shop.address.town}.`,
  path: '/bestellen',
});

export default function Page() {
  return (
    <div className="page">
      <h1 className="page-title">Winkel</h1>
      <OrderNotices />
      <OrderShop
        catalogue={catalogue as CatalogueContent}
        calendar={buildCalendar()}
        early={<EarlyOrderScript />}
      />
      <EarlyOrderMessages />
    </div>
  );
}
