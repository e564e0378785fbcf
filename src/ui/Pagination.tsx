import { pageWindow } from '@/lib/pagination';
import { Icon } from './Icon';
import * as styles from './Pagination.css';

type PaginationProps = {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  label?: string;
};

export function Pagination({
  page,
  lastPage,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const pages = pageWindow(page, lastPage);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="Previous"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Icon name="back" />
            <span className={styles.stepWord}>Previous</span>
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="Next"
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <span className={styles.stepWord}>Next</span>
            <Icon name="forward" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
