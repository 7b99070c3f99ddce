'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { navLinks } from '@/lib/shop';
import styles from './site-nav.module.css';

function normalise(path: string | null): string {
  if (!path) return '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: compare the raw path
  }
  return decoded.replace(/\.html$/, '').replace(/\/$/, '') || '/';
}

function NavItems({ pathname, onChoose }: { pathname: string; onChoose?: () => void }) {
  return navLinks.map((link) => {
    const current = pathname === link.href;
    return (
      <li key={link.href}>
        <Link
          href={link.href}
          className={current ? `${styles.link} ${styles.current}` : styles.link}
          aria-current={current ? 'page' : undefined}
          onClick={onChoose}
        >
          {link.label}
        </Link>
      </li>
    );
  });
}

// The dropdown is an HTML popover opened by the hamburger's popovertarget: it works before (and
// without) JavaScript. Once hydrated, React mirrors its state for the button's label and icon, and a
// chosen link closes it; Escape and a click outside close it natively.
export function SiteNav({ socialLinks }: { socialLinks: ReactNode }) {
  const pathname = normalise(usePathname());
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);

  const close = () => {
    // A no-op on a closed popover; the toggle event then mirrors the state.
    menuRef.current?.hidePopover?.();
    setOpen(false);
  };

  return (
    <>
      <nav className={styles.desktop} aria-label="Hoofdmenu">
        <ul className={styles.list}>
          <NavItems pathname={pathname} />
        </ul>
      </nav>
      <div className={styles.social}>{socialLinks}</div>
      <button
        type="button"
        className={styles.hamburger}
        popoverTarget={menuId}
        // Before hydration the browser exposes the popover's state itself; a static "false" would lie.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        aria-label={open ? 'Menu sluiten' : 'Menu openen'}
      >
        <span className={styles.bars} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      <nav
        ref={menuRef}
        id={menuId}
        className={styles.dropdown}
        popover="auto"
        aria-label="Menu"
        onToggle={(event) => setOpen(event.newState === 'open')}
      >
        <ul className={styles.dropdownList}>
          <NavItems pathname={pathname} onChoose={close} />
        </ul>
      </nav>
    </>
  );
}
