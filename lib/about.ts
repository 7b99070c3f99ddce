import aboutFile from '@/content/over-ons.json';
import type { AboutContent } from '@/lib/content/schemas';

// The 'Over ons' text and video (content/over-ons.json, edited in /admin). Not in lib/shop: every page's
// JavaScript carries the shop's facts, and this file would ride along.
const about = aboutFile as AboutContent;
export const aboutText: Pick<AboutContent, 'lead' | 'paragraphs' | 'highlights'> = about;
export const aboutVideo = about.video;
