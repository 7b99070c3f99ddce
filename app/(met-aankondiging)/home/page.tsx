import { HomeGallery } from '@/components/home/home-gallery';
import { HomeHero } from '@/components/home/home-hero';
import { HomeInfo } from '@/components/home/home-info';
import { pageMetadata } from '@/lib/seo';
import { shop } from '@/lib/shop';

export const metadata = pageMetadata({
  title: null,
  description: `Welkom bij ${shop.name} in ${shop.address.town} (${shop.address.city}): rundvlees van eigen kweek, charcuterie en meer. Bestel online en haal af in de winkel.`,
  path: '/home',
});

export default function HomePage() {
  return (
    <>
      <HomeHero nextSectionId="openingsuren" />
      <HomeInfo id="openingsuren" />
      <HomeGallery />
    </>
  );
}
