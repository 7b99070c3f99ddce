import { shop } from '@/lib/shop';
import { FacebookIcon, InstagramIcon } from './social-icons';
import styles from './social-links.module.css';

const profiles = [
  { ...shop.social.instagram, Icon: InstagramIcon },
  { ...shop.social.facebook, Icon: FacebookIcon },
];

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={`${styles.list} ${className ?? ''}`}>
      {profiles.map(({ label, url, Icon }) => (
        <li key={label}>
          <a
            className={styles.link}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${shop.name} op ${label} (opent in een nieuw tabblad)`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
