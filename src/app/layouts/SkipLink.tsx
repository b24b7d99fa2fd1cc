import { useTranslation } from '../../lib/useTranslation';
import styles from './SkipLink.module.css';

/**
 * WCAG 2.4.1 Bypass Blocks: the page's first stop for Tab, out of sight until focused, takes focus past the side
 * menu and the header to the main content (`main#main`, which every layout has). Focus moves itself, not only the
 * scroll: the next Tab goes on from the content's start.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className={styles.skip}
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        // The router owns the URL: a hash would be a navigation of its own.
        event.preventDefault();
        main.setAttribute('tabindex', '-1');
        main.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}
