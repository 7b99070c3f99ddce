import type { ReactNode } from 'react';
import { Announcement } from '@/components/layout/announcement';

// The two pages that show the owner's announcement (content/aankondiging.json): the home page and the
// order page. Shared here, in a route group (no part of the address), and not imported by each page:
// a style shared by two pages made the build put both pages' styles into one file, which each of them
// then carried inline (the home page 30 KB of CSS instead of 13, most of it the order page's).
export default function WithAnnouncementLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Announcement />
      {children}
    </>
  );
}
