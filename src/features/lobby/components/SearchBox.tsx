import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { SEARCH_DEBOUNCE_MS } from '../rules/constants';
import { useDebounced } from '@/lib/useDebounced';
import styles from './SearchBox.module.css';

interface SearchBoxProps {
  /** The term the list shows now (the URL's gameName). */
  value: string;
  /** Called with the trimmed term once typing pauses for SEARCH_DEBOUNCE_MS. */
  onSearch: (term: string) => void;
  /** The list is fetching for a new term. */
  fetching: boolean;
}

/**
 * SPEC §2 game name search. The typed text lives here, so a keystroke
 * re-renders the field alone, not the page and its tiles. While the pause
 * runs or the list loads, a spinner shows in the field and a status line
 * tells assistive technology that results are on their way.
 */
export function SearchBox({ value, onSearch, fetching }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [term, setTerm] = useState(value);
  const settled = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  // Only a new settled term searches: the page's other URL changes must not echo a navigation back.
  const latest = useRef({ value, onSearch });
  useLayoutEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    if (settled !== latest.current.value) latest.current.onSearch(settled);
  }, [settled]);
  const pending = term.trim() !== value || (fetching && term.trim() !== '');
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('lobby.list.search')}
      </label>
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={t('lobby.list.searchPlaceholder')}
        value={term}
        maxLength={100}
        aria-describedby={`${id}-status`}
        onChange={(event) => setTerm(event.target.value)}
      />
      {pending ? <span className={styles.spinner} aria-hidden="true" data-testid="search-pending" /> : null}
      <span id={`${id}-status`} role="status" className="visually-hidden">
        {pending ? t('lobby.list.searching') : ''}
      </span>
    </div>
  );
}
