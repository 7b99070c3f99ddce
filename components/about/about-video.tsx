import { ResponsiveImage } from '@/components/ui/responsive-image';
import videoPoster from '@/public/images/over-ons-video.jpg';
import { photoItems, type GalleryVideo } from '@/lib/gallery';
import { aboutVideo } from '@/lib/about';
import { OwnClip, type OwnClipProps } from './own-clip';
import { VideoFacade } from './video-facade';
import styles from './about.module.css';

type AboutVideoProps = {
  video?: { youtubeId: string; title: string };
  /** The shop's own clip (the photo page's, content/fotos.json): played when no YouTube id is set. */
  clip?: OwnClipProps['clip'] | null;
};

const ownClip = photoItems.find((item): item is GalleryVideo => item.isVideo) ?? null;

// With the shop's YouTube id set in /admin: the YouTube facade (nothing loaded before a click).
// Without one (the default): the shop's own clip in a self-hosted player, no third party.
export function AboutVideo({ video = aboutVideo, clip = ownClip }: AboutVideoProps) {
  const youtubeId = video.youtubeId.trim();
  if (!youtubeId && !clip) return null;
  return (
    <section aria-labelledby="video-titel" className={styles.video}>
      <h2 id="video-titel" className={styles.sectionTitle}>
        Een kijkje op de boerderij
      </h2>
      {youtubeId ? (
        <>
          <VideoFacade
            youtubeId={youtubeId}
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
            De video wordt pas van YouTube geladen wanneer u op afspelen klikt (in de privacyvriendelijke
            modus).
          </p>
        </>
      ) : (
        clip && <OwnClip clip={clip} />
      )}
    </section>
  );
}
