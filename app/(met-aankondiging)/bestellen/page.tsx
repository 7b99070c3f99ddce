import path from 'node:path';
import { EarlyOrderMessages, EarlyOrderScript } from '@/components/order/early-order';
import { OrderNotices } from '@/components/order/order-notices';
import { OrderShop } from '@/components/order/order-shop';
import { pageMetadata } from '@/lib/seo';
import { shop } from '@/lib/shop';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import { readCatalogue } from '@/lib/content/read-catalogue';

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
        catalogue={readCatalogue(path.join(process.cwd(), 'content'))}
        calendar={buildCalendar()}
        early={<EarlyOrderScript />}
      />
      <EarlyOrderMessages />
    </div>
  );
}
