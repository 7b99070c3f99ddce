// Every NEXT_PUBLIC_* variable, read once by its full name (Next inlines them at build time).
// The build refuses to run without the EmailJS settings: see next.config.mjs.

export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com';

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateShop: string;
  templateCustomer: string;
  origin: string;
}

const raw = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID,
};

const clean = (value: string | undefined) => (value ?? '').trim();

export const emailJsConfig: EmailJsConfig = {
  publicKey: clean(raw.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
  serviceId: clean(raw.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
  templateShop: clean(raw.NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP),
  templateCustomer: clean(raw.NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER),
  origin: clean(raw.NEXT_PUBLIC_EMAILJS_ORIGIN) || EMAILJS_DEFAULT_ORIGIN,
};

export const googleMapsConfig = {
  apiKey: clean(raw.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
  mapId: clean(raw.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID) || 'DEMO_MAP_ID',
};
