import { HomeGallery } from '@/components/home/home-gallery';
import { HomeHero } from '@/components/home/home-hero';
import { HomeInfo } from '@/components/home/home-info';
import { ShopDayScript } from '@/components/ui/shop-day-script';
import { pageMetadata } from '@/lib/seo';
import { shop } from '@/lib/shop';
import { buildCalendar } from '@/lib/shop/zone-calendar';

export const metadata = pageMetadata({
  title: null,
  description: `Welkom bij ${shop.name} in ${shop.address.town} (${shop.address.city}): rundvlees van eigen kweek, charcuterie en meer. Bestel online en haal af in de winkel.`,
  path: '/home',
});

export default function HomePage() {
  const calendar = buildCalendar();
  return (
    <>
      <HomeHero nextSectionId="openingsuren" />
      {/* before the hours, which show the visitor's day from the first paint */}
      <ShopDayScript calendar={calendar} />
      <HomeInfo id="openingsuren" calendar={calendar} />
      <HomeGallery />
    </>
  );
}
