import Link from 'next/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { homeGallery } from '@/lib/gallery';
import { GalleryScroller } from './gallery-scroller';
import styles from './home-gallery.module.css';

export function HomeGallery() {
  return (
    <section className={styles.section} aria-labelledby="galerij-titel">
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id="galerij-titel" className={styles.heading}>
            Een kijkje op de hoeve
          </h2>
          <Link href="/foto's" className={styles.more}>
            Alle foto&apos;s bekijken
          </Link>
        </div>
        <GalleryScroller label="Foto's van de hoeve en de winkel">
          {homeGallery.map((photo) => (
            <ResponsiveImage
              key={photo.id}
              image={photo.imageSrc}
              alt={photo.imageAlt}
              sizes="288px"
              loading="lazy"
            />
          ))}
        </GalleryScroller>
      </div>
    </section>
  );
}
