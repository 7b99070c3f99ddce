import Link from 'next/link';
import { navLinks } from '@/lib/shop';
import styles from './other-pages.module.css';

// The site's pages other than home, for visitors who landed somewhere that doesn't exist.
export function OtherPages() {
  return (
    <nav aria-label="Andere pagina's" className={styles.nav}>
      <ul className={styles.list}>
        {navLinks
          .filter((link) => link.href !== '/home')
          .map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
