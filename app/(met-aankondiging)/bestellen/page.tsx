import path from 'node:path';
import { EarlyOrderMessages, EarlyOrderScript } from '@/components/order/early-order';
import { OrderNotices } from '@/components/order/order-notices';
import { OrderShop } from '@/components/order/order-shop';
import { seasonVariants } from '@/components/order/season-variants';
import { ShopDayScript } from '@/components/ui/shop-day-script';
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
  const calendar = buildCalendar();
  const catalogue = readCatalogue(path.join(process.cwd(), 'content'));
  return (
    <div className="page">
      <h1 className="page-title">Winkel</h1>
      {/* before the first notice and the rows, which show the visitor's day from the first paint */}
      <ShopDayScript calendar={calendar} />
      <OrderNotices calendar={calendar} />
      <OrderShop
        catalogue={catalogue}
        calendar={calendar}
        seasons={seasonVariants(catalogue, calendar.day)}
        early={<EarlyOrderScript />}
      />
      <EarlyOrderMessages />
    </div>
  );
}
