import { ResponsiveImage } from '@/components/ui/responsive-image';
import videoPoster from '@/public/images/over-ons-video.jpg';
import { shop } from '@/lib/shop';
import { VideoFacade } from './video-facade';
import styles from './about.module.css';

export function AboutVideo() {
  return (
    <section aria-labelledby="video-titel" className={styles.video}>
      <h2 id="video-titel" className={styles.sectionTitle}>
        Een kijkje op de boerderij
      </h2>
      <VideoFacade
        youtubeId={shop.aboutVideo.youtubeId}
        title={shop.aboutVideo.title}
        poster={
          <ResponsiveImage
            image={videoPoster}
            alt=""
            fill
            sizes="(min-width: 1120px) 1120px, calc(100vw - 2rem)"
          />
        }
      />
      <p className={styles.videoNote}>
        De video wordt pas van YouTube geladen wanneer u op afspelen klikt (in de privacyvriendelijke modus).
      </p>
    </section>
  );
}
