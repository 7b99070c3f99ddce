import Link from 'next/link';
import { shop } from '@/lib/shop';
import { LogoMark } from './logo-mark';
import { SiteNav } from './site-nav';
import { SocialLinks } from './social-links';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <div className={styles.inner}>
        <Link href="/home" className={styles.brand} aria-label={`${shop.name}, naar de startpagina`}>
          <LogoMark />
          <span className={styles.brandName} aria-hidden="true">
            {shop.name}
          </span>
        </Link>
        <SiteNav socialLinks={<SocialLinks />} />
      </div>
    </header>
  );
}
