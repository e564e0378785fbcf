// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JobListResponse, JobResponse } from '@/api/generated';
import { now } from '@/lib/clock';
import { startSeededSession } from '@mocks/sessions';
import { callApi, JOB_POSTING, seedWithLateFieldsHeld, setupMockApi } from '@mocks/testing';

setupMockApi();

async function listJobs(query: string) {
  return (await callApi(`/jobs${query}`)).body as JobListResponse;
}

describe('GET /jobs', () => {
  it('pages 10 at a time, newest first', async () => {
    const { data, meta } = await listJobs('');
    expect(data).toHaveLength(10);
    expect(meta.total).toBeGreaterThanOrEqual(200);
    const dates = data.map((job) => job.posted);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists closed jobs after every open one, in either sort', async () => {
    const isClosed = (job: JobListResponse['data'][number]) =>
      job.application_deadline !== null && Date.parse(job.application_deadline) < now().getTime();
    for (const sort of ['', '&sort=salary']) {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => listJobs(`?per_page=100&page=${page}${sort}`)),
      );
      const closed = pages.flatMap((page) => page.data).map(isClosed);
      expect(closed[0]).toBe(false);
      expect(closed.some(Boolean)).toBe(true);
      expect(closed.indexOf(true)).toBe(closed.lastIndexOf(false) + 1);
    }
  });

  it('combines type, remote and visa filters', async () => {
    const { data } = await listJobs('?type=tech&visa_sponsorship=true&per_page=100');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((job) => job.jobType === 'tech' && job.visa_sponsorship)).toBe(true);
    const remote = await listJobs('?location=remote&per_page=100');
    expect(
      remote.data.every((job) => job.locationType === 'remote' && job.location === 'Remote'),
    ).toBe(true);
  });

  it('treats type=remote as fully remote jobs', async () => {
    const { data } = await listJobs('?type=remote&per_page=100');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((job) => job.locationType === 'remote')).toBe(true);
  });

  it('filters by country name', async () => {
    const { data } = await listJobs('?location=Thailand&per_page=100');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((job) => job.country === 'Thailand')).toBe(true);
  });

  it('sorts by salary in either direction, jobs without a salary last', async () => {
    const descending = (await listJobs('?sort=salary&direction=desc&per_page=100')).data.map(
      (job) => job.salary_max,
    );
    const withSalary = descending.filter((value): value is number => value !== null);
    expect(withSalary).toEqual([...withSalary].sort((a, b) => b - a));
    const ascending = (await listJobs('?sort=salary&direction=asc&per_page=5')).data.map(
      (job) => job.salary_max,
    );
    expect(ascending[0]).not.toBeNull();
  });

  it('answers 422 for a boolean filter that is not true or false', async () => {
    const { status, body } = await callApi('/jobs?remote_allowed=maybe');
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: { remote_allowed: ['The remote allowed field must be true or false.'] },
    });
  });
});

describe('GET /jobs/{id}', () => {
  it('returns the job with every section of the detail page', async () => {
    const { status, body } = await callApi('/jobs/1');
    expect(status).toBe(200);
    expect((body as { data: object }).data).toMatchObject({
      id: 1,
      responsibilities: expect.any(Array),
      nice_to_have: expect.any(Array),
      interview_process: expect.any(Array),
      application_url: expect.stringMatching(/^https:\/\//),
    });
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    expect((await callApi('/jobs/99999')).status).toBe(404);
    expect((await callApi('/jobs/abc')).status).toBe(404);
  });
});

describe('where applicants may live', () => {
  it('lists remote jobs open to a country and on-site jobs there', async () => {
    const { data } = await listJobs('?applicant_country=Vietnam&per_page=100');
    expect(data.length).toBeGreaterThan(0);
    for (const job of data) {
      if (job.locationType === 'remote')
        expect(
          job.applicant_locations.some((place) => place === 'Anywhere' || place === 'Vietnam'),
        ).toBe(true);
      else expect(job.country).toBe('Vietnam');
    }
  });

  it('offers the countries of the whole board as filter values, each of which finds jobs', async () => {
    const { available_filters } = await listJobs('');
    expect(available_filters.country).toEqual([...available_filters.country].sort());
    expect(available_filters.country).toContain('Vietnam');
    expect(available_filters.country).not.toContain('Anywhere');
    expect((await listJobs('?location=Japan')).available_filters).toEqual(available_filters);
    for (const country of available_filters.country)
      expect((await listJobs(`?applicant_country=${country}`)).meta.total).toBeGreaterThan(0);
  });

  it('says where applicants to every remote job may live', async () => {
    const { data } = await listJobs('?location=remote&per_page=100');
    expect(data.every((job) => job.applicant_locations.length > 0)).toBe(true);
    expect(
      data.some(
        (job) => job.applicant_locations.length === 1 && job.applicant_locations[0] !== 'Anywhere',
      ),
    ).toBe(true);
  });
});

describe('GET /jobs/{id}/similar', () => {
  it('returns jobs of the same type or country, never the job itself', async () => {
    const job = ((await callApi('/jobs/7')).body as { data: JobListResponse['data'][number] }).data;
    const { data } = (await callApi('/jobs/7/similar?limit=5')).body as JobListResponse;
    expect(data).toHaveLength(5);
    expect(data.map((other) => other.id)).not.toContain(7);
    expect(
      data.every((other) => other.jobType === job.jobType || other.country === job.country),
    ).toBe(true);
  });
});

describe('POST /jobs', () => {
  const postJob = async (changes: Record<string, unknown>) =>
    callApi('/jobs', {
      method: 'POST',
      token: await startSeededSession('corporate'),
      body: JSON.stringify({ ...JOB_POSTING, ...changes }),
    });

  it('stores web addresses', async () => {
    const { status, body } = await postJob({});
    expect(status).toBe(201);
    expect(body).toMatchObject({ data: { application_url: JOB_POSTING.application_url } });
  });

  it('refuses a deadline the calendar does not have', async () => {
    const { status, body } = await postJob({ application_deadline: '2031-02-31' });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: { application_deadline: ['The application deadline field must be a valid date.'] },
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://lotus-academy.example'])(
    'refuses %s as the application or company address',
    async (address) => {
      const { status, body } = await postJob({ application_url: address, company_url: address });
      expect(status).toBe(422);
      expect(body).toMatchObject({
        errors: {
          application_url: [
            'The application url field must start with one of the following: http://, https://.',
          ],
          company_url: [
            'The company url field must start with one of the following: http://, https://.',
          ],
        },
      });
    },
  );
});

describe('jobs while their descriptions are still on their way', () => {
  it("answers the board at once; a search and a job's page wait for the descriptions", async () => {
    const { world, deliver } = await seedWithLateFieldsHeld();
    const job = world.job.find((row) => row.description.includes(' '))!;
    const word = job.description.split(' ').find((part) => part.length > 8)!;

    const answered: string[] = [];
    const detail = callApi(`/jobs/${job.id}`).then((answer) => {
      answered.push('detail');
      return answer;
    });
    const search = listJobs(`?search=${encodeURIComponent(word)}&per_page=100`).then((page) => {
      answered.push('search');
      return page;
    });
    expect((await listJobs('')).data).toHaveLength(10);
    expect(answered).toEqual([]);

    deliver();
    expect(((await detail).body as JobResponse).data.description).toBe(job.description);
    expect((await search).data.map((found) => found.id)).toContain(job.id);
  });

  it("fetches, for a job's page, only the file of descriptions that job is in", async () => {
    const { world, deliver, loads } = await seedWithLateFieldsHeld();
    deliver();
    const [first, last] = [world.job[0]!, world.job.at(-1)!];
    expect(((await callApi(`/jobs/${first.id}`)).body as JobResponse).data.description).toBe(
      first.description,
    );
    expect(loads()).toBe(1);
    const neighbour = world.job.find((job) => job.id === first.id + 1)!;
    const { body } = await callApi(`/jobs/${neighbour.id}`);
    expect((body as JobResponse).data.description).toBe(neighbour.description);
    expect(loads()).toBe(1);
    expect(((await callApi(`/jobs/${last.id}`)).body as JobResponse).data.description).toBe(
      last.description,
    );
    expect(loads()).toBe(2);
  });
});
