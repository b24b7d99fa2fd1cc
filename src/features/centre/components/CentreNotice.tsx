import { Icon, type IconName } from '@/components';
import styles from './CentreNotice.module.css';

/** A centre page that cannot show its content (switched off for this account): a designed panel inside the layout, never a blank body. */
export function CentreNotice({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <div className={styles.panel} data-testid="centre-notice">
      <span className={styles.halo} aria-hidden="true">
        <Icon name={icon} size={36} />
      </span>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
