// The keys this device keeps orders under (order-storage.ts, the early script, the privacy statement).

export const STORAGE_PREFIX = 'bestelling-v3:';
/** One per unfinished order, under its reference. */
export const ORDER_KEY_PREFIX = `${STORAGE_PREFIX}order:`;
/** One per tab: the order being composed. */
export const CONCEPT_KEY_PREFIX = `${STORAGE_PREFIX}concept:`;
/** In sessionStorage: this tab's id, which names its composition (it survives a reload). */
export const TAB_ID_KEY = 'bestelling-tab';
/** A new tab id: made here only (the page and the early script alike). */
export const newTabId = () => Math.random().toString(36).slice(2, 10);
/** When this device last sent an order (issue 54: a second one within a minute is asked about). */
export const LAST_SENT_KEY = `${STORAGE_PREFIX}laatst-verstuurd`;
export const HISTORY_KEY = 'bestelling-geschiedenis-v1';
export const REMEMBER_KEY = 'bestelling-onthoud';

/** How long the composition of a closed tab is kept, for an accidental close (and no longer). */
export const CONCEPT_MAX_AGE_HOURS = 24;
/** An unfinished order is kept until it is sent, dismissed, or a week after its pick-up day. */
export const ORDER_SLACK_DAYS = 8;
