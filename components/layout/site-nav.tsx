'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

export function SiteNav({ socialLinks }: { socialLinks: ReactNode }) {
  const pathname = normalise(usePathname());
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (onChoose?: () => void) =>
    navLinks.map((link) => {
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

  return (
    <>
      <nav className={styles.desktop} aria-label="Hoofdmenu">
        <ul className={styles.list}>{links()}</ul>
      </nav>
      <div className={styles.social}>{socialLinks}</div>
      <button
        ref={buttonRef}
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Menu sluiten' : 'Menu openen'}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} data-open={open} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      <nav id={menuId} className={styles.dropdown} hidden={!open} aria-label="Menu">
        <ul className={styles.dropdownList}>{links(() => setOpen(false))}</ul>
      </nav>
    </>
  );
}
