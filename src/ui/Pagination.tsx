import { pageWindow } from '@/lib/pagination';
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
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
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
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
