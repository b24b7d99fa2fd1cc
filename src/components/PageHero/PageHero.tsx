import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './PageHero.module.css';

interface PageHeroProps {
  icon: IconName;
  title: string;
  lead?: string;
  /** Buttons or chips on the right. */
  children?: ReactNode;
}

/** The head of a content page: a gold mark, the page's one h1, a lead line and optional actions. */
export function PageHero({ icon, title, lead, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <span className={styles.mark} aria-hidden="true">
        <Icon name={icon} size={26} />
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
}
