import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, type ReactNode } from 'react';
import * as v from 'valibot';
import { isNotFound } from '@/api/errors';
import type { Job } from '@/api/generated';
import { jobQueryOptions, similarJobsQueryOptions } from '@/api/jobs';
import { SaveActions } from '@/features/favorites';
import { ItemNotFound } from '@/features/layout';
import { safeSession } from '@/lib/storage';
import { safeExternalUrl } from '@/lib/urls';
import { jobPostingJsonLd } from '@/seo/contentJsonLd';
import { Seo } from '@/seo/Seo';
import { absoluteUrl } from '@/seo/site';
import { visuallyHidden } from '@/styles/utilities.css';
import { Badge } from '@/ui/Badge';
import { LongText } from '@/ui/LongText';
import { Button, buttonClass } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { ShareButton } from '@/ui/ShareButton';
import { Spinner } from '@/ui/Spinner';
import { CompanyLogo, JobCard } from './JobCard';
import { formatSalary, isPastDeadline, JOB_TYPE_LABELS, jobPlace } from './jobDisplay';
import * as styles from './Jobs.css';
import { LAST_JOBS_SEARCH_KEY } from './JobsPage';
import { jobSearchSchema, type JobSearch } from './searchParams';
import { DateText } from '@/ui/DateText';
import { BackLink } from '@/ui/BackLink';
import { Icon } from '@/ui/Icon';

/** The job list's search as the visitor left it (filters and page); none if unknown or unreadable. */
function lastJobSearch(): JobSearch {
  try {
    return v.parse(jobSearchSchema, JSON.parse(safeSession.get(LAST_JOBS_SEARCH_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

function BackToJobs() {
  return (
    <BackLink to="/jobs" search={lastJobSearch()}>
      Back to Jobs
    </BackLink>
  );
}

function Section({ title, items }: { title: string; items: string[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function SimilarJobs({ id }: { id: number }) {
  // Drawn from a deferred copy too, and so in the same short tasks as the job when both answer.
  const similar = useDeferredValue(useQuery(similarJobsQueryOptions(id)).data);
  if (!similar?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="similar-jobs">
      <h2 id="similar-jobs">Similar jobs</h2>
      <ul className={styles.list}>
        {similar.map((job) => (
          <li key={job.id}>
            <JobCard job={job} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Apply({ job }: { job: Job }) {
  const applicationUrl = safeExternalUrl(job.application_url);
  if (isPastDeadline(job) || !applicationUrl) {
    return (
      <>
        <p className={styles.closed}>
          {applicationUrl
            ? 'This job no longer accepts applications.'
            : 'Applications for this job are not open online.'}
        </p>
        <Button disabled fullWidth>
          Apply Now
        </Button>
      </>
    );
  }
  return (
    <a
      href={applicationUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass({ variant: 'primary', fullWidth: true })}
    >
      Apply Now <Icon name="external" />
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}

export function JobNotFound() {
  return (
    <ItemNotFound
      title="Job not found"
      message="This job does not exist or is no longer listed."
      listPath="/jobs"
      listLabel="Browse all jobs"
    />
  );
}

export function JobDetailPage({ id }: { id: number }) {
  const query = useQuery(jobQueryOptions(id));
  // Drawn from a deferred copy, in short tasks rather than one long one (docs/decisions/0039-first-answers-drawn-from-deferred-copies.md).
  const job = useDeferredValue(query.data);
  if (query.isError) {
    if (isNotFound(query.error)) return <JobNotFound />;
    return (
      <div className={styles.page}>
        <h1>Job details</h1>
        <ErrorState
          message="Error loading job details"
          action={<BackToJobs />}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!job) return <Spinner label="Loading job..." />;
  const path = `/jobs/${job.id}`;
  const facts: Array<[string, ReactNode]> = [
    ['Salary', formatSalary(job)],
    ['Location', jobPlace(job)],
    ['Type', JOB_TYPE_LABELS[job.jobType]],
    ['Employment', job.employment_type.replace('-', ' ')],
    ['Experience', job.experience_requirements],
    ['Posted', <DateText value={job.posted} format="relative" />],
    [
      'Application deadline',
      job.application_deadline ? (
        <DateText value={job.application_deadline} />
      ) : (
        'Open until filled'
      ),
    ],
    ['Remote policy', job.remote_policy],
  ];

  return (
    <div className={styles.page}>
      <Seo
        title={`${job.title} at ${job.company}`}
        description={job.description}
        keywords={[job.title, job.company, ...job.tags]}
        path={path}
        breadcrumbs={[
          { name: 'Jobs', url: '/jobs' },
          { name: job.title, url: path },
        ]}
        structuredData={[jobPostingJsonLd(job)]}
      />
      <BackToJobs />
      <div className={styles.detail}>
        <article className={styles.detailText}>
          <div className={styles.cardHead}>
            <CompanyLogo src={job.company_logo} className={styles.logo} />
            <div>
              <h1 dir="auto">{job.title}</h1>
              <p className={styles.muted}>
                <bdi>{job.company}</bdi> · {jobPlace(job)}
              </p>
              <div className={styles.chips}>
                {job.featured ? <Badge tone="accent">Featured</Badge> : null}
                <Badge tone="brand">{JOB_TYPE_LABELS[job.jobType]}</Badge>
                {job.visa_sponsorship ? <Badge tone="success">Visa sponsorship</Badge> : null}
              </div>
            </div>
          </div>
          <LongText text={job.description} label="description">
            {(part) =>
              part.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
            }
          </LongText>
          <Section title="Responsibilities" items={job.responsibilities} />
          <Section title="Requirements" items={job.requirements} />
          <Section title="Nice to have" items={job.nice_to_have} />
          <Section title="Benefits" items={job.benefits} />
          <Section title="Interview process" items={job.interview_process} />
          <Section title="Skills" items={job.required_skills} />
          <section className={styles.section} aria-labelledby="company-info">
            <h2 id="company-info">
              About <bdi>{job.company}</bdi>
            </h2>
            <LongText text={job.company_description} label="company description">
              {(part) => <p>{part}</p>}
            </LongText>
            {job.company_culture ? <p>{job.company_culture}</p> : null}
            {job.team_size ? <p className={styles.muted}>Team size: {job.team_size}</p> : null}
            {safeExternalUrl(job.company_url) ? (
              <a href={safeExternalUrl(job.company_url)!} target="_blank" rel="noopener noreferrer">
                Company website
              </a>
            ) : null}
          </section>
        </article>
        {/* Beside the description on a desktop; on a phone, pinned to the foot of the screen
            while the description scrolls by, then in its place before the similar jobs. */}
        <section className={styles.applyPanel} aria-label="Apply">
          <Apply job={job} />
        </section>
        <aside className={styles.aside} aria-label="Job summary">
          <div className={styles.actions}>
            <SaveActions kind="job" itemId={job.id} itemName={job.title} />
            <ShareButton title={`${job.title} at ${job.company}`} url={absoluteUrl(path)} />
          </div>
          <dl>
            {facts
              .filter(([, value]) => Boolean(value))
              .map(([label, value]) => (
                <div key={label}>
                  <dt className={styles.muted}>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </aside>
      </div>
      <SimilarJobs id={job.id} />
    </div>
  );
}
