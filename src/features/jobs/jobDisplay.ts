import { now as clockNow } from '@/lib/clock';
import { formatCompact, formatWhole } from '@/lib/format';
import type { Job, JobTypeFilter, SalaryPeriod } from '@/api/generated';

export const JOB_TYPE_LABELS: Record<JobTypeFilter, string> = {
  tech: 'Tech',
  teaching: 'Teaching',
  hospitality: 'Hospitality',
  marketing: 'Marketing',
  remote: 'Remote',
  healthcare: 'Healthcare',
};

const PERIODS: Record<SalaryPeriod, string> = { hour: 'hour', month: 'month', year: 'year' };

/** Amounts from 100,000 up read better compact ('280K'); a range takes its format from its top. */
function amountFormat(largest: number): (value: number) => string {
  return largest >= 100_000 ? formatCompact : formatWhole;
}

/** '30M–45M VND per month', '5,500–8,000 USD per year', or that it is not disclosed. */
export function formatSalary(
  job: Pick<Job, 'salary_min' | 'salary_max' | 'currency' | 'salary_period'>,
): string {
  const { salary_min: min, salary_max: max, currency, salary_period: period } = job;
  if (min === null && max === null) return 'Salary not disclosed';
  // Both ends in one format ('90K–280K', never '90,000 - 280K'), an en dash between them.
  const amount = amountFormat(Math.max(min ?? 0, max ?? 0));
  const range =
    min !== null && max !== null && min !== max
      ? `${amount(min)}–${amount(max)}`
      : amount((min ?? max)!);
  return `${range} ${currency} per ${PERIODS[period]}`;
}

/** A remote job says where applicants may live; the rest say where the job is. */
export function jobPlace(
  job: Pick<Job, 'locationType' | 'location' | 'applicant_locations'>,
): string {
  if (job.locationType !== 'remote')
    return job.locationType === 'hybrid' ? `${job.location} (hybrid)` : job.location;
  const places = job.applicant_locations.filter((place) => place !== 'Anywhere');
  return places.length
    ? `Remote, for applicants in ${places.join(', ')}`
    : 'Remote, open to applicants anywhere';
}

export function isPastDeadline(
  job: Pick<Job, 'application_deadline'>,
  now: Date = clockNow(),
): boolean {
  return (
    job.application_deadline !== null &&
    new Date(job.application_deadline).getTime() < now.getTime()
  );
}

/** Up to three lines for a card: requirements first, then benefits. */
export function cardPoints(job: Pick<Job, 'requirements' | 'benefits'>, count = 3): string[] {
  return [...job.requirements, ...job.benefits].slice(0, count);
}
