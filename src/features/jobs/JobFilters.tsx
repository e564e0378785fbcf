import { ListFilters } from '@/ui/ListFilters';
import { selectOptions } from '@/ui/Select';
import { activeJobFilters } from './filters';
import { JOB_TYPE_LABELS } from './jobDisplay';
import * as styles from './Jobs.css';
import type { JobSearch } from './searchParams';

const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...selectOptions(JOB_TYPE_LABELS)];

const SORT_OPTIONS = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'salary:desc', label: 'Highest salary' },
  { value: 'salary:asc', label: 'Lowest salary' },
];

/** The search as the filters show it: sort and direction are one choice, 'order' ('date:desc'). */
type JobFilterValues = JobSearch & { order: string };

function orderSearch(order: string): JobSearch {
  const [sort, direction] = order.split(':') as [JobSearch['sort'], JobSearch['direction']];
  return {
    sort: sort === 'date' ? undefined : sort,
    direction: direction === 'desc' ? undefined : direction,
  };
}

type JobFiltersProps = {
  search: JobSearch;
  /** The countries the API offers (its `available_filters`), none before its first answer. */
  countries: readonly string[];
  /** The filters that changed; the list goes back to its first page. */
  onChange: (change: JobSearch) => void;
};

/** The job board's search box and filters, each kept in the URL. */
export function JobFilters({ search, countries, onChange }: JobFiltersProps) {
  // A value from the URL stays selectable (and visibly selected) even before or without the API's list.
  const optionsWith = (current: string | undefined) =>
    [...new Set([...countries, ...(current && current !== 'remote' ? [current] : [])])].map(
      (country) => ({
        value: country,
        label: country,
      }),
    );

  return (
    <ListFilters<JobFilterValues>
      label="Filter jobs"
      className={styles.filters}
      activeCount={activeJobFilters(search)}
      search={{
        label: 'Search jobs',
        placeholder: 'Title, company or skill',
        className: styles.wide,
      }}
      filters={[
        {
          type: 'select',
          name: 'location',
          label: 'Location',
          options: [
            { value: '', label: 'All locations' },
            { value: 'remote', label: 'Remote' },
            ...optionsWith(search.location),
          ],
        },
        { type: 'select', name: 'type', label: 'Type', options: TYPE_OPTIONS },
        {
          type: 'select',
          name: 'applicant',
          label: 'Open to applicants in',
          options: [{ value: '', label: 'Any country' }, ...optionsWith(search.applicant)],
        },
        { type: 'select', name: 'order', label: 'Sort by', options: SORT_OPTIONS },
        {
          type: 'checkboxes',
          className: styles.toggles,
          boxes: [
            { name: 'remote', label: 'Remote allowed' },
            { name: 'visa', label: 'Visa sponsorship' },
          ],
        },
      ]}
      values={{ ...search, order: `${search.sort ?? 'date'}:${search.direction ?? 'desc'}` }}
      onChange={({ order, ...change }) =>
        onChange(order === undefined ? change : { ...change, ...orderSearch(order) })
      }
    />
  );
}
