// reCAPTCHA v2 'invisible' (issue 54): Google takes a token once ('timeout-or-duplicate'), so one per mail.
import type { Transport } from './emailjs';

const CAPTCHA_PARAM = 'g-recaptcha-response';
/** A new token, or null when none came (script blocked, no answer, the customer did not solve it). */
type TokenSource = () => Promise<string | null>;

/** Refused here without asking EmailJS: the answer proves nothing left (answerForError: 'captcha'). */
const NO_TOKEN = { status: 400, text: 'reCAPTCHA: no token' };

/** Every mail carries a token of its own; without one nothing leaves. */
export function withCaptcha(transport: Transport, token: TokenSource): Transport {
  return async (templateId, params) => {
    const value = await token();
    if (!value) throw NO_TOKEN;
    await transport(templateId, { ...params, [CAPTCHA_PARAM]: value });
  };
}

type Widget = Record<'execute' | 'reset', (id: number) => void> & {
  render: (element: HTMLElement, options: object) => number;
};
const ONLOAD = 'slagerijRecaptchaLoaded';
/** Shorter than a request's 20 s (send.ts): a token that does not come refuses, never 'unknown'. */
const TOKEN_WAIT_MS = 15_000;

let loading: Promise<Widget> | null = null;
function loadScript(): Promise<Widget> {
  loading ??= new Promise<Widget>((resolve, reject) => {
    const global = window as unknown as Record<string, unknown>;
    global[ONLOAD] = () => resolve(global.grecaptcha as Widget);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=nl&onload=${ONLOAD}`;
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA kon niet laden'));
    document.head.append(script);
  });
  loading.catch(() => (loading = null));
  return loading;
}

let widget: Promise<{ api: Widget; id: number }> | null = null;
let answer: ((token: string | null) => void) | null = null;
// One widget per document, outliving the dialog ('Verstuur opnieuw'); hidden: the dialog names Google.
export function prepareRecaptcha(siteKey: string) {
  widget ??= loadScript().then((api) => {
    const container = document.createElement('div');
    container.style.cssText = 'position:fixed;bottom:0;left:0;visibility:hidden';
    document.body.append(container);
    const done = (token: string | null) => answer?.(token);
    const options = { sitekey: siteKey, size: 'invisible', badge: 'inline', callback: done };
    const id = api.render(container, { ...options, 'error-callback': () => done(null) });
    return { api, id };
  });
  widget.catch(() => (widget = null));
  return widget;
}

// A token per call (reset after); the wait covers loading the script: a half-blocked one refuses in time.
export const recaptchaTokens =
  (siteKey: string): TokenSource =>
  () =>
    new Promise<string | null>((resolve) => {
      let ready: { api: Widget; id: number } | null = null;
      let done = false;
      const finish = (token: string | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        answer = null;
        if (ready) ready.api.reset(ready.id);
        resolve(token);
      };
      const timer = setTimeout(() => finish(null), TOKEN_WAIT_MS);
      prepareRecaptcha(siteKey).then(
        (widget) => {
          if (done) return;
          ready = widget;
          answer = finish;
          widget.api.execute(widget.id);
        },
        () => finish(null),
      );
    });
