import { useSiteSearch } from '@/lib/useSiteSearch';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './Header.css';

type SearchFormProps = { id: string; label: string; className?: string; onSubmitted?: () => void };

/** The header search box: its text is held here and submitted to the site search. */
export function SearchForm({ id, label, className, onSubmitted }: SearchFormProps) {
  const { form, input } = useSiteSearch({ onSubmitted });

  return (
    <form role="search" aria-label={label} className={className} {...form}>
      <label htmlFor={id} className={visuallyHidden}>
        Search
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder="Search guides, jobs, destinations..."
        {...input}
      />
    </form>
  );
}
