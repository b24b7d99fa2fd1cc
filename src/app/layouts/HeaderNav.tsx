import { Suspense, useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { NavLink, useLocation } from 'react-router';
import {
  hasDropdown, navItems, navTarget, preloadVendorDropdown, useLobbyCategories, useNavAction, VendorDropdown, type NavTarget,
} from '../../features/lobby';
import { whenIdle } from '../../lib/idle';
import { Icon } from '../../components';
import styles from './Header.module.css';
import { MoreMenu, type MoreEntry } from './MoreMenu';
import { useNavFit } from './navOverflow';

/** Pointer leaving the item for the panel crosses a gap; this keeps the panel up meanwhile. */
const CLOSE_DELAY_MS = 160;

/**
 * A navigation closes the panel. Only this empty leaf follows the URL, so a lobby switch
 * does not re-render the whole nav (each NavLink follows the URL for its active state itself).
 */
function CloseOnNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onNavigate(), [pathname, search, onNavigate]);
  return null;
}

/**
 * SPEC §2 Header navigation: HOME, the categories that have vendors (sports
 * split) and PROMO. Hovering or focusing a category shows its vendor
 * drop-down under the header; a click follows the nav rules (its page, a
 * single vendor's launch, or lottery's TCG_SEA page). The items that do not
 * fit the room the header leaves go, in order, to a "More" menu at the end
 * (measured: navOverflow.ts), so none is ever cut or hidden under the buttons.
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const { categories, isPending } = useLobbyCategories();
  const items = navItems(isPending ? undefined : categories);
  const { act, warm, follow } = useNavAction();
  const panelId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const itemRefs = useRef(new Map<string, HTMLAnchorElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  // Escape hands focus back to the item; that focus must not reopen the panel.
  const quietFocus = useRef(false);

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const scheduleClose = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    // The drop-down's code loads once the first screen is up, so the first hover opens it at once.
    whenIdle(preloadVendorDropdown);
  }, []);

  const closeNow = useCallback(() => setOpen(null), []);

  const show = (category: string) => {
    cancelClose();
    setOpen(category);
  };

  const pick = (target: NavTarget) => {
    setOpen(null);
    act(target);
  };

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>, target: NavTarget) => {
    setOpen(null);
    follow(event, target);
  };

  const onItemKeyDown = (event: KeyboardEvent, category: string) => {
    if (event.key === 'ArrowDown' && open === category) {
      event.preventDefault();
      panelRef.current?.querySelector<HTMLElement>('[data-testid="vendor-tile"]')?.focus();
    } else if (event.key === 'Escape') {
      setOpen(null);
    }
  };

  // Focus moving to an element outside both the nav and the panel closes it.
  // Focus dropped to nothing (the slider's arrow turning disabled at the end) does not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || panelRef.current?.contains(next) || event.currentTarget.contains(next)) return;
    if ([...itemRefs.current.values()].some((item) => item.contains(next))) return;
    scheduleClose();
  };

  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const fit = useNavFit(navRef, measureRef, items.length);
  const shown = items.slice(0, fit);
  const overflow: MoreEntry[] = items.slice(fit).map((item) => {
    const target = navTarget(item.category, item.cards);
    return { category: item.category, target, to: target.kind === 'page' ? target.path : `/${item.category.toLowerCase()}` };
  });

  const openItem = shown.find((item) => item.category === open && hasDropdown(item.category, item.cards));

  return (
    <>
      <CloseOnNavigation onNavigate={closeNow} />
      <nav ref={navRef} className={styles.nav} aria-label={t('header.navigation')} onMouseLeave={scheduleClose} onBlur={onBlur}>
        <div className={styles.navRow}>
        {shown.map((item) => {
          const target = navTarget(item.category, item.cards);
          const dropdown = hasDropdown(item.category, item.cards);
          const expanded = dropdown && open === item.category;
          const to = target.kind === 'page' ? target.path : `/${item.category.toLowerCase()}`;
          return (
            <NavLink
              key={item.category}
              ref={(node) => {
                if (node) itemRefs.current.set(item.category, node);
                else itemRefs.current.delete(item.category);
              }}
              to={to}
              end={item.category === 'HOME'}
              className={({ isActive }) => `${styles.navItem} ${isActive ? styles.active : ''} ${expanded ? styles.navOpen : ''}`}
              data-testid={`nav-${item.category}`}
              aria-expanded={dropdown ? expanded : undefined}
              aria-controls={expanded ? panelId : undefined}
              onClick={(event) => onItemClick(event, target)}
              onMouseEnter={() => {
                warm(target);
                if (dropdown) show(item.category);
                else scheduleClose();
              }}
              onFocus={() => {
                if (quietFocus.current) quietFocus.current = false;
                else if (dropdown) show(item.category);
                else setOpen(null);
              }}
              onKeyDown={(event) => onItemKeyDown(event, item.category)}
            >
              {t(`nav.${item.category}`)}
            </NavLink>
          );
        })}
        </div>
        {overflow.length ? (
          <MoreMenu
            entries={overflow}
            onEnter={closeNow}
            onPick={(event, target) => follow(event, target)}
            onPrepare={warm}
          />
        ) : null}
        {/*
          Every item and the More button as they would show, out of sight: the widths the fit is measured from. The
          words are drawn from data-label by CSS, so the page's text (and a search for it) holds each entry once.
        */}
        <div ref={measureRef} className={`${styles.navRow} ${styles.navMeasure}`} aria-hidden="true" inert>
          {items.map((item) => (
            <span key={item.category} className={styles.navItem} data-label={t(`nav.${item.category}`)} />
          ))}
          <span className={`${styles.navItem} ${styles.more}`} data-label={t('header.more')}>
            <Icon name="chevronDown" size={14} className={styles.moreChevron} />
          </span>
        </div>
      </nav>
      {openItem ? (
        <div className={styles.dropHost} onMouseEnter={cancelClose} onMouseLeave={scheduleClose} onBlur={onBlur}>
          <Suspense fallback={null}>
            <VendorDropdown
              key={openItem.category}
              ref={panelRef}
              id={panelId}
              category={openItem.category}
              cards={openItem.cards}
              onPick={pick}
              onPrepare={warm}
              onEscape={() => {
                const category = openItem.category;
                setOpen(null);
                quietFocus.current = true;
                itemRefs.current.get(category)?.focus();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
