// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardPoints, formatSalary, isPastDeadline, jobPlace } from './jobDisplay';
import { toJobFilters } from './filters';
import * as v from 'valibot';
import { jobSearchSchema } from './searchParams';

describe('formatSalary', () => {
  it('shows a range with currency and period, compact for large amounts, an en dash between', () => {
    expect(
      formatSalary({
        salary_min: 30_000_000,
        salary_max: 45_000_000,
        currency: 'VND',
        salary_period: 'month',
      }),
    ).toBe('30M–45M VND per month');
    expect(
      formatSalary({ salary_min: 5500, salary_max: 8000, currency: 'USD', salary_period: 'year' }),
    ).toBe('5,500–8,000 USD per year');
  });

  it('writes both ends of a range in the same format, taken from the larger', () => {
    expect(
      formatSalary({
        salary_min: 90_000,
        salary_max: 280_000,
        currency: 'IDR',
        salary_period: 'month',
      }),
    ).toBe('90K–280K IDR per month');
    expect(
      formatSalary({
        salary_min: 900,
        salary_max: 99_000,
        currency: 'THB',
        salary_period: 'month',
      }),
    ).toBe('900–99,000 THB per month');
  });

  it('shows one amount when only one is known or both are equal', () => {
    expect(
      formatSalary({ salary_min: 25, salary_max: null, currency: 'USD', salary_period: 'hour' }),
    ).toBe('25 USD per hour');
    expect(
      formatSalary({ salary_min: 900, salary_max: 900, currency: 'SGD', salary_period: 'month' }),
    ).toBe('900 SGD per month');
  });

  it('says when the salary is not disclosed', () => {
    expect(
      formatSalary({ salary_min: null, salary_max: null, currency: 'THB', salary_period: 'month' }),
    ).toBe('Salary not disclosed');
  });
});

describe('jobPlace', () => {
  it('says where applicants to a remote job may live', () => {
    expect(
      jobPlace({
        locationType: 'remote',
        location: 'Remote',
        applicant_locations: ['Philippines'],
      }),
    ).toBe('Remote, for applicants in Philippines');
    expect(
      jobPlace({ locationType: 'remote', location: 'Remote', applicant_locations: ['Anywhere'] }),
    ).toBe('Remote, open to applicants anywhere');
    expect(
      jobPlace({
        locationType: 'hybrid',
        location: 'Bangkok, Thailand',
        applicant_locations: ['Thailand'],
      }),
    ).toBe('Bangkok, Thailand (hybrid)');
  });
});

describe('job rules', () => {
  it('closes applications after the deadline', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isPastDeadline({ application_deadline: '2026-11-20T00:00:00Z' }, now)).toBe(true);
    expect(isPastDeadline({ application_deadline: '2026-12-01T00:00:00Z' }, now)).toBe(false);
    expect(isPastDeadline({ application_deadline: null }, now)).toBe(false);
  });

  it('shows up to 3 requirements or benefits', () => {
    expect(cardPoints({ requirements: ['A', 'B'], benefits: ['C', 'D'] })).toEqual(['A', 'B', 'C']);
  });

  it('reads the filters from the URL and sends 10 per page, newest first by default', () => {
    const search = v.parse(jobSearchSchema, {
      type: 'tech',
      remote: true,
      visa: 'true',
      sort: 'nonsense',
      page: '2',
      search: 'react',
    });
    expect(search).toMatchObject({
      type: 'tech',
      remote: true,
      visa: true,
      sort: undefined,
      page: 2,
      search: 'react',
    });
    expect(toJobFilters(search)).toMatchObject({
      type: 'tech',
      remote_allowed: true,
      visa_sponsorship: true,
      sort: 'date',
      direction: 'desc',
      page: 2,
      per_page: 10,
    });
  });
});
