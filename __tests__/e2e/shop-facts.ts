// The shop facts these browser tests expect, as a visitor reads them. They mirror lib/shop.ts, which
// Playwright cannot load since it imports the gallery photos (.jpg); change both together.
export const facts = {
  name: 'Hoeveslagerij De Linde',
  siteUrl: 'https://www.hoeveslagerij-delinde.be',
  street: 'Moerkerkse Steenweg 300',
  postalTown: '8310 Sint-Kruis',
  phone: { display: '050 36 12 34', tel: '+3250361234' },
  email: 'info@hoeveslagerij-delinde.be',
  openingDays: ['Vrijdag', 'Zaterdag'],
  openingText: 'Doorlopend van 8u00 tot 18u00',
  aboutVideo: {
    youtubeId: 'M7lc1UVf-VE',
    title: 'Een kijkje op de boerderij van Hoeveslagerij De Linde',
  },
  /** Each route with the spelling search engines get (sitemap, canonical). */
  routes: [
    { path: '/home', url: 'https://www.hoeveslagerij-delinde.be/home' },
    { path: '/bestellen', url: 'https://www.hoeveslagerij-delinde.be/bestellen' },
    { path: '/contact', url: 'https://www.hoeveslagerij-delinde.be/contact' },
    { path: '/over-ons', url: 'https://www.hoeveslagerij-delinde.be/over-ons' },
    { path: "/foto's", url: 'https://www.hoeveslagerij-delinde.be/foto%27s' },
  ],
} as const;

export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `${facts.name}, ${facts.street}, ${facts.postalTown}, België`,
)}`;
