import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type {
  CreateJobRequest,
  EmploymentType,
  ExperienceLevel,
  Job,
  JobCategory,
  JobLocationType,
  SalaryPeriod,
} from '@/api/generated';
import { createJob, jobKeys } from '@/api/jobs';
import { countriesQueryOptions } from '@/api/locations';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { textBetween, textUpTo } from '@/lib/formRules';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { Confirmation } from '@/ui/Confirmation';
import { checkboxProps, textFieldProps } from '@/ui/formBindings';
import { FormShell } from '@/ui/FormShell';
import { Select, type SelectOption } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { JOB_TYPE_LABELS } from './jobDisplay';
import * as styles from './Jobs.css';
import { now as clockNow } from '@/lib/clock';

const options = <T extends string>(labels: Record<T, string>): SelectOption[] =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

const WORKPLACES: Record<JobLocationType, string> = {
  onsite: 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
const EMPLOYMENT: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};
const EXPERIENCE: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
};
const PERIODS: Record<SalaryPeriod, string> = {
  hour: 'per hour',
  month: 'per month',
  year: 'per year',
};
const CATEGORIES = Object.fromEntries(
  Object.entries(JOB_TYPE_LABELS).filter(([type]) => type !== 'remote'),
) as Record<JobCategory, string>;
const CURRENCIES = [
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

const jobSchema = v.pipe(
  v.object({
    title: textBetween(5, 120, 'Give the job a title of at least 5 characters'),
    company_name: textBetween(2, 120, 'Name the company'),
    company_url: v.union([
      v.literal(''),
      webAddress('Use a full web address, e.g. https://example.com'),
    ]),
    locationType: v.picklist(Object.keys(WORKPLACES) as JobLocationType[]),
    country: v.string(),
    city: textUpTo(100),
    jobType: v.picklist(Object.keys(CATEGORIES) as JobCategory[], 'Choose a category'),
    employment_type: v.picklist(Object.keys(EMPLOYMENT) as EmploymentType[]),
    experience_level: v.picklist(Object.keys(EXPERIENCE) as ExperienceLevel[]),
    salary_min: wholeNumber,
    salary_max: wholeNumber,
    currency: v.string(),
    salary_period: v.picklist(Object.keys(PERIODS) as SalaryPeriod[]),
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

function today(): string {
  return clockNow().toISOString().slice(0, 10);
}

/** One item per line, blank lines dropped. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function toRequest(job: JobForm): CreateJobRequest {
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

/** /post-job (members): a job that is on the board as soon as it is posted. */
export function PostJobPage() {
  const queryClient = useQueryClient();
  const countryList = useQuery(countriesQueryOptions());
  const countries = countryList.data ?? [];
  const server = useServerErrors();
  const submit = useSubmission();
  const [posted, setPosted] = useState<Job | null>(null);
  const form = useForm({
    defaultValues: {
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
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: jobSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        const posting = toRequest(v.parse(jobSchema, value));
        const job = await submit((key) => createJob(posting, key));
        await queryClient.invalidateQueries({ queryKey: jobKeys.all });
        setPosted(job);
      } catch (error) {
        server.fail(error);
      }
    },
  });
  const field = (name: string) => server.forField(name);

  return (
    <div className={styles.formPage}>
      <Seo
        title="Post a job"
        description="Post a job to travellers, expats and digital nomads across Asia. Free for 30 days."
        path="/post-job"
        noindex
      />
      <div>
        <h1>Post a job</h1>
        <p className={styles.muted}>
          Free for 30 days, and on the board as soon as you post. Want more reach? See the{' '}
          <Link to="/employer-packages">employer packages</Link>.
        </p>
      </div>
      {posted ? (
        <Confirmation
          title="Your job is live"
          message={`${posted.title} at ${posted.company_name} is now on the job board.`}
        >
          <p className={styles.actions}>
            <Link to="/jobs/$id" params={{ id: posted.id }} className={buttonClass()}>
              View your job
            </Link>
            <Link to="/jobs" className={buttonClass({ variant: 'secondary' })}>
              See the job board
            </Link>
          </p>
        </Confirmation>
      ) : (
        <FormShell
          form={form}
          label="New job"
          className={styles.jobForm}
          error={server.banner}
          submitLabel="Post Job"
          pendingLabel="Posting..."
        >
          <form.Field name="title">
            {(f) => <TextField label="Job title" {...textFieldProps(f, field('title'))} />}
          </form.Field>
          <form.Field name="company_name">
            {(f) => <TextField label="Company" {...textFieldProps(f, field('company_name'))} />}
          </form.Field>
          <form.Field name="company_url">
            {(f) => (
              <TextField
                label="Company website (optional)"
                type="url"
                placeholder="https://"
                {...textFieldProps(f, field('company_url'))}
              />
            )}
          </form.Field>
          <form.Field name="locationType">
            {(f) => (
              <Select label="Workplace" options={options(WORKPLACES)} {...textFieldProps(f)} />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.locationType === 'remote'}>
            {(remote) =>
              remote ? null : (
                <>
                  <form.Field name="country">
                    {(f) => (
                      <Select
                        label="Country"
                        options={[
                          { value: '', label: 'Select a country...' },
                          ...countries.map((country) => ({ value: country, label: country })),
                        ]}
                        {...textFieldProps(f, field('country'))}
                        error={
                          countryList.isError
                            ? 'We could not load the countries. Reload the page to try again.'
                            : textFieldProps(f, field('country')).error
                        }
                      />
                    )}
                  </form.Field>
                  <form.Field name="city">
                    {(f) => (
                      <TextField label="City (optional)" {...textFieldProps(f, field('city'))} />
                    )}
                  </form.Field>
                </>
              )
            }
          </form.Subscribe>
          <form.Field name="jobType">
            {(f) => (
              <Select
                label="Category"
                options={[{ value: '', label: 'Select a category...' }, ...options(CATEGORIES)]}
                {...textFieldProps(f, field('jobType'))}
              />
            )}
          </form.Field>
          <form.Field name="employment_type">
            {(f) => (
              <Select
                label="Employment type"
                options={options(EMPLOYMENT)}
                {...textFieldProps(f)}
              />
            )}
          </form.Field>
          <form.Field name="experience_level">
            {(f) => (
              <Select label="Experience" options={options(EXPERIENCE)} {...textFieldProps(f)} />
            )}
          </form.Field>
          <fieldset className={styles.salary}>
            <legend>Salary (optional)</legend>
            <form.Field name="salary_min">
              {(f) => (
                <TextField
                  label="From"
                  inputMode="numeric"
                  {...textFieldProps(f, field('salary_min'))}
                />
              )}
            </form.Field>
            <form.Field name="salary_max">
              {(f) => (
                <TextField
                  label="To"
                  inputMode="numeric"
                  {...textFieldProps(f, field('salary_max'))}
                />
              )}
            </form.Field>
            <form.Field name="currency">
              {(f) => (
                <Select
                  label="Currency"
                  options={CURRENCIES.map((code) => ({ value: code, label: code }))}
                  {...textFieldProps(f)}
                />
              )}
            </form.Field>
            <form.Field name="salary_period">
              {(f) => <Select label="Paid" options={options(PERIODS)} {...textFieldProps(f)} />}
            </form.Field>
          </fieldset>
          <form.Field name="description">
            {(f) => (
              <TextArea label="Description" rows={8} {...textFieldProps(f, field('description'))} />
            )}
          </form.Field>
          <form.Field name="requirements">
            {(f) => (
              <TextArea
                label="Requirements (optional)"
                rows={4}
                hint="One per line"
                {...textFieldProps(f, field('requirements'))}
              />
            )}
          </form.Field>
          <form.Field name="benefits">
            {(f) => (
              <TextArea
                label="Benefits (optional)"
                rows={4}
                hint="One per line"
                {...textFieldProps(f, field('benefits'))}
              />
            )}
          </form.Field>
          <form.Field name="application_url">
            {(f) => (
              <TextField
                label="Where to apply"
                type="url"
                placeholder="https://"
                hint="Candidates open this link from 'Apply Now'."
                {...textFieldProps(f, field('application_url'))}
              />
            )}
          </form.Field>
          <form.Field name="application_deadline">
            {(f) => (
              <TextField
                label="Application deadline (optional)"
                type="date"
                min={today()}
                {...textFieldProps(f, field('application_deadline'))}
              />
            )}
          </form.Field>
          <form.Field name="visa_sponsorship">
            {(f) => <Checkbox label="We sponsor a work visa" {...checkboxProps(f)} />}
          </form.Field>
        </FormShell>
      )}
    </div>
  );
}
