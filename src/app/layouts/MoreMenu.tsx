import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../components';
import type { NavTarget } from '../../features/lobby';
import { typeIcon } from '../../lib/pages';
import { useTranslation } from '../../lib/useTranslation';
import styles from './Header.module.css';

export interface MoreEntry {
  category: string;
  target: NavTarget;
  /** The link's address: the page, or the category's page for a launch (a new tab still lands somewhere). */
  to: string;
}

interface MoreMenuProps {
  entries: readonly MoreEntry[];
  /** Focus on the button, or the menu opening, closes any vendor drop-down of the items before it. */
  onEnter: () => void;
  /** A picked entry follows the nav rules, as the item would in the row. */
  onPick: (event: MouseEvent<HTMLAnchorElement>, target: NavTarget) => void;
  onPrepare: (target: NavTarget) => void;
}

/**
 * The header's "More" menu: the nav entries that do not fit, in their order, behind a disclosure button (WAI-ARIA
 * disclosure navigation: a button with aria-expanded that shows a list of links right after it, so Tab walks on
 * into them). The arrow keys, Home and End move between the links too; Escape closes the menu and hands focus back
 * to the button; focus or a click leaving it closes it. The button shows itself current when the page is one of
 * its entries.
 */
export function MoreMenu({ entries, onEnter, onPick, onPrepare }: MoreMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = entries.some((entry) => entry.to === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // A navigation (from the menu or anywhere) closes it.
  useEffect(() => setOpen(false), [pathname]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(listId)} a`) ?? [])];

  const toggle = (focusFirst: boolean) => {
    const next = !open;
    if (next) onEnter();
    setOpen(next);
    // Opened from the arrow key, focus goes to the first entry once it shows.
    if (next && focusFirst) window.requestAnimationFrame(() => links()[0]?.focus());
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) links()[0]?.focus();
      else toggle(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (move[event.key] !== undefined && all.length) {
      event.preventDefault();
      all[move[event.key]!]?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} className={styles.moreHost} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`${styles.navItem} ${styles.more} ${current ? styles.active : ''} ${open ? styles.navOpen : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        data-testid="nav-more"
        onClick={() => toggle(false)}
        onFocus={onEnter}
        onKeyDown={onButtonKeyDown}
      >
        {t('header.more')}
        <Icon name="chevronDown" size={14} className={styles.moreChevron} />
      </button>
      <ul id={listId} className={styles.moreList} hidden={!open} onKeyDown={onListKeyDown}>
        {entries.map((entry) => (
          <li key={entry.category}>
            <NavLink
              to={entry.to}
              className={({ isActive }) => `${styles.moreItem} ${isActive ? styles.active : ''}`}
              data-testid={`nav-${entry.category}`}
              onClick={(event) => {
                setOpen(false);
                onPick(event, entry.target);
              }}
              onMouseEnter={() => onPrepare(entry.target)}
              onFocus={() => onPrepare(entry.target)}
            >
              <Icon name={typeIcon(entry.category) ?? 'star'} size={18} />
              {t(`nav.${entry.category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
