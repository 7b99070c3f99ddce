import { isLocalBuild } from '@/lib/env';
import styles from './local-build-banner.module.css';

// `npm start`'s build must never pass for the real site: every page says so, at the top.
export function LocalBuildBanner({ local = isLocalBuild }: { local?: boolean }) {
  if (!local) return null;
  return (
    <aside className={styles.banner} aria-label="Lokale testversie">
      <p>
        <strong>Lokale testversie</strong> — niet publiceren. Bestellingen gaan naar de lokale inbox (
        <a href="/inbox">/inbox</a>), niet naar de winkel. De site om te publiceren maakt u met{' '}
        <code>npm run build</code> (map <code>out/</code>).
      </p>
    </aside>
  );
}
