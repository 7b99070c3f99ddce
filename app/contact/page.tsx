import { ContactDetails } from '@/components/contact/contact-details';
import { ContactMap } from '@/components/contact/contact-map';
import { ShopDayScript } from '@/components/ui/shop-day-script';
import { pageMetadata } from '@/lib/seo';
import { shop } from '@/lib/shop';
import { buildCalendar } from '@/lib/shop/zone-calendar';

export const metadata = pageMetadata({
  title: 'Contact',
  description: `Openingsuren, adres, telefoonnummer en routebeschrijving van ${shop.name} in ${shop.address.town} (${shop.address.city}).`,
  path: '/contact',
});

export default function ContactPage() {
  const calendar = buildCalendar();
  return (
    <div className="page">
      <h1 className="page-title">Contact</h1>
      <p className="lead">
        Kom langs in onze winkel in {shop.address.town}, bel ons of stuur een e-mail. We helpen u graag met
        advies, een bestelling of een vraag over ons vlees.
      </p>
      {/* before the hours, which show the visitor's day from the first paint */}
      <ShopDayScript calendar={calendar} />
      <ContactDetails calendar={calendar} />
      <ContactMap />
    </div>
  );
}
