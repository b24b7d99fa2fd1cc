import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import styles from './Logo.module.css';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={styles.logo} aria-label={brand.siteName}>
      <span className={styles.mark} aria-hidden="true">
        ♛
      </span>
      {compact ? null : (
        <span className={styles.word} aria-hidden="true">
          <span className={styles.primary}>{brand.logo.primary}</span>
          <span className={styles.secondary}>{brand.logo.secondary}</span>
        </span>
      )}
    </Link>
  );
}
