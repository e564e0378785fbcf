import type { Article, Job, Location } from '@/api/generated';
import { safeExternalUrl } from '@/lib/urls';
import type { JsonLd } from './jsonLd';
import { absoluteUrl, site } from './site';

const CONTEXT = 'https://schema.org';
const DAY_MS = 24 * 3600 * 1000;
/** Job structured data is valid for 30 days unless the job says otherwise. */
export const JOB_VALIDITY_DAYS = 30;

const EMPLOYMENT_TYPES: Record<Job['employment_type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

const SALARY_UNITS: Record<Job['salary_period'], string> = {
  hour: 'HOUR',
  month: 'MONTH',
  year: 'YEAR',
};

/** Where applicants may live: the listed countries, or Asia as a whole for 'Anywhere'. */
function applicantLocations(job: Job) {
  const countries = job.applicant_locations.filter((place) => place !== 'Anywhere');
  if (countries.length === 0) return { '@type': 'AdministrativeArea', name: 'Asia' };
  return countries.map((name) => ({ '@type': 'Country', name }));
}

export function jobPostingJsonLd(job: Job): JsonLd {
  const validThrough =
    job.valid_until ??
    job.application_deadline ??
    new Date(new Date(job.posted).getTime() + JOB_VALIDITY_DAYS * DAY_MS).toISOString();
  const remote = job.locationType === 'remote';
  // Only a web address may stand for the company: never a javascript: or data: URL from the API.
  const companyUrl = safeExternalUrl(job.company_url);
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted,
    validThrough,
    employmentType: EMPLOYMENT_TYPES[job.employment_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      ...(companyUrl ? { sameAs: companyUrl } : {}),
      ...(job.company_logo ? { logo: absoluteUrl(job.company_logo) } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: applicantLocations(job),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(job.city ? { addressLocality: job.city } : {}),
              ...(job.region ? { addressRegion: job.region } : {}),
              ...(job.country ? { addressCountry: job.country } : {}),
            },
          },
        }),
    ...(job.salary_min !== null && job.salary_max !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary_min,
              maxValue: job.salary_max,
              unitText: SALARY_UNITS[job.salary_period],
            },
          },
        }
      : {}),
    ...(job.required_skills.length ? { skills: job.required_skills.join(', ') } : {}),
    directApply: false,
    url: absoluteUrl(`/jobs/${job.id}`),
  };
}

/**
 * Article JSON-LD: our own facts first, then the API's structured_data on top (it may refine
 * the type, e.g. BlogPosting), with the identity fields (url, headline, publisher) kept ours.
 */
export function articleJsonLd(
  article: Article,
  structuredData: Record<string, unknown> = {},
): JsonLd {
  const { '@context': _context, ...extra } = structuredData;
  const type =
    typeof extra['@type'] === 'string'
      ? extra['@type']
      : article.content_type === 'blog'
        ? 'BlogPosting'
        : 'Article';
  return {
    headline: article.title,
    description: article.meta_description,
    image: absoluteUrl(article.og_image ?? article.featured_image ?? site.image),
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: { '@type': 'Person', name: article.author_name },
    keywords: article.keywords.join(', '),
    wordCount: article.word_count,
    inLanguage: site.language,
    ...extra,
    '@context': CONTEXT,
    '@type': type,
    url: absoluteUrl(article.url),
    mainEntityOfPage: absoluteUrl(article.url),
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo) },
    },
  };
}

export function touristDestinationJsonLd(location: Location, path: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': ['TouristDestination', 'City'],
    name: location.city,
    description: location.seo.meta_description || location.description,
    url: absoluteUrl(path),
    image: absoluteUrl(location.imageUrl),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: location.coordinates.latitude,
      longitude: location.coordinates.longitude,
    },
    containedInPlace: { '@type': 'Country', name: location.country },
    ...(location.highlights.length ? { touristType: location.highlights } : {}),
  };
}

type ForumPost = {
  author: string;
  created: string;
  content: string;
  likes: number;
  replies: ForumPost[];
};

function comment(post: ForumPost): JsonLd {
  return {
    '@type': 'Comment',
    author: { '@type': 'Person', name: post.author },
    datePublished: post.created,
    text: post.content,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: post.likes,
    },
    ...(post.replies.length ? { comment: post.replies.map(comment) } : {}),
  };
}

/** A forum topic as DiscussionForumPosting, its replies as nested Comments. */
export function discussionJsonLd(topic: ForumPost & { title: string }, path: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: topic.title,
    text: topic.content,
    url: absoluteUrl(path),
    author: { '@type': 'Person', name: topic.author },
    datePublished: topic.created,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: topic.likes,
    },
    comment: topic.replies.map(comment),
  };
}

type DatingPerson = {
  id: number;
  name: string;
  description: string;
  photo: string;
  profession: string;
  location: string;
  joinedDate: string;
  likes: number;
};

/** A dating profile as a ProfilePage about one Person. */
export function profilePageJsonLd(profile: DatingPerson, path: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: absoluteUrl(path),
    dateCreated: profile.joinedDate,
    mainEntity: {
      '@type': 'Person',
      name: profile.name,
      identifier: String(profile.id),
      description: profile.description,
      image: absoluteUrl(profile.photo),
      jobTitle: profile.profession,
      homeLocation: { '@type': 'Place', name: profile.location },
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: profile.likes,
      },
    },
  };
}
