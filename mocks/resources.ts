import type {
  Article,
  ArticleSummary,
  Job,
  JobSummary,
  Location,
  LocationSummary,
  User,
} from '@/api/generated';
import { db, type TableRow } from './db';
import { ARTICLE_CATEGORIES } from './seed/categories';

export type LocationRow = TableRow<'location'>;
export type JobRow = TableRow<'job'>;
export type ArticleRow = TableRow<'article'>;
export type UserRecord = TableRow<'user'>;

const RECENT_ARTICLES = 3;

export function toUser(row: UserRecord): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    membership_tier: row.membership_tier,
    created_at: row.created_at,
  };
}

/** What a location's list entry and its page both give. */
function locationFields(row: LocationRow) {
  const { job_count: jobCount, profile_count: profileCount } = row;
  return {
    id: row.id,
    city: row.city,
    country: row.country,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    jobCount,
    profileCount,
    highlights: row.highlights,
    stats: {
      job_listings_count: jobCount,
      dating_profiles_count: profileCount,
      views: row.views,
    },
    seo: {
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      keywords: row.keywords,
    },
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    timezone: row.timezone,
    population: row.population,
    currency: row.currency,
    costOfLiving: row.costOfLiving as Location['costOfLiving'],
    temperature: row.temperature,
    updated_at: row.updated_at,
    content_metadata: { quality_score: row.quality_score },
  };
}

/** A location as lists give it: the facts of its guide instead of its texts and articles. */
export function toLocationSummary(row: LocationRow): LocationSummary {
  return { ...locationFields(row), guide: row.guide };
}

/** A location's page: its texts (the guide is a late field) and its latest articles. */
export function toLocation(row: LocationRow): Location {
  const recentArticles = db.article
    .findMany((q) => q.where({ location_name: row.city }), { orderBy: { published_at: 'desc' } })
    .slice(0, RECENT_ARTICLES)
    .map((article) => ({
      id: article.id,
      slug: article.slug,
      title: article.title,
      publish_date: article.published_at,
    }));
  return {
    ...locationFields(row),
    content: {
      overview: row.overview,
      comprehensive_guide: row.comprehensive_guide,
      cost_of_living: row.cost_of_living,
      neighborhoods: row.neighborhoods,
      getting_around: row.getting_around,
      healthcare: row.healthcare,
      business: row.business,
      safety: row.safety,
      visa_requirements: row.visa_requirements,
      where_to_stay: row.where_to_stay,
    },
    recent_articles: recentArticles,
  };
}

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const PERIOD_WORD: Record<string, string> = { hour: 'hour', month: 'month', year: 'year' };

function salaryText(row: JobRow): string | null {
  if (row.salary_min === null || row.salary_max === null) return null;
  return `${amount.format(row.salary_min)} - ${amount.format(row.salary_max)} ${row.currency} per ${PERIOD_WORD[row.salary_period] ?? row.salary_period}`;
}

/** Where a job is, as the contract displays it: 'Bangkok, Thailand' or 'Remote'. */
export function jobLocation(row: Pick<JobRow, 'locationType' | 'city' | 'country'>): string {
  return row.locationType === 'remote'
    ? 'Remote'
    : [row.city, row.country].filter(Boolean).join(', ');
}

/** A job as lists show it (`JobSummary`): reads none of its late fields. */
export function toJobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    company: row.company_name,
    company_logo: row.company_logo,
    location: jobLocation(row),
    location_id: row.location_id,
    city: row.city,
    region: row.region,
    country: row.country,
    locationType: row.locationType as Job['locationType'],
    salary: salaryText(row),
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    currency: row.currency,
    salary_period: row.salary_period as Job['salary_period'],
    jobType: row.jobType as Job['jobType'],
    employment_type: row.employment_type as Job['employment_type'],
    experience_level: row.experience_level as Job['experience_level'],
    required_skills: row.required_skills,
    tags: row.tags,
    remote_allowed: row.remote_allowed,
    visa_sponsorship: row.visa_sponsorship,
    posted: row.posted,
    valid_until: row.valid_until,
    application_deadline: row.application_deadline,
    requirements: row.requirements,
    benefits: row.benefits,
    featured: row.featured,
    applicant_locations: row.applicant_locations,
  };
}

/** A job on its own page: in the browser, once its late fields are in (`whenRowLateFieldsLoaded`). */
export function toJob(row: JobRow): Job {
  return {
    ...toJobSummary(row),
    description: row.description,
    company_name: row.company_name,
    company_url: row.company_url,
    experience_requirements: row.experience_requirements,
    created_at: row.posted,
    responsibilities: row.responsibilities,
    nice_to_have: row.nice_to_have,
    company_description: row.company_description,
    application_url: row.application_url,
    remote_policy: row.remote_policy,
    team_size: row.team_size,
    company_culture: row.company_culture,
    interview_process: row.interview_process,
  };
}

export function categoryLabel(category: string): string {
  return ARTICLE_CATEGORIES.find((entry) => entry.category === category)?.label ?? category;
}

export function toArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    content_type: row.content_type as ArticleSummary['content_type'],
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    keywords: row.keywords,
    introduction: row.introduction,
    featured_image: row.featured_image,
    og_image: row.og_image,
    published_at: row.published_at,
    updated_at: row.updated_at,
    reading_time: Math.max(1, Math.ceil(row.word_count / 200)),
    word_count: row.word_count,
    views: row.views,
    likes: row.likes,
    engagement_rate:
      row.views > 0 ? Math.min(100, Math.round((row.likes / row.views) * 1000) / 10) : 0,
    author_name: row.author_name,
    location: row.location_name
      ? { name: row.location_name, country: row.location_country ?? '' }
      : null,
    url: `/articles/${row.slug}`,
  };
}

export function toArticle(row: ArticleRow): Article {
  return { ...toArticleSummary(row), content: row.content, internal_links: row.internal_links };
}
