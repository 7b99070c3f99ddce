import { announcement, announcementShows } from '@/lib/shop/announcement';
import { shop } from '@/lib/shop';
import { AnnouncementBanner } from './announcement-banner';

// The owner's announcement, if switched on (content/aankondiging.json); nothing at all otherwise.
export function Announcement() {
  if (!announcement) return null;
  return (
    <AnnouncementBanner
      announcement={announcement}
      timeZone={shop.timeZone}
      shownAtBuild={announcementShows(announcement, new Date(), shop.timeZone)}
    />
  );
}
