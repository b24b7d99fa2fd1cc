import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName, pageKit } from '@/components';
import styles from './CentreLayout.module.css';

export interface CentreNavItem {
  page: string;
  label: string;
  href: string;
  icon: IconName;
  /** A count bubble, hidden at 0. */
  badge?: number;
  /** What the count counts, read after it by screen readers ("unread"). */
  badgeLabel?: string;
  /** Starts loading the page's code ahead of the click (pointer over the entry, or keyboard focus on it). */
  prefetch?: () => void;
}

export interface CentreNavSection {
  label: string;
  items: readonly CentreNavItem[];
}

interface CentreLayoutProps {
  /** "Member centre" / "Agent centre": the menu heading and the header's eyebrow. */
  centreTitle: string;
  sections: readonly CentreNavSection[];
  /** The page shown; its menu entry is marked aria-current="page". */
  current: string;
  pageTitle: string;
  pageLead?: string;
  /** Page-level actions at the end of the header. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The shell of a centre (member or agent): a menu of its pages with count
 * badges, a page header and the page body. The centre gives the pages, the
 * hrefs and the counts, so both centres share it.
 */
export function CentreLayout({ centreTitle, sections, current, pageTitle, pageLead, actions, children }: CentreLayoutProps) {
  const menuId = useId();
  const titleId = useId();
  return (
    <div className={styles.frame}>
      <div className={styles.centre}>
        <nav className={styles.menu} aria-labelledby={menuId}>
          <h2 id={menuId} className={styles.menuTitle}>
            <span className={styles.menuMark} aria-hidden="true">
              <Icon name="crown" size={18} />
            </span>
            {centreTitle}
          </h2>
          {sections.map((section, index) => (
            <div key={section.label} className={pageKit.stack1}>
              <h3 id={`${menuId}-${index}`} className={styles.sectionLabel}>
                {section.label}
              </h3>
              <ul className={styles.list} aria-labelledby={`${menuId}-${index}`}>
                {section.items.map((item) => {
                  const active = item.page === current;
                  return (
                    <li key={item.page}>
                      <Link
                        to={item.href}
                        className={`${styles.link} ${active ? styles.active : ''}`}
                        aria-current={active ? 'page' : undefined}
                        onPointerEnter={item.prefetch}
                        onFocus={item.prefetch}
                      >
                        <Icon name={item.icon} size={18} className={styles.icon} />
                        <span className={styles.label}>{item.label}</span>
                        {item.badge ? (
                          <span className={styles.badge}>
                            {item.badge > 99 ? '99+' : item.badge}
                            {item.badgeLabel ? <span className="visually-hidden"> {item.badgeLabel}</span> : null}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <section className={pageKit.page5} aria-labelledby={titleId}>
          <header className={styles.header}>
            <div className={pageKit.stack1}>
              <p className={styles.eyebrow}>{centreTitle}</p>
              <h1 id={titleId} className={styles.title}>
                {pageTitle}
              </h1>
              {pageLead ? <p className={styles.lead}>{pageLead}</p> : null}
            </div>
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </header>
          <div className={pageKit.page4}>{children}</div>
        </section>
      </div>
    </div>
  );
}
