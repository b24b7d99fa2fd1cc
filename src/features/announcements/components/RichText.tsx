import { useEffect, useMemo, useRef } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './RichText.module.css';

/** Server HTML, sanitized before it touches the DOM (scripts, handlers and javascript: links removed). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const root = useRef<HTMLDivElement>(null);

  // A broken server image is hidden rather than shown as a torn icon; `error` does not bubble, so listen in the capture phase.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const hideBroken = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true;
    };
    element.addEventListener('error', hideBroken, true);
    return () => element.removeEventListener('error', hideBroken, true);
  }, []);

  return <div ref={root} className={`${styles.rich} ${className ?? ''}`} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
