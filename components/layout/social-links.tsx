import { shop } from '@/lib/shop';
import { FacebookIcon, InstagramIcon } from './social-icons';
import styles from './social-links.module.css';

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={`${styles.list} ${className ?? ''}`}>
      <li>
        <a
          className={styles.link}
          href={shop.social.instagram.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${shop.name} op Instagram (opent in een nieuw tabblad)`}
        >
          <InstagramIcon />
        </a>
      </li>
      <li>
        <a
          className={styles.link}
          href={shop.social.facebook.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${shop.name} op Facebook (opent in een nieuw tabblad)`}
        >
          <FacebookIcon />
        </a>
      </li>
    </ul>
  );
}
