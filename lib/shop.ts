// The one place where the shop's facts live. Header, footer, pages, JSON-LD, e-mails and tests read
// them from here; the owner edits this file (see README, "Winkelgegevens aanpassen") and rebuilds.
import { siteUrl } from './env';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface OpeningDay {
  day: Weekday;
  label: string;
  opens: string;
  closes: string;
  text: string;
}

export const shop = {
  name: 'Hoeveslagerij De Linde',
  tagline: 'Meat the passion.',
  description:
    'Hoeveslagerij in Sint-Kruis (Brugge) met rundvlees van eigen kweek: Maine-Anjou runderen, grootgebracht tussen Brugge en Damme.',
  /** From NEXT_PUBLIC_SITE_URL (lib/env.ts): the address the site is published at. */
  siteUrl,
  address: {
    street: 'Moerkerkse Steenweg 300',
    postalCode: '8310',
    town: 'Sint-Kruis',
    city: 'Brugge',
    countryCode: 'BE',
  },
  phone: { display: '050 36 12 34', tel: '+3250361234' },
  /** Ondernemingsnummer (KBO), shown on the privacy page as the controller's number: fill in. */
  companyNumber: 'BE 0000.000.000',
  email: 'info@hoeveslagerij-delinde.be',
  timeZone: 'Europe/Brussels',
  openingHours: [
    {
      day: 'friday',
      label: 'Vrijdag',
      opens: '08:00',
      closes: '18:00',
      text: 'Doorlopend van 8u00 tot 18u00',
    },
    {
      day: 'saturday',
      label: 'Zaterdag',
      opens: '08:00',
      closes: '18:00',
      text: 'Doorlopend van 8u00 tot 18u00',
    },
  ] satisfies OpeningDay[],
  /** Days the shop is closed although it normally opens (yyyy-MM-dd); pick-up days skip them. */
  closures: ['2027-01-01', '2027-01-02'] as string[],
  /** Orders for a week's Friday and Saturday close at the end of this weekday (shop time). */
  orderDeadlineWeekday: 'wednesday' as Weekday,
  social: {
    instagram: { label: 'Instagram', url: 'https://www.instagram.com/hoeveslagerijdelinde/' },
    facebook: { label: 'Facebook', url: 'https://www.facebook.com/hoeveslagerijdelinde' },
  },
  map: { lat: 51.21745, lng: 3.25863, zoom: 16 },
  /**
   * The shop's own YouTube video on 'Over ons': the owner MUST set its id (the part after `v=` in
   * youtube.com/watch?v=…, e.g. 'dQw4w9WgXcQ'). Empty: the page shows no video block at all, so the
   * live site never shows someone else's video. See README, "Foto's en filmpjes vervangen".
   */
  aboutVideo: {
    youtubeId: '' as string,
    title: 'Een kijkje op de boerderij van Hoeveslagerij De Linde',
  },
  credit: { label: 'Webatelier Zuidzande', url: 'https://www.webatelier-zuidzande.be' },
} as const;

export type Shop = typeof shop;

export const fullAddress = `${shop.address.street}, ${shop.address.postalCode} ${shop.address.town}`;

export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `${shop.name}, ${fullAddress}, België`,
)}`;

export const navLinks = [
  { label: 'Home', href: '/home' },
  { label: 'Bestellen', href: '/bestellen' },
  { label: 'Contact', href: '/contact' },
  { label: 'Over Ons', href: '/over-ons' },
  { label: "Foto's", href: "/foto's" },
] as const;

/** The privacy statement: linked from the footer and the order form, listed in the sitemap. */
export const privacyLink = { label: 'Privacy', href: '/privacy' } as const;
