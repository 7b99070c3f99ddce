'use client';

import { useEffect } from 'react';
import { emailJsConfig } from '@/lib/env';
import { prepareRecaptcha } from '@/lib/order/recaptcha';
import styles from './confirm-dialog.module.css';

// Loaded as the confirm dialog opens, never with the page. The badge is hidden, so Google's terms ask this.
export function CaptchaNote() {
  useEffect(() => void prepareRecaptcha(emailJsConfig.recaptchaSiteKey).catch(() => undefined), []);
  return (
    <p className={styles.captcha}>
      Tegen misbruik van onze e-mail controleert Google reCAPTCHA bij het bevestigen dat een mens bestelt;
      soms vraagt Google u een korte opdracht. Het{' '}
      <a href="https://policies.google.com/privacy?hl=nl" target="_blank" rel="noreferrer">
        privacybeleid
      </a>{' '}
      en de{' '}
      <a href="https://policies.google.com/terms?hl=nl" target="_blank" rel="noreferrer">
        voorwaarden
      </a>{' '}
      van Google zijn van toepassing.
    </p>
  );
}
