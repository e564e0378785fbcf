import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { JobSummary, JobTypeFilter } from '@/api/generated';
import { jobsQueryOptions } from '@/api/jobs';
import { totalOf } from '@/lib/format';
import { safeSession } from '@/lib/storage';
import { useFollowedValue } from '@/lib/useFollowedValue';
import { useUrlSearchTerm } from '@/lib/useUrlSearchTerm';
import { itemListJsonLd } from '@/seo/jsonLd';
import { Seo } from '@/seo/Seo';
import { Button, buttonClass } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { EmptyState } from '@/ui/EmptyState';
import { FoldingFilters } from '@/ui/FoldingFilters';
import { PagedResults } from '@/ui/PagedResults';
import { Select } from '@/ui/Select';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { JobCard } from './JobCard';
import { JOB_TYPE_LABELS } from './jobDisplay';
import { cx } from '@/lib/cx';
import { statusLine } from '@/styles/utilities.css';
import * as styles from './Jobs.css';
import { sampleJobs } from './sampleJobs';
import { activeJobFilters, hasJobFilters, toJobFilters } from './filters';
import type { JobSearch } from './searchParams';

/** Where the list remembers its search, so 'Back to Jobs' on a job returns to the same filtered page. */
export const LAST_JOBS_SEARCH_KEY = 'ginger:last-jobs-search';

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...Object.entries(JOB_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

const SORT_OPTIONS = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'salary:desc', label: 'Highest salary' },
  { value: 'salary:asc', label: 'Lowest salary' },
];

type JobsPageProps = { search: JobSearch; onSearchChange: (next: JobSearch) => void };

type JobListProps = {
  jobs: JobSummary[];
  sample?: boolean;
  /** The last answer's jobs, kept on screen while the next one loads. */
  stale?: boolean;
};

function JobList({ jobs, sample = false, stale = false }: JobListProps) {
  return (
    <ul className={styles.list} aria-busy={stale || undefined}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} sample={sample} />
        </li>
      ))}
    </ul>
  );
}

export function JobsPage({ search, onSearchChange }: JobsPageProps) {
  const [term, setTerm] = useUrlSearchTerm(search.search, (next) =>
    onSearchChange({ ...search, search: next, page: undefined }),
  );
  const query = useQuery({
    ...jobsQueryOptions(toJobFilters(search)),
    placeholderData: keepPreviousData,
  });
  const countries = query.data?.available_filters.country ?? [];
  const filtered = hasJobFilters(search);

  useEffect(() => {
    safeSession.set(LAST_JOBS_SEARCH_KEY, JSON.stringify(search));
  }, [search]);

  const [remote, setRemote] = useFollowedValue(search.remote ?? false);
  const [visa, setVisa] = useFollowedValue(search.visa ?? false);
  const update = (change: JobSearch) => onSearchChange({ ...search, ...change, page: undefined });
  // A value from the URL stays selectable (and visibly selected) even before or without the API's list.
  const optionsWith = (current: string | undefined) =>
    [...new Set([...countries, ...(current && current !== 'remote' ? [current] : [])])].map(
      (country) => ({
        value: country,
        label: country,
      }),
    );

  function results() {
    return (
      <PagedResults
        query={query}
        loading={<Spinner label="Loading jobs..." />}
        errorMessage="Error loading jobs. Please try again later."
        empty={
          filtered ? (
            <EmptyState
              title="No jobs match these filters."
              description="Try fewer filters or another search."
              action={
                <Button variant="secondary" onClick={() => onSearchChange({})}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            // An empty board (no filters) shows sample listings (docs/PRODUCT.md, 'Jobs').
            <>
              <p className={styles.muted}>
                No jobs are listed right now. Here are examples of what employers post on Ginger.
              </p>
              <JobList jobs={sampleJobs()} sample />
            </>
          )
        }
        pagesLabel="Job pages"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(jobs) => <JobList jobs={jobs} stale={query.isPlaceholderData} />}
      </PagedResults>
    );
  }

  const total = query.data?.meta.total;
  return (
    <div className={styles.page}>
      <Seo
        title="Jobs & Careers"
        description="Jobs in Asia for expats and locals: tech, teaching, hospitality, marketing, healthcare and remote work, with visa sponsorship where offered."
        keywords={[
          'jobs in Asia',
          'expat jobs',
          'remote jobs Asia',
          'teaching jobs Asia',
          'visa sponsorship',
        ]}
        path="/jobs"
        breadcrumbs={[
          { name: 'Home', url: '/' },
          { name: 'Jobs', url: '/jobs' },
        ]}
        structuredData={
          query.data?.data.length
            ? [
                itemListJsonLd(
                  'Jobs & Careers',
                  query.data.data.map((job) => ({ name: job.title, url: `/jobs/${job.id}` })),
                ),
              ]
            : []
        }
      />
      <div className={styles.header}>
        <div>
          <h1>Jobs & Careers</h1>
          <p className={styles.muted}>Find work in Asia, on site or remote.</p>
        </div>
        <div className={styles.actions}>
          <Link to="/post-job" className={buttonClass({ variant: 'primary', size: 'sm' })}>
            Post a job
          </Link>
          <Link
            to="/employer-packages"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Employer packages
          </Link>
        </div>
      </div>
      <FoldingFilters
        label="Filter jobs"
        className={styles.filters}
        activeCount={activeJobFilters(search)}
        search={
          <TextField
            className={styles.wide}
            label="Search jobs"
            type="search"
            placeholder="Title, company or skill"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        }
      >
        <Select
          label="Location"
          value={search.location ?? ''}
          onChange={(event) => update({ location: event.target.value || undefined })}
          options={[
            { value: '', label: 'All locations' },
            { value: 'remote', label: 'Remote' },
            ...optionsWith(search.location),
          ]}
        />
        <Select
          label="Type"
          value={search.type ?? ''}
          onChange={(event) =>
            update({ type: (event.target.value || undefined) as JobTypeFilter | undefined })
          }
          options={TYPE_OPTIONS}
        />
        <Select
          label="Open to applicants in"
          value={search.applicant ?? ''}
          onChange={(event) => update({ applicant: event.target.value || undefined })}
          options={[{ value: '', label: 'Any country' }, ...optionsWith(search.applicant)]}
        />
        <Select
          label="Sort by"
          value={`${search.sort ?? 'date'}:${search.direction ?? 'desc'}`}
          onChange={(event) => {
            const [sort, direction] = event.target.value.split(':') as [
              JobSearch['sort'],
              JobSearch['direction'],
            ];
            update({
              sort: sort === 'date' ? undefined : sort,
              direction: direction === 'desc' ? undefined : direction,
            });
          }}
          options={SORT_OPTIONS}
        />
        <div className={styles.toggles}>
          <Checkbox
            label="Remote allowed"
            checked={remote}
            onChange={(event) => {
              setRemote(event.target.checked);
              update({ remote: event.target.checked || undefined });
            }}
          />
          <Checkbox
            label="Visa sponsorship"
            checked={visa}
            onChange={(event) => {
              setVisa(event.target.checked);
              update({ visa: event.target.checked || undefined });
            }}
          />
        </div>
      </FoldingFilters>
      <p role="status" aria-live="polite" className={cx(styles.muted, statusLine)}>
        {total === undefined ? '' : `${totalOf(total, 'job')} found`}
      </p>
      {results()}
    </div>
  );
}
