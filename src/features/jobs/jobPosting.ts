import * as v from 'valibot';
import type {
  CreateJobRequest,
  EmploymentType,
  ExperienceLevel,
  JobCategory,
  JobLocationType,
  SalaryPeriod,
} from '@/api/generated';
import { now as clockNow } from '@/lib/clock';
import { textBetween, textUpTo } from '@/lib/formRules';
import { labelledValues } from '@/lib/labels';
import { JOB_TYPE_LABELS } from './jobDisplay';

/** What the post-a-job form offers and checks, and the request it becomes. */

export const WORKPLACES: Record<JobLocationType, string> = {
  onsite: 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
export const EMPLOYMENT: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};
export const EXPERIENCE: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
};
export const PERIODS: Record<SalaryPeriod, string> = {
  hour: 'per hour',
  month: 'per month',
  year: 'per year',
};
export const CATEGORIES = Object.fromEntries(
  Object.entries(JOB_TYPE_LABELS).filter(([type]) => type !== 'remote'),
) as Record<JobCategory, string>;
export const CURRENCIES = [
  'USD',
  'EUR',
  'THB',
  'VND',
  'IDR',
  'MYR',
  'PHP',
  'SGD',
  'JPY',
  'KRW',
  'CNY',
  'INR',
];

const wholeNumber = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d*$/, 'Use a whole number, or leave it empty'),
);
const webAddress = (message: string) =>
  v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/\S+\.\S+$/, message));

export const jobSchema = v.pipe(
  v.object({
    title: textBetween(5, 120, 'Give the job a title of at least 5 characters'),
    company_name: textBetween(2, 120, 'Name the company'),
    company_url: v.union([
      v.literal(''),
      webAddress('Use a full web address, e.g. https://example.com'),
    ]),
    locationType: v.picklist(labelledValues(WORKPLACES)),
    country: v.string(),
    city: textUpTo(100),
    jobType: v.picklist(labelledValues(CATEGORIES), 'Choose a category'),
    employment_type: v.picklist(labelledValues(EMPLOYMENT)),
    experience_level: v.picklist(labelledValues(EXPERIENCE)),
    salary_min: wholeNumber,
    salary_max: wholeNumber,
    currency: v.string(),
    salary_period: v.picklist(labelledValues(PERIODS)),
    description: textBetween(50, 10000, 'Describe the job in at least 50 characters'),
    requirements: textUpTo(3000),
    benefits: textUpTo(3000),
    application_url: webAddress('Add the web address where candidates apply'),
    visa_sponsorship: v.boolean(),
    application_deadline: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['locationType'], ['country']],
      (job) => job.locationType === 'remote' || job.country !== '',
      'Choose the country of the job',
    ),
    ['country'],
  ),
  v.forward(
    v.partialCheck(
      [['salary_min'], ['salary_max']],
      (job) =>
        !job.salary_min || !job.salary_max || Number(job.salary_max) >= Number(job.salary_min),
      'The maximum must be at least the minimum',
    ),
    ['salary_max'],
  ),
  v.forward(
    v.partialCheck(
      [['application_deadline']],
      (job) => !job.application_deadline || job.application_deadline >= today(),
      'Choose a deadline from today on',
    ),
    ['application_deadline'],
  ),
);

type JobForm = v.InferOutput<typeof jobSchema>;

/** Today's date at the clock, as a date input writes it. */
export function today(): string {
  return clockNow().toISOString().slice(0, 10);
}

/** One item per line, blank lines dropped. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The request that posts the job the form describes. */
export function toRequest(job: JobForm): CreateJobRequest {
  const remote = job.locationType === 'remote';
  return {
    title: job.title,
    company_name: job.company_name,
    company_url: job.company_url || null,
    locationType: job.locationType,
    country: remote ? 'Remote' : job.country,
    city: remote ? null : job.city || null,
    jobType: job.jobType,
    employment_type: job.employment_type,
    experience_level: job.experience_level,
    salary_min: job.salary_min ? Number(job.salary_min) : null,
    salary_max: job.salary_max ? Number(job.salary_max) : null,
    currency: job.currency,
    salary_period: job.salary_period,
    description: job.description,
    requirements: lines(job.requirements),
    benefits: lines(job.benefits),
    application_url: job.application_url,
    visa_sponsorship: job.visa_sponsorship,
    application_deadline: job.application_deadline || null,
  };
}

/** A new job's form before anything is typed. */
export const EMPTY_JOB = {
  title: '',
  company_name: '',
  company_url: '',
  locationType: 'onsite',
  country: '',
  city: '',
  jobType: '',
  employment_type: 'full-time',
  experience_level: 'mid',
  salary_min: '',
  salary_max: '',
  currency: 'USD',
  salary_period: 'month',
  description: '',
  requirements: '',
  benefits: '',
  application_url: '',
  visa_sponsorship: false,
  application_deadline: '',
};
