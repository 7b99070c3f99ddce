// The privacy statement's facts that are not shop facts (those live in lib/shop.ts). The owner checks
// and completes them; the page (/privacy) is built from here.
import {
  CONCEPT_KEY_PREFIX,
  CONCEPT_MAX_AGE_HOURS,
  HISTORY_KEY,
  ORDER_KEY_PREFIX,
  ORDER_SLACK_DAYS,
} from './order/storage-keys';

export const privacy = {
  /** Date of this version of the statement (dd/mm/jjjj). */
  updated: '23/11/2026',
  /** How long the shop keeps order mails in its mailbox: fill in what the shop really does. */
  orderMailRetention: 'twee jaar na de afhaling (voor de boekhouding en vragen over een bestelling)',
  /** Who runs the shop's mailbox: fill in (e.g. the provider of the info@ address). */
  mailboxProvider: '[naam van de e-mailprovider van de winkel, in te vullen]',
  /** Who hosts the website: fill in once it is published (see docs/publiceren.md). */
  websiteHost: '[naam van de webhost, in te vullen]',
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
  authority: {
    name: 'Gegevensbeschermingsautoriteit',
    street: 'Drukpersstraat 35',
    postalTown: '1000 Brussel',
    email: 'contact@apd-gba.be',
    url: 'https://www.gegevensbeschermingsautoriteit.be',
  },
} as const;
