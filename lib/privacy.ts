// The privacy statement's facts that are not the owner's: the browser storage the site uses and the
// authority. The owner's (the shop as controller, mailbox provider, host, how long mails are kept) are
// content: content/winkel.json, read through lib/shop/index.ts, edited in /admin.
import {
  CONCEPT_KEY_PREFIX,
  CONCEPT_MAX_AGE_HOURS,
  HISTORY_KEY,
  LAST_SENT_KEY,
  ORDER_KEY_PREFIX,
  ORDER_SLACK_DAYS,
} from '@/lib/device/storage-keys';

export const privacy = {
  /** Date of this version of the statement (dd/mm/jjjj). */
  updated: '07/12/2026',
  /** What the order form asks, and why (the fields of lib/order/schema.ts and the e-mail). */
  collected: [
    { what: 'uw naam', why: 'om de bestelling bij het afhalen aan u mee te geven' },
    { what: 'uw e-mailadres', why: 'om u een kopie van de bestelling te sturen en te antwoorden op vragen' },
    { what: 'uw telefoonnummer', why: 'om u te bellen als er iets met de bestelling is' },
    { what: 'de producten en hoeveelheden, de afhaaldag en het uur', why: 'om de bestelling klaar te maken' },
    { what: 'uw bericht (als u er een schrijft)', why: 'om rekening te houden met uw wensen' },
  ],
  conceptStorageKey: `${CONCEPT_KEY_PREFIX}…`,
  conceptMaxAgeHours: CONCEPT_MAX_AGE_HOURS,
  orderStorageKey: `${ORDER_KEY_PREFIX}…`,
  orderSlackDays: ORDER_SLACK_DAYS,
  historyStorageKey: HISTORY_KEY,
  lastSentStorageKey: LAST_SENT_KEY,
  authority: {
    name: 'Gegevensbeschermingsautoriteit',
    street: 'Drukpersstraat 35',
    postalTown: '1000 Brussel',
    email: 'contact@apd-gba.be',
    url: 'https://www.gegevensbeschermingsautoriteit.be',
  },
} as const;
