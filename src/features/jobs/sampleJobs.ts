import type { JobSummary } from '@/api/generated';
import { now as clockNow } from '@/lib/clock';

type Sample = Pick<
  JobSummary,
  | 'title'
  | 'company'
  | 'location'
  | 'locationType'
  | 'jobType'
  | 'salary_min'
  | 'salary_max'
  | 'currency'
  | 'salary_period'
> & {
  points: string[];
};

const SAMPLES: Sample[] = [
  {
    title: 'English Teacher',
    company: 'Lotus Language Centre',
    location: 'Hanoi, Vietnam',
    locationType: 'onsite',
    jobType: 'teaching',
    salary_min: 1200,
    salary_max: 1800,
    currency: 'USD',
    salary_period: 'month',
    points: ['TEFL certificate', 'Housing allowance', 'Visa support'],
  },
  {
    title: 'Frontend Developer',
    company: 'Mekong Digital',
    location: 'Remote',
    locationType: 'remote',
    jobType: 'tech',
    salary_min: 40_000,
    salary_max: 60_000,
    currency: 'USD',
    salary_period: 'year',
    points: ['React and TypeScript', 'Asian time zones', 'Flexible hours'],
  },
  {
    title: 'Resort Guest Relations Manager',
    company: 'Andaman Resorts',
    location: 'Phuket, Thailand',
    locationType: 'onsite',
    jobType: 'hospitality',
    salary_min: 60_000,
    salary_max: 90_000,
    currency: 'THB',
    salary_period: 'month',
    points: ['3+ years in hospitality', 'Staff housing', 'Health insurance'],
  },
  {
    title: 'Growth Marketer',
    company: 'Saffron Media',
    location: 'Singapore',
    locationType: 'hybrid',
    jobType: 'marketing',
    salary_min: 5000,
    salary_max: 7500,
    currency: 'SGD',
    salary_period: 'month',
    points: ['SEO and paid ads', 'Two days in the office', 'Learning budget'],
  },
  {
    title: 'Registered Nurse',
    company: 'Harbour International Clinic',
    location: 'Kuala Lumpur, Malaysia',
    locationType: 'onsite',
    jobType: 'healthcare',
    salary_min: 6000,
    salary_max: 9000,
    currency: 'MYR',
    salary_period: 'month',
    points: ['Nursing licence', 'Relocation support', 'Annual bonus'],
  },
  {
    title: 'Customer Success Lead',
    company: 'Bamboo Pay',
    location: 'Remote',
    locationType: 'remote',
    jobType: 'tech',
    salary_min: 30_000,
    salary_max: 45_000,
    currency: 'USD',
    salary_period: 'year',
    points: ['Fluent English', 'Fully remote', 'Paid training'],
  },
];

/**
 * When the unfiltered board is empty, six sample listings show what employers post.
 * They are examples, not jobs: the page labels them so and links them to /post-job.
 */
export function sampleJobs(now: Date = clockNow()): Array<JobSummary & { sample: true }> {
  return SAMPLES.map(({ points, ...sample }, index) => ({
    ...sample,
    sample: true,
    id: index + 1,
    slug: `sample-${index + 1}`,
    company_logo: null,
    location_id: null,
    city: null,
    region: null,
    country: null,
    salary: null,
    employment_type: 'full-time',
    experience_level: 'mid',
    required_skills: [],
    tags: [],
    remote_allowed: sample.locationType !== 'onsite',
    visa_sponsorship: sample.locationType === 'onsite',
    posted: now.toISOString(),
    valid_until: null,
    application_deadline: null,
    requirements: points,
    benefits: [],
    featured: false,
    applicant_locations:
      sample.locationType === 'remote'
        ? ['Anywhere']
        : [sample.location.split(', ').pop() ?? sample.location],
  }));
}
