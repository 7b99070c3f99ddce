import Link from 'next/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import overOnsPhoto from '@/public/images/over-ons.jpg';
import { aboutText } from '@/lib/about';
import styles from './about.module.css';

export function AboutStory() {
  return (
    <div className={styles.story}>
      <div className={styles.intro}>
        <div className={styles.text}>
          <p className="lead">{aboutText.lead}</p>
          {aboutText.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            Bekijk onze <Link href="/contact">openingsuren</Link> of{' '}
            <Link href="/bestellen">bestel vooraf</Link> en haal uw pakket af in de winkel.
          </p>
        </div>

        <figure className={styles.photo}>
          <ResponsiveImage
            image={overOnsPhoto}
            alt="Maine-Anjou runderen grazen op een polderweide tussen Brugge en Damme"
            sizes="(min-width: 960px) 520px, calc(100vw - 2rem)"
            className={styles.photoImage}
          />
          <figcaption className={styles.caption}>
            Onze runderen op de weide, tussen Brugge en Damme.
          </figcaption>
        </figure>
      </div>

      <dl className={styles.highlights}>
        {aboutText.highlights.map((item) => (
          <div key={item.term} className={styles.highlight}>
            <dt>{item.term}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
