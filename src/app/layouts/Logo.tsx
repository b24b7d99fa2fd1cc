import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import styles from './Logo.module.css';

/**
 * The brand's home link. Its name is its visible words (WCAG 2.5.3 Label in Name): the two words of the wordmark
 * with a real space between them, so what a speech user reads off the screen is what the link answers to. The crown
 * is decoration. Compact, only the crown shows, and the name is the site's name, out of sight.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={styles.logo}>
      <span className={styles.mark} aria-hidden="true">
        ♛
      </span>
      {compact ? (
        <span className="visually-hidden">{brand.siteName}</span>
      ) : (
        <span className={styles.word}>
          <span className={styles.primary}>{brand.logo.primary}</span> <span className={styles.secondary}>{brand.logo.secondary}</span>
        </span>
      )}
    </Link>
  );
}
