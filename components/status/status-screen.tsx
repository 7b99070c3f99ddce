import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo-mark';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  title: string;
  children: ReactNode;
  /** Buttons and links that lead the visitor on. */
  actions: ReactNode;
  /** Shown small above the title, e.g. "404". */
  eyebrow?: string;
}

// The shared frame of the "not found" and "something went wrong" screens.
export function StatusScreen({ title, children, actions, eyebrow }: StatusScreenProps) {
  return (
    <div className={`page ${styles.screen}`}>
      <div className={styles.card}>
        <LogoMark size={72} />
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={`page-title ${styles.title}`}>{title}</h1>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
