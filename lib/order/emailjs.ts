// The only module that imports '@emailjs/browser' (4.4.1). Facts about that SDK this relies on:
// - send() ignores `options.origin`: only init() sets the origin it posts to (store.origin), so the
//   transport calls init() with the configured origin (the local inbox under `npm start`).
// - blockHeadless answers 451 to every headless browser (tests included): kept off.
// - limitRate is not used (by default both mails would share one id, the page path, and the second
//   would be refused with 429).
// - A refused request rejects with EmailJSResponseStatus { status, text }; a network failure rejects
//   with fetch's TypeError; a missing key/service/template id throws a plain string (made a 400 here).
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import type { EmailJsConfig } from '@/lib/env';

export type MailKind = 'shop' | 'customer';

/** Sends one mail; rejects with an EmailJSResponseStatus-like { status, text } or a TypeError. */
export type Transport = (templateId: string, params: Record<string, unknown>) => Promise<void>;

export function createEmailJsTransport(config: EmailJsConfig): Transport {
  init({ publicKey: config.publicKey, blockHeadless: false, origin: config.origin });
  return async (templateId, params) => {
    try {
      await send(config.serviceId, templateId, params, {
        publicKey: config.publicKey,
        blockHeadless: false,
      });
    } catch (error) {
      if (typeof error === 'string') throw new EmailJSResponseStatus(400, error);
      throw error;
    }
  };
}
