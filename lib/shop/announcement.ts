import announcementFile from '@/content/aankondiging.json';
import type { AnnouncementContent } from '@/lib/content/schemas';
import { shopDayOf } from './day';

// The owner's optional announcement ('Kerstbestellingen tot 20/12') at the top of the home and order
// pages, shown from `from` to `to` (inclusive, shop dates). A static page is built once but read for
// weeks: the build renders it when the build day is in range, and a small check in the browser shows
// or hides it by the visitor's actual day, so it appears and disappears on time without a rebuild.

export type Announcement = Pick<AnnouncementContent, 'text' | 'from' | 'to'>;

const file = announcementFile as AnnouncementContent;

/** null when the owner switched it off. */
export const announcement: Announcement | null = file.show
  ? { text: file.text, from: file.from, to: file.to }
  : null;

export function announcementShows(
  range: Pick<Announcement, 'from' | 'to'>,
  now: Date,
  timeZone: string,
): boolean {
  const today = shopDayOf(now, timeZone);
  return range.from <= today && today <= range.to;
}
