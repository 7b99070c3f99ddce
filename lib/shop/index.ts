// The one place where the shop's facts live. Header, footer, pages, JSON-LD, e-mails and tests read
// them from here; the owner edits them in /admin (content/winkel.json, see docs/eigenaar.md, "De website zelf
// aanpassen") and the host rebuilds.
import { siteUrl } from '@/lib/env';
import type { ShopContent } from '@/lib/content/schemas';
import closuresFile from '@/content/sluitingen.json';
import shopFile from '@/content/winkel.json';
import { closedDays, type ClosuresInput } from './closures';
import publicHolidays from '@/lib/public-holidays.json';

export type { Weekday } from '@/lib/content/lists';

/** One day of the opening hours, with its pick-up window and order deadline (lib/order/pickup.ts). */
export type OpeningDay = ShopContent['openingHours'][number];

// The owner's facts come from content/*.json (edited in /admin); scripts/check-content.ts checks them
// against their schemas before every build, so here they are read as their checked types.
const facts = shopFile as ShopContent;

/** Every closed day (single days, periods and, when switched on, the public holidays) with its reason. */
const closedDaysWithReason = closedDays(closuresFile as ClosuresInput, publicHolidays);

export const shop = {
  name: facts.name,
  tagline: facts.tagline,
  description: facts.description,
  /** From NEXT_PUBLIC_SITE_URL (lib/env.ts): the address the site is published at. */
  siteUrl,
  address: facts.address,
  phone: facts.phone,
  email: facts.email,
  companyNumber: facts.companyNumber,
  /** The sentence on paying in the customer's mail. */
  paymentInMail: facts.paymentInMail,
  /** Who processes what for the shop, and how long order mails are kept (the privacy statement). */
  privacy: facts.privacy,
  timeZone: 'Europe/Brussels',
  openingHours: facts.openingHours satisfies OpeningDay[],
  /** Days the shop is closed although it normally opens (yyyy-MM-dd); pick-up days skip them. */
  closures: closedDaysWithReason.map((day) => day.date),
  /** The same days with the reason the order dialog shows ('Kerstmis', 'Jaarlijks verlof'). */
  closedDays: closedDaysWithReason,
  /** Pick-up slot length and how many pick-up days are offered (the days themselves: openingHours). */
  ordering: facts.ordering,
  /** Dates with their own hours, pick-up window and order deadline (issue 31); closures win. */
  specialDays: facts.specialDays ?? [],
  /** Weekly opening hours valid from a date on (issue 31); `openingHours` holds until the first. */
  scheduleChanges: facts.scheduleChanges ?? [],
  social: facts.social,
  map: facts.map,
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
