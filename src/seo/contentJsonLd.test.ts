// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Article, Job } from '@/api/generated';
import { articleJsonLd, jobPostingJsonLd, profilePageJsonLd } from './contentJsonLd';

const job: Job = {
  id: 7,
  slug: 'teacher-7',
  title: 'English Teacher',
  description: 'Teach.',
  company: 'Lotus Academy',
  company_name: 'Lotus Academy',
  company_url: null,
  company_logo: null,
  location: 'Hanoi, Vietnam',
  location_id: 10,
  city: 'Hanoi',
  region: 'Hanoi',
  country: 'Vietnam',
  locationType: 'onsite',
  salary: null,
  salary_min: 30_000_000,
  salary_max: 45_000_000,
  currency: 'VND',
  salary_period: 'month',
  jobType: 'teaching',
  employment_type: 'full-time',
  experience_level: 'mid',
  experience_requirements: '2-4 years',
  required_skills: ['TEFL'],
  tags: [],
  remote_allowed: false,
  visa_sponsorship: true,
  posted: '2026-10-01T00:00:00.000Z',
  created_at: '2026-10-01T00:00:00.000Z',
  valid_until: null,
  application_deadline: null,
  responsibilities: [],
  requirements: [],
  nice_to_have: [],
  benefits: [],
  company_description: '',
  application_url: 'https://careers.lotus.example/jobs/7',
  remote_policy: null,
  team_size: null,
  company_culture: null,
  interview_process: [],
  featured: false,
  applicant_locations: ['Vietnam'],
};

describe('jobPostingJsonLd', () => {
  it('is valid for 30 days after posting when the job gives no end date', () => {
    expect(jobPostingJsonLd(job).validThrough).toBe('2026-10-31T00:00:00.000Z');
  });

  it('places an on-site job and gives its salary range', () => {
    expect(jobPostingJsonLd(job)).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressLocality: 'Hanoi', addressCountry: 'Vietnam' } },
      baseSalary: {
        currency: 'VND',
        value: { minValue: 30_000_000, maxValue: 45_000_000, unitText: 'MONTH' },
      },
    });
    expect(jobPostingJsonLd(job)).not.toHaveProperty('jobLocationType');
  });

  it("names the company's web address, and only a web address", () => {
    const site = jobPostingJsonLd({ ...job, company_url: 'https://lotus.example/' });
    expect(site).toMatchObject({ hiringOrganization: { sameAs: 'https://lotus.example/' } });
    for (const company_url of ['javascript:alert(1)', 'data:text/html,x', 'not a url']) {
      const posting = jobPostingJsonLd({ ...job, company_url });
      expect(posting).toMatchObject({ hiringOrganization: { name: 'Lotus Academy' } });
      expect(JSON.stringify(posting)).not.toContain(company_url);
    }
  });

  it('marks only fully remote jobs as TELECOMMUTE, with where applicants may live', () => {
    const anywhere = jobPostingJsonLd({
      ...job,
      locationType: 'remote',
      city: null,
      country: null,
      applicant_locations: ['Anywhere'],
    });
    expect(anywhere).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'Asia' },
    });
    const twoCountries = jobPostingJsonLd({
      ...job,
      locationType: 'remote',
      applicant_locations: ['Vietnam', 'Thailand'],
    });
    expect(twoCountries.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Vietnam' },
      { '@type': 'Country', name: 'Thailand' },
    ]);
    expect(jobPostingJsonLd({ ...job, locationType: 'hybrid' })).not.toHaveProperty(
      'jobLocationType',
    );
  });
});

describe('articleJsonLd', () => {
  const article = {
    id: 1,
    slug: 'a',
    title: 'Title',
    category: 'travel-guides',
    content_type: 'guide',
    meta_title: 'T',
    meta_description: 'D',
    keywords: ['k'],
    introduction: '',
    content: '',
    featured_image: null,
    og_image: null,
    published_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    reading_time: 1,
    word_count: 100,
    views: 1,
    likes: 0,
    engagement_rate: 0,
    author_name: 'Mai',
    location: null,
    internal_links: [],
    url: '/articles/a',
  } satisfies Article;

  it("merges the API's structured data but keeps the page's identity", () => {
    const data = articleJsonLd(article, {
      '@type': 'BlogPosting',
      articleSection: 'Guides',
      url: 'https://evil.example',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      articleSection: 'Guides',
      headline: 'Title',
    });
    expect(data.url).toMatch(/\/articles\/a$/);
    expect(data.url).not.toContain('evil');
  });
});

describe('profilePageJsonLd', () => {
  it('describes one person on a ProfilePage, with absolute URLs and the like count', () => {
    const data = profilePageJsonLd(
      {
        id: 7,
        name: 'Linh',
        description: 'Beach mornings.',
        photo: '/images/avatars/generated/3.svg',
        profession: 'Architect',
        location: 'Da Nang, Vietnam',
        joinedDate: '2025-02-01T00:00:00Z',
        likes: 41,
      },
      '/dating/profile/7',
    );
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      url: expect.stringMatching(/^https?:\/\/[^/]+\/dating\/profile\/7$/),
      mainEntity: {
        '@type': 'Person',
        name: 'Linh',
        identifier: '7',
        image: expect.stringMatching(/^https?:\/\/[^/]+\/images\/avatars\/generated\/3\.svg$/),
        homeLocation: { name: 'Da Nang, Vietnam' },
        interactionStatistic: { userInteractionCount: 41 },
      },
    });
  });
});
