import type { ReactNode } from 'react';
import styles from './GatePage.module.css';

interface GatePageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId: string;
}

/** The full-screen frame of the maintenance, region-blocked and start-up error pages. */
export function GatePage({ icon, title, children, actions, testId }: GatePageProps) {
  return (
    <main className={styles.gate} data-testid={testId}>
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </main>
  );
}
