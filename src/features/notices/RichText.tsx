import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import styles from './RichText.module.css';

/** Server HTML, sanitized before it touches the DOM (scripts, handlers and javascript: links removed). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`${styles.rich} ${className ?? ''}`} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
