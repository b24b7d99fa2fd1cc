import { paginationModel } from './model';
import styles from './Pagination.module.css';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
}

export function Pagination({ page, totalPages, onChange, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      <button type="button" className={styles.step} onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={labels.previous}>
        ‹
      </button>
      {paginationModel(page, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`${styles.page} ${item.page === page ? styles.current : ''}`}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={labels.page(item.page)}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button type="button" className={styles.step} onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label={labels.next}>
        ›
      </button>
    </nav>
  );
}
