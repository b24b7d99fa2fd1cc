import { Icon, type IconName } from '../../../components';
import styles from './ComingSoonPanel.module.css';

/** A centre page that a later issue builds: a designed panel inside the layout, never a blank body. */
export function ComingSoonPanel({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <div className={styles.panel} data-testid="centre-coming-soon">
      <span className={styles.halo} aria-hidden="true">
        <Icon name={icon} size={36} />
      </span>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
