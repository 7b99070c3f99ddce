import Link from 'next/link';
import { fullAddress, navLinks, privacyLink, shop } from '@/lib/shop';
import { CurrentYear } from './current-year';
import { LogoMark } from './logo-mark';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <LogoMark size={52} />
          <p className={styles.name}>{shop.name}</p>
        </div>
        <address className={styles.contact}>
          <a href={`tel:${shop.phone.tel}`} className={styles.line}>
            <span className={styles.label}>Telefoon</span> {shop.phone.display}
          </a>
          <span className={styles.line}>
            <span className={styles.label}>Adres</span> {fullAddress}
          </span>
          <a href={`mailto:${shop.email}`} className={styles.line}>
            <span className={styles.label}>E-mail</span> {shop.email}
          </a>
        </address>
        {/* Every page reachable from every page, also where the header's menu cannot open. */}
        <nav className={styles.pages} aria-label="Pagina's">
          <ul className={styles.pageList}>
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.pageLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.legal}>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {shop.name}. Website door{' '}
          <a href={shop.credit.url} target="_blank" rel="noopener noreferrer">
            {shop.credit.label}
          </a>
          . <Link href={privacyLink.href}>{privacyLink.label}</Link>
        </p>
      </div>
    </footer>
  );
}
