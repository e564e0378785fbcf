import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type { Job } from '@/api/generated';
import { createJob, jobKeys } from '@/api/jobs';
import { countriesQueryOptions } from '@/api/locations';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { Confirmation } from '@/ui/Confirmation';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import { selectOptions } from '@/ui/Select';
import {
  CATEGORIES,
  CURRENCIES,
  EMPLOYMENT,
  EMPTY_JOB,
  EXPERIENCE,
  jobSchema,
  PERIODS,
  today,
  toRequest,
  WORKPLACES,
} from './jobPosting';
import * as styles from './Jobs.css';

/** /post-job (members): a job that is on the board as soon as it is posted. */
export function PostJobPage() {
  const queryClient = useQueryClient();
  const countryList = useQuery(countriesQueryOptions());
  const countries = countryList.data ?? [];
  const server = useServerErrors();
  const submit = useSubmission();
  const [posted, setPosted] = useState<Job | null>(null);
  const form = useAppForm({
    defaultValues: EMPTY_JOB,
    ...checkedBy(jobSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        const posting = toRequest(v.parse(jobSchema, value));
        const job = await submit((key) => createJob(posting, key));
        await queryClient.invalidateQueries({ queryKey: jobKeys.all });
        setPosted(job);
      });
    },
  });
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
          server={server}
          submitLabel="Post Job"
          pendingLabel="Posting..."
        >
          <form.AppField name="title">
            {(field) => <field.TextField label="Job title" />}
          </form.AppField>
          <form.AppField name="company_name">
            {(field) => <field.TextField label="Company" />}
          </form.AppField>
          <form.AppField name="company_url">
            {(field) => (
              <field.TextField
                label="Company website (optional)"
                type="url"
                placeholder="https://"
              />
            )}
          </form.AppField>
          <form.AppField name="locationType">
            {(field) => <field.Select label="Workplace" options={selectOptions(WORKPLACES)} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.locationType === 'remote'}>
            {(remote) =>
              remote ? null : (
                <>
                  <form.AppField name="country">
                    {(field) => (
                      <field.Select
                        label="Country"
                        options={[
                          { value: '', label: 'Select a country...' },
                          ...countries.map((country) => ({ value: country, label: country })),
                        ]}
                        unavailable={
                          countryList.isError
                            ? 'We could not load the countries. Reload the page to try again.'
                            : undefined
                        }
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="city">
                    {(field) => <field.TextField label="City (optional)" />}
                  </form.AppField>
                </>
              )
            }
          </form.Subscribe>
          <form.AppField name="jobType">
            {(field) => (
              <field.Select
                label="Category"
                options={[
                  { value: '', label: 'Select a category...' },
                  ...selectOptions(CATEGORIES),
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="employment_type">
            {(field) => (
              <field.Select label="Employment type" options={selectOptions(EMPLOYMENT)} />
            )}
          </form.AppField>
          <form.AppField name="experience_level">
            {(field) => <field.Select label="Experience" options={selectOptions(EXPERIENCE)} />}
          </form.AppField>
          <fieldset className={styles.salary}>
            <legend>Salary (optional)</legend>
            <form.AppField name="salary_min">
              {(field) => <field.TextField label="From" inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="salary_max">
              {(field) => <field.TextField label="To" inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="currency">
              {(field) => (
                <field.Select
                  label="Currency"
                  options={CURRENCIES.map((code) => ({ value: code, label: code }))}
                />
              )}
            </form.AppField>
            <form.AppField name="salary_period">
              {(field) => <field.Select label="Paid" options={selectOptions(PERIODS)} />}
            </form.AppField>
          </fieldset>
          <form.AppField name="description">
            {(field) => <field.TextArea label="Description" rows={8} />}
          </form.AppField>
          <form.AppField name="requirements">
            {(field) => (
              <field.TextArea label="Requirements (optional)" rows={4} hint="One per line" />
            )}
          </form.AppField>
          <form.AppField name="benefits">
            {(field) => <field.TextArea label="Benefits (optional)" rows={4} hint="One per line" />}
          </form.AppField>
          <form.AppField name="application_url">
            {(field) => (
              <field.TextField
                label="Where to apply"
                type="url"
                placeholder="https://"
                hint="Candidates open this link from 'Apply Now'."
              />
            )}
          </form.AppField>
          <form.AppField name="application_deadline">
            {(field) => (
              <field.TextField label="Application deadline (optional)" type="date" min={today()} />
            )}
          </form.AppField>
          <form.AppField name="visa_sponsorship">
            {(field) => <field.Checkbox label="We sponsor a work visa" />}
          </form.AppField>
        </FormShell>
      )}
    </div>
  );
}
