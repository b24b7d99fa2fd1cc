import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';

/** SPEC §9: modals close after 100 ms (the fade-out). */
export const MODAL_CLOSE_DELAY_MS = 100;

/**
 * What Tab stops at inside the dialog. An iframe is one stop (a game's own controls are inside it: WCAG 2.1.1); the
 * guard after the content is not one (it only hands focus coming out of the iframe back to the start).
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]):not([data-focus-guard])';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** The disclaimer has no close button and ignores Esc and outside clicks. */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  closeLabel?: string;
  footer?: ReactNode;
}

/** A dialog with a focus trap, Esc to close, focus restored on close, and the 100 ms close delay. */
export function Modal({ title, onClose, children, dismissible = true, size = 'md', closeLabel = 'Close', footer }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);

  const close = useCallback(() => {
    if (!dismissible) return;
    setClosing(true);
    window.setTimeout(onClose, MODAL_CLOSE_DELAY_MS);
  }, [dismissible, onClose]);

  // In the commit itself, not after paint: a key pressed as the dialog appears (Esc on a busy page) must land in it.
  // Moved after paint, the focus came too late for such an Esc, and the dialog stayed open (the notices e2e flake).
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  // Tab inside an iframe never reaches onKeyDown (another document): past the frame's last control the browser moves
  // focus on to the guard, which sends it round to the dialog's first control, as the trap does.
  const wrapToStart = () => panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={`${styles.backdrop} ${closing ? styles.closing : ''}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        <span tabIndex={0} data-focus-guard className={styles.guard} onFocus={wrapToStart} />
      </div>
    </div>,
    document.body,
  );
}
