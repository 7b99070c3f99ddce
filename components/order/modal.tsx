'use client';

import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './modal.module.css';

type ModalProps = {
  labelledBy: string;
  describedBy?: string;
  /** Escape (the dialog's cancel event) calls this; while it is undefined, Escape does nothing. */
  onCancel?: () => void;
  size?: 'small' | 'large';
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

// A native modal <dialog> (focus trap, inert page, Escape as cancel), open while mounted.
export function Modal(props: ModalProps) {
  const { labelledBy, describedBy, onCancel, size = 'small', returnFocus, children } = props;
  const ref = useRef<HTMLDialogElement>(null);

  // Layout effect: the dialog closes while still in the page, so the page is not inert as the focus returns.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const target = returnFocus;
    return () => {
      if (dialog.open) dialog.close();
      target?.current?.focus();
    };
  }, [returnFocus]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      onClose={(event) => {
        // Chrome may close on a repeated Escape without a cancel: treat it as one, or reopen while sending.
        if (onCancel) onCancel();
        else event.currentTarget.showModal();
      }}
    >
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
