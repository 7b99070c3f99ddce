// The only module that imports '@emailjs/browser' (4.4.1). Facts about that SDK this relies on:
// - send() ignores `options.origin`: init() sets the origin it posts to (the local inbox under `npm start`).
// - blockHeadless answers 451 to every headless browser (tests included): kept off.
// - no limitRate: by default both mails would share one id (the page path) and the second get a 429.
// - A refused request rejects with EmailJSResponseStatus { status, text }; a network failure rejects
//   with fetch's TypeError; a missing key/service/template id throws a plain string (made a 400 here).
// - Its module reads `localStorage` when it loads: with site data blocked that throws SecurityError
//   and the SDK cannot load at all. The order then goes out through the same request, posted here.
import type { EmailJsConfig } from '@/lib/env';
import { recaptchaTokens, withCaptcha } from './recaptcha';

/** Sends one mail; rejects with an EmailJSResponseStatus-like { status, text } or a TypeError. */
export type Transport = (templateId: string, params: Record<string, unknown>) => Promise<void>;

// Only EmailJS's own 200 'OK' proves success; any other answer (a proxy's page, a portal) is thrown in the
// shape of the SDK's EmailJSResponseStatus, all answerForError reads.
function checked({ status, text }: { status: number; text: string }) {
  if (status !== 200 || text !== 'OK') throw { status, text };
}

// The SDK's own request (send() in 4.4.1), byte for byte: same URL, header, body and key order.
function directTransport(config: EmailJsConfig): Transport {
  return async (templateId, params) => {
    const response = await fetch(`${config.origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: JSON.stringify({
        lib_version: '4.4.1',
        user_id: config.publicKey,
        service_id: config.serviceId,
        template_id: templateId,
        template_params: params,
      }),
    });
    checked({ status: response.status, text: await response.text() });
  };
}

// The transport, from the SDK (a separate chunk: it may fail to load, before anything is sent); with a
// reCAPTCHA key every mail carries a token of its own (recaptcha.ts).
export async function loadEmailJsTransport(config: EmailJsConfig): Promise<Transport> {
  const transport = await sdkTransport(config);
  const key = config.recaptchaSiteKey;
  return key ? withCaptcha(transport, recaptchaTokens(key)) : transport;
}

async function sdkTransport(config: EmailJsConfig): Promise<Transport> {
  try {
    if (typeof window.localStorage === 'undefined') return directTransport(config);
  } catch {
    return directTransport(config);
  }
  const { init, send } = await import('@emailjs/browser');
  init({ publicKey: config.publicKey, blockHeadless: false, origin: config.origin });
  return async (templateId, params) =>
    checked(
      await send(config.serviceId, templateId, params).catch((error: unknown) => {
        throw typeof error === 'string' ? { status: 400, text: error } : error;
      }),
    );
}
