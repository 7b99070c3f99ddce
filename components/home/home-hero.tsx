import Link from 'next/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { heroImage } from '@/lib/gallery';
import { shop } from '@/lib/shop';
import styles from './home-hero.module.css';

const newTab = '(opent in een nieuw tabblad)';

export function HomeHero({ nextSectionId }: { nextSectionId: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      {/* The LCP element: preloaded, responsive WebP, and it fills a box whose size never depends on it. */}
      <ResponsiveImage
        image={heroImage.imageSrc}
        alt={heroImage.imageAlt}
        fill
        priority
        sizes="100vw"
        className={styles.photo}
      />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.content}>
        <h1 id="home-title" className={styles.title}>
          {shop.name}
        </h1>
        <p className={styles.tagline}>{shop.tagline}</p>
        <div className={styles.actions}>
          <Link href="/over-ons" className={`button ${styles.secondary}`}>
            Meer informatie
          </Link>
          <Link href="/bestellen" className="button">
            Plaats een bestelling
          </Link>
        </div>
        <p className={styles.follow}>
          Volg ons op{' '}
          <a href={shop.social.instagram.url} target="_blank" rel="noopener noreferrer">
            {shop.social.instagram.label}
            <span className="visually-hidden"> {newTab}</span>
          </a>{' '}
          en{' '}
          <a href={shop.social.facebook.url} target="_blank" rel="noopener noreferrer">
            {shop.social.facebook.label}
            <span className="visually-hidden"> {newTab}</span>
          </a>{' '}
          voor nieuws uit de hoeve en de winkel.
        </p>
      </div>
      <a href={`#${nextSectionId}`} className={styles.arrow} aria-label="Naar de openingsuren">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            d="M5 9l7 7 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </a>
    </section>
  );
}
