'use client';

import { useSyncExternalStore } from 'react';
import { announcementShows, type Announcement } from '@/lib/shop/announcement';
import styles from './announcement-banner.module.css';

type AnnouncementBannerProps = { announcement: Announcement; timeZone: string; shownAtBuild: boolean };

const noSubscription = () => () => {};

// Rendered in the HTML as the build day saw it; once hydrated, the visitor's day decides.
export function AnnouncementBanner({ announcement, timeZone, shownAtBuild }: AnnouncementBannerProps) {
  const shown = useSyncExternalStore(
    noSubscription,
    () => announcementShows(announcement, new Date(), timeZone),
    () => shownAtBuild,
  );
  return (
    <aside className={styles.banner} aria-label="Aankondiging" hidden={!shown}>
      <p className={styles.text}>{announcement.text}</p>
    </aside>
  );
}
