import {
  vCreateJobBody,
  vGetJobPath,
  vListJobsQuery,
  vListSimilarJobsPath,
  vListSimilarJobsQuery,
} from '@/api/generated/valibot.gen';
import { now as clockNow } from '@/lib/clock';
import { db } from '../db';
import { toJob, toJobSummary, type JobRow } from '../resources';
import { whenLateFieldsLoaded, whenRowLateFieldsLoaded } from '../seed/fill';
import { isClosedJob } from '../seed/listOrder';
import { COUNTRY_NAMES } from '../seed/countryNames';
import { slugify } from '../seed/slugify';
import {
  contract,
  json,
  matchesSearch,
  notFound,
  paginate,
  ruleErrors,
  validationError,
} from './http';
import { route } from './route';
import { allocateId } from '../persist';

/** What a job search looks at, here and in the site search. */
export function jobSearchTexts(job: JobRow): Array<string | null> {
  return [
    job.title,
    job.company_name,
    job.description,
    job.city,
    job.country,
    ...job.required_skills,
    ...job.tags,
  ];
}

const DAY_MS = 24 * 3600 * 1000;
/** A job is valid for 30 days unless it says otherwise. */
const JOB_VALIDITY_DAYS = 30;
const EXPERIENCE_YEARS = {
  entry: '0-1 years of relevant experience',
  mid: '2-4 years of relevant experience',
  senior: '5+ years of relevant experience',
  lead: '7+ years of relevant experience',
} as const;

function matchesLocation(job: JobRow, location: string | undefined): boolean {
  const wanted = location?.trim().toLowerCase();
  if (!wanted) return true;
  if (wanted === 'remote') return job.locationType === 'remote';
  return job.country?.toLowerCase() === wanted || job.city?.toLowerCase() === wanted;
}

/** Someone living in `country` can take it without moving: remote and open to them, or located there. */
function openToApplicantsIn(job: JobRow, country: string | undefined): boolean {
  const wanted = country?.trim().toLowerCase();
  if (!wanted) return true;
  if (job.locationType === 'remote') {
    return job.applicant_locations.some(
      (place) => place === 'Anywhere' || place.toLowerCase() === wanted,
    );
  }
  return job.country?.toLowerCase() === wanted;
}

/** The countries the board's filters offer: where its jobs are, and whom its remote jobs accept. */
function jobCountries(jobs: readonly JobRow[]): string[] {
  const places = jobs.flatMap((job) => [job.country, ...job.applicant_locations]);
  const countries = places.filter((place): place is string => !!place && place !== 'Anywhere');
  return [...new Set(countries)].sort((a, b) => a.localeCompare(b));
}

/** Same type and country first, then same type, then same country. */
function similarity(job: JobRow, other: JobRow): number {
  return (
    (other.jobType === job.jobType ? 2 : 0) +
    (other.country !== null && other.country === job.country ? 1 : 0)
  );
}

function matchesType(job: JobRow, type: string | undefined): boolean {
  if (!type) return true;
  return type === 'remote' ? job.locationType === 'remote' : job.jobType === type;
}

export const jobHandlers = [
  contract.get(
    '/jobs',
    route({ query: vListJobsQuery }, async ({ query }) => {
      // A search reads the descriptions, which the browser mock takes in late.
      if (query.search?.trim()) await whenLateFieldsLoaded('job');
      const now = clockNow();
      const direction = query.direction === 'asc' ? 1 : -1;
      const all = db.job.findMany();
      const jobs = all
        .filter((job) => matchesLocation(job, query.location))
        .filter((job) => query.location_id === undefined || job.location_id === query.location_id)
        .filter((job) => matchesType(job, query.type))
        .filter(
          (job) =>
            query.remote_allowed === undefined || job.remote_allowed === query.remote_allowed,
        )
        .filter(
          (job) =>
            query.visa_sponsorship === undefined || job.visa_sponsorship === query.visa_sponsorship,
        )
        .filter((job) => openToApplicantsIn(job, query.applicant_country))
        .filter((job) => matchesSearch(query.search, jobSearchTexts(job)))
        .sort(
          (a, b) =>
            // Open jobs first: a closed job never leads the board, whatever it is sorted by.
            Number(isClosedJob(a, now)) - Number(isClosedJob(b, now)) ||
            (query.sort === 'salary'
              ? // Jobs without a salary go last whichever the direction.
                (a.salary_max === null ? 1 : 0) - (b.salary_max === null ? 1 : 0) ||
                direction * ((a.salary_max ?? 0) - (b.salary_max ?? 0))
              : direction * a.posted.localeCompare(b.posted)),
        );
      const page = paginate(jobs, query.page, query.per_page);
      return json({
        data: page.data.map(toJobSummary),
        meta: page.meta,
        available_filters: { country: jobCountries(all) },
      });
    }),
  ),

  contract.get(
    '/jobs/{id}',
    route({ params: vGetJobPath }, async ({ params }) => {
      await whenRowLateFieldsLoaded('job', params.id);
      const job = db.job.findFirst((q) => q.where({ id: params.id }));
      return job ? json({ data: toJob(job) }) : notFound('Job');
    }),
  ),

  contract.get(
    '/jobs/{id}/similar',
    route({ params: vListSimilarJobsPath, query: vListSimilarJobsQuery }, ({ params, query }) => {
      const job = db.job.findFirst((q) => q.where({ id: params.id }));
      if (!job) return notFound('Job');
      const similar = db.job
        .findMany()
        .filter((other) => other.id !== job.id && similarity(job, other) > 0)
        .sort((a, b) => similarity(job, b) - similarity(job, a) || b.posted.localeCompare(a.posted))
        .slice(0, query.limit);
      return json({ data: similar.map(toJobSummary) });
    }),
  ),

  contract.post(
    '/jobs',
    route({ auth: 'required', body: vCreateJobBody }, async ({ user, body }) => {
      if (body.salary_min != null && body.salary_max != null && body.salary_min > body.salary_max) {
        return validationError({
          salary_max: ['The maximum salary must be at least the minimum salary.'],
        });
      }
      const broken = ruleErrors([
        ['application_url', body.application_url, 'webAddress'],
        ['company_url', body.company_url, 'webAddress'],
        ['application_deadline', body.application_deadline, 'calendarDate'],
      ]);
      if (broken) return validationError(broken);
      const remote = body.locationType === 'remote';
      const country = remote ? null : body.country.trim();
      const city = remote ? null : body.city?.trim() || null;
      const location = city ? db.location.findFirst((q) => q.where({ city })) : null;
      const now = clockNow();
      const validUntil = body.application_deadline
        ? new Date(`${body.application_deadline}T23:59:59Z`).toISOString()
        : new Date(now.getTime() + JOB_VALIDITY_DAYS * DAY_MS).toISOString();
      const id = await allocateId('job');
      const title = body.title.trim();
      const job = await db.job.create({
        id,
        slug: `${slugify(title)}-${slugify(body.company_name)}-${id}`,
        title,
        description: body.description.trim(),
        company_name: body.company_name.trim(),
        company_url: body.company_url ?? null,
        company_logo: null,
        location_id: location?.id ?? null,
        city,
        region: COUNTRY_NAMES.find((entry) => entry.name === country)?.region ?? null,
        country,
        locationType: body.locationType,
        salary_min: body.salary_min ?? null,
        salary_max: body.salary_max ?? null,
        currency: body.currency,
        salary_period: body.salary_period,
        jobType: body.jobType,
        employment_type: body.employment_type,
        experience_level: body.experience_level,
        experience_requirements: EXPERIENCE_YEARS[body.experience_level],
        required_skills: [],
        tags: [body.jobType],
        remote_allowed: remote,
        visa_sponsorship: body.visa_sponsorship ?? false,
        posted: now.toISOString(),
        valid_until: validUntil,
        application_deadline: body.application_deadline ? validUntil : null,
        responsibilities: [],
        requirements: body.requirements ?? [],
        nice_to_have: [],
        benefits: body.benefits ?? [],
        company_description: `${body.company_name.trim()} is hiring on Ginger.`,
        application_url: body.application_url,
        remote_policy: remote ? 'Fully remote' : null,
        team_size: null,
        company_culture: null,
        interview_process: [],
        featured: false,
        applicant_locations: remote ? ['Anywhere'] : [country ?? 'Anywhere'],
        posted_by: user.id,
      });
      if (location)
        await db.location.update(location, { data: (row) => void (row.job_count += 1) });
      return json({ data: toJob(job) }, 201);
    }),
  ),
];
