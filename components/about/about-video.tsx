import { ResponsiveImage } from '@/components/ui/responsive-image';
import videoPoster from '@/public/images/over-ons-video.jpg';
import { shop } from '@/lib/shop';
import { VideoFacade } from './video-facade';
import styles from './about.module.css';

type AboutVideoProps = { video?: { youtubeId: string; title: string } };

// Shown only once the owner has set the shop's own video id in lib/shop.ts.
export function AboutVideo({ video = shop.aboutVideo }: AboutVideoProps) {
  if (!video.youtubeId.trim()) return null;
  return (
    <section aria-labelledby="video-titel" className={styles.video}>
      <h2 id="video-titel" className={styles.sectionTitle}>
        Een kijkje op de boerderij
      </h2>
      <VideoFacade
        youtubeId={video.youtubeId.trim()}
        title={video.title}
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
