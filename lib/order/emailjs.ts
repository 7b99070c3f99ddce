// The only module that imports '@emailjs/browser' (4.4.1); the SDK facts it relies on are noted where used.
import type { EmailJsConfig } from '@/lib/env';
import { recaptchaTokens, withCaptcha } from './recaptcha';

/** Sends one mail; rejects with an EmailJSResponseStatus-like { status, text } or a TypeError. */
export type Transport = (templateId: string, params: Record<string, unknown>) => Promise<void>;

// Only EmailJS's own 200 'OK' proves success; any other answer (a portal's page) is thrown as the SDK's.
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

// The SDK is a separate chunk (it may fail to load, before anything is sent); with a key, a token per mail.
export async function loadEmailJsTransport(config: EmailJsConfig): Promise<Transport> {
  const transport = await sdkTransport(config);
  const key = config.recaptchaSiteKey;
  return key ? withCaptcha(transport, recaptchaTokens(key)) : transport;
}

// The SDK reads localStorage as it loads: blocked site data throws, so the same request is posted here.
async function sdkTransport(config: EmailJsConfig): Promise<Transport> {
  try {
    if (typeof window.localStorage === 'undefined') return directTransport(config);
  } catch {
    return directTransport(config);
  }
  const { init, send } = await import('@emailjs/browser');
  // send() ignores options.origin; blockHeadless would answer 451 in tests; limitRate would 429 the 2nd mail.
  init({ publicKey: config.publicKey, blockHeadless: false, origin: config.origin });
  return async (templateId, params) =>
    checked(
      // A missing key, service or template id is thrown as a plain string.
      await send(config.serviceId, templateId, params).catch((error: unknown) => {
        throw typeof error === 'string' ? { status: 400, text: error } : error;
      }),
    );
}
