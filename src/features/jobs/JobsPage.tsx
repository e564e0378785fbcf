import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { JobSummary } from '@/api/generated';
import { jobsQueryOptions } from '@/api/jobs';
import { totalOf } from '@/lib/format';
import { safeSession } from '@/lib/storage';
import { Seo } from '@/seo/Seo';
import { Button, buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { PagedResults } from '@/ui/PagedResults';
import { Spinner } from '@/ui/Spinner';
import { JobCard } from './JobCard';
import { cx } from '@/lib/cx';
import { statusLine } from '@/styles/utilities.css';
import * as styles from './Jobs.css';
import { sampleJobs } from './sampleJobs';
import { hasJobFilters, toJobFilters } from './filters';
import { JobFilters } from './JobFilters';
import type { JobSearch } from './searchParams';

/** Where the list remembers its search, so 'Back to Jobs' on a job returns to the same filtered page. */
export const LAST_JOBS_SEARCH_KEY = 'ginger:last-jobs-search';

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
  const query = useQuery({
    ...jobsQueryOptions(toJobFilters(search)),
    placeholderData: keepPreviousData,
  });
  const filtered = hasJobFilters(search);

  useEffect(() => {
    safeSession.set(LAST_JOBS_SEARCH_KEY, JSON.stringify(search));
  }, [search]);

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
        breadcrumbs={[{ name: 'Jobs', url: '/jobs' }]}
        listItems={query.data?.data.map((job) => ({ name: job.title, url: `/jobs/${job.id}` }))}
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
      <JobFilters
        search={search}
        countries={query.data?.available_filters.country ?? []}
        onChange={(change) => onSearchChange({ ...search, ...change, page: undefined })}
      />
      <p role="status" aria-live="polite" className={cx(styles.muted, statusLine)}>
        {total === undefined ? '' : `${totalOf(total, 'job')} found`}
      </p>
      {results()}
    </div>
  );
}
