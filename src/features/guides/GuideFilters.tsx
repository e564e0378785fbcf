import { GuideCategory } from '@/api/generated';
import { TextField } from '@/ui/TextField';
import * as styles from './Guides.css';
import { CATEGORY_LABELS } from './guideModel';

type GuideFiltersProps = {
  term: string;
  onTermChange: (term: string) => void;
  category: GuideCategory | 'all';
  onCategoryChange: (category: GuideCategory | 'all') => void;
  searchLabel: string;
};

const CHOICES: Array<GuideCategory | 'all'> = ['all', ...Object.values(GuideCategory)];

/** Search and category chips; they filter on the client (docs/PRODUCT.md, 'Guides'). */
export function GuideFilters({
  term,
  onTermChange,
  category,
  onCategoryChange,
  searchLabel,
}: GuideFiltersProps) {
  return (
    <search className={styles.toolbar} aria-label="Filter guides">
      <TextField
        label={searchLabel}
        type="search"
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
      />
      <ul className={styles.chips} aria-label="Categories">
        {CHOICES.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={category === choice}
              onClick={() => onCategoryChange(choice)}
            >
              {choice === 'all' ? 'All' : CATEGORY_LABELS[choice]}
            </button>
          </li>
        ))}
      </ul>
    </search>
  );
}
