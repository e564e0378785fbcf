import { http } from 'msw';
import {
  vGetJobPath,
  vListJobsQuery,
  vListSimilarJobsPath,
  vListSimilarJobsQuery,
} from '@/api/generated/valibot.gen';
import { db } from '../db';
import { toJob, type JobRow } from '../resources';
import { API, json, matchesSearch, notFound, paginate } from './http';
import { route } from './route';

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
  http.get(
    `${API}/jobs`,
    route({ query: vListJobsQuery }, ({ query }) => {
      const direction = query.direction === 'asc' ? 1 : -1;
      const jobs = db.job
        .getAll()
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
        .filter((job) =>
          matchesSearch(query.search, [
            job.title,
            job.company_name,
            job.description,
            job.city,
            job.country,
            ...job.required_skills,
            ...job.tags,
          ]),
        )
        .sort((a, b) =>
          query.sort === 'salary'
            ? // Jobs without a salary go last whichever the direction.
              (a.salary_max === null ? 1 : 0) - (b.salary_max === null ? 1 : 0) ||
              direction * ((a.salary_max ?? 0) - (b.salary_max ?? 0))
            : direction * a.posted.localeCompare(b.posted),
        );
      const page = paginate(jobs, query.page, query.per_page);
      return json({ data: page.data.map(toJob), meta: page.meta });
    }),
  ),

  http.get(
    `${API}/jobs/:id`,
    route({ params: vGetJobPath }, ({ params }) => {
      const job = db.job.findFirst({ where: { id: { equals: params.id } } });
      return job ? json({ data: toJob(job) }) : notFound('Job');
    }),
  ),

  http.get(
    `${API}/jobs/:id/similar`,
    route({ params: vListSimilarJobsPath, query: vListSimilarJobsQuery }, ({ params, query }) => {
      const job = db.job.findFirst({ where: { id: { equals: params.id } } });
      if (!job) return notFound('Job');
      const similar = db.job
        .getAll()
        .filter((other) => other.id !== job.id && similarity(job, other) > 0)
        .sort((a, b) => similarity(job, b) - similarity(job, a) || b.posted.localeCompare(a.posted))
        .slice(0, query.limit);
      return json({ data: similar.map(toJob) });
    }),
  ),
];
