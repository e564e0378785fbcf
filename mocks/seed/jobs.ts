import type { Faker } from '@faker-js/faker';
import { toLocal } from './money';
import { countries, places } from './places';
import { daysFromReference, slugify } from './random';

type Category = 'tech' | 'teaching' | 'hospitality' | 'marketing' | 'healthcare';

type Profile = {
  titles: string[];
  companyWords: string[];
  skills: string[];
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  /** Monthly pay range in US dollars for a mid-level role. */
  usdMonthly: [number, number];
  remoteShare: number;
};

const PROFILES: Record<Category, Profile> = {
  tech: {
    titles: [
      'Senior Frontend Engineer',
      'Backend Developer (Go)',
      'Full-Stack Developer',
      'DevOps Engineer',
      'Mobile Developer (React Native)',
      'Data Engineer',
      'QA Automation Engineer',
      'Product Designer',
      'Engineering Manager',
      'Site Reliability Engineer',
    ],
    companyWords: [
      'Labs',
      'Digital',
      'Tech',
      'Systems',
      'Cloud',
      'Pay',
      'Logistics',
      'Health Tech',
    ],
    skills: [
      'TypeScript',
      'React',
      'Node.js',
      'Go',
      'Python',
      'Kubernetes',
      'AWS',
      'PostgreSQL',
      'GraphQL',
      'Figma',
      'Terraform',
      'Kotlin',
      'Swift',
    ],
    responsibilities: [
      'Design, build and ship features end to end',
      'Review code and mentor teammates',
      'Own the reliability of the services you build',
      'Work with product and design on the roadmap',
      'Improve test coverage and delivery speed',
    ],
    requirements: [
      '3+ years of professional software experience',
      'Strong written English',
      'Experience with modern web frameworks',
      'Comfortable working across time zones',
    ],
    niceToHave: [
      'Experience at a startup',
      'Open-source contributions',
      'Knowledge of payments in Southeast Asia',
      'A second Asian language',
    ],
    usdMonthly: [2500, 6500],
    remoteShare: 0.45,
  },
  teaching: {
    titles: [
      'English Teacher (Primary)',
      'IELTS Instructor',
      'International School Maths Teacher',
      'Kindergarten Teacher',
      'University English Lecturer',
      'Online ESL Tutor',
      'Science Teacher (IGCSE)',
    ],
    companyWords: [
      'International School',
      'Language Centre',
      'Academy',
      'Learning',
      'English School',
    ],
    skills: [
      'Lesson planning',
      'Classroom management',
      'CELTA',
      'TEFL',
      'IELTS',
      'Curriculum design',
    ],
    responsibilities: [
      'Plan and deliver engaging lessons',
      'Assess progress and write reports',
      'Take part in school events',
      'Work with local teaching assistants',
    ],
    requirements: [
      "Bachelor's degree in any subject",
      'TEFL, TESOL or CELTA certificate',
      'Native or near-native English',
      'Clean background check',
    ],
    niceToHave: [
      'Teaching licence from your home country',
      'Experience with young learners',
      'Basic local language',
    ],
    usdMonthly: [900, 2800],
    remoteShare: 0.12,
  },
  hospitality: {
    titles: [
      'Resort Guest Relations Manager',
      'Dive Centre Manager',
      'Hostel Manager',
      'Front Office Supervisor',
      'Executive Chef',
      'Food and Beverage Manager',
      'Tour Operations Coordinator',
    ],
    companyWords: ['Resorts', 'Hotels', 'Hospitality Group', 'Retreats', 'Hostels', 'Travel'],
    skills: [
      'Guest relations',
      'Opera PMS',
      'Team leadership',
      'Revenue management',
      'Food safety',
      'Event planning',
    ],
    responsibilities: [
      'Lead a multicultural team',
      'Keep guest satisfaction scores high',
      'Manage rosters and budgets',
      'Handle VIP arrivals and complaints',
    ],
    requirements: [
      '2+ years in a similar role',
      'Fluent English',
      'Flexible with shifts and weekends',
    ],
    niceToHave: [
      'Experience at an international brand',
      'PADI instructor rating',
      'Local language skills',
    ],
    usdMonthly: [800, 3500],
    remoteShare: 0.03,
  },
  marketing: {
    titles: [
      'Growth Marketing Manager',
      'Content Writer (Travel)',
      'SEO Specialist',
      'Social Media Manager',
      'Performance Marketer',
      'Brand Partnerships Lead',
      'Community Manager',
    ],
    companyWords: ['Media', 'Agency', 'Creative', 'Brands', 'Commerce', 'Studio'],
    skills: [
      'SEO',
      'Google Ads',
      'Meta Ads',
      'Copywriting',
      'Analytics',
      'HubSpot',
      'TikTok',
      'Email marketing',
    ],
    responsibilities: [
      'Plan and run campaigns across channels',
      'Report on performance every week',
      'Write and edit content',
      'Work with regional partners',
    ],
    requirements: [
      '2+ years in digital marketing',
      'Excellent written English',
      'Hands-on with analytics tools',
    ],
    niceToHave: ['Experience with Asian markets', 'Video editing', 'Chinese, Japanese or Korean'],
    usdMonthly: [1500, 4500],
    remoteShare: 0.4,
  },
  healthcare: {
    titles: [
      'Registered Nurse (International Clinic)',
      'General Practitioner',
      'Physiotherapist',
      'Medical Interpreter',
      'Clinic Operations Manager',
      'Dentist',
      'Telehealth Doctor',
    ],
    companyWords: ['Medical', 'Clinic', 'Hospital', 'Health', 'Care'],
    skills: [
      'Patient care',
      'Triage',
      'Electronic health records',
      'ACLS',
      'Telemedicine',
      'Medical English',
    ],
    responsibilities: [
      'Provide care to local and international patients',
      'Keep accurate records',
      'Work with a multilingual team',
      'Follow clinical protocols',
    ],
    requirements: [
      'Relevant licence in good standing',
      '2+ years of clinical experience',
      'Fluent English',
    ],
    niceToHave: [
      'Experience in travel medicine',
      'A second language',
      'Willingness to get a local licence',
    ],
    usdMonthly: [1800, 7000],
    remoteShare: 0.08,
  },
};

const CATEGORIES = Object.keys(PROFILES) as Category[];
const BENEFITS = [
  'Health insurance',
  'Flight allowance',
  'Housing allowance',
  'Visa and work permit support',
  'Annual bonus',
  'Paid training',
  'Flexible hours',
  '20 days of paid leave',
  'Learning budget',
  'Coworking membership',
];
const EMPLOYMENT = [
  'full-time',
  'full-time',
  'full-time',
  'part-time',
  'contract',
  'internship',
] as const;
const LEVELS = ['entry', 'mid', 'mid', 'senior', 'lead'] as const;
const LEVEL_FACTOR: Record<(typeof LEVELS)[number], number> = {
  entry: 0.6,
  mid: 1,
  senior: 1.4,
  lead: 1.8,
};
const COMPANY_PREFIXES = [
  'Lotus',
  'Saffron',
  'Mekong',
  'Bamboo',
  'Monsoon',
  'Jade',
  'Coral',
  'Tamarind',
  'Orchid',
  'Pandan',
  'Lantern',
  'Harbour',
  'Andaman',
  'Sakura',
  'Banyan',
  'Tiger',
  'Rice Field',
  'Silk Road',
];
export const JOB_COUNT = 220;

export function seedJobRows(faker: Faker, locationIds: Map<string, number>) {
  return Array.from({ length: JOB_COUNT }, (_, index) => {
    const jobType = CATEGORIES[index % CATEGORIES.length]!;
    const profile = PROFILES[jobType];
    const place = faker.helpers.arrayElement(places);
    const locationType = faker.datatype.boolean(profile.remoteShare)
      ? 'remote'
      : faker.helpers.arrayElement(['onsite', 'onsite', 'hybrid'] as const);
    const remote = locationType === 'remote';
    const level = faker.helpers.arrayElement(LEVELS);
    const employment = faker.helpers.arrayElement(EMPLOYMENT);
    const company = `${faker.helpers.arrayElement(COMPANY_PREFIXES)} ${faker.helpers.arrayElement(profile.companyWords)}`;
    const title = faker.helpers.arrayElement(profile.titles);
    const currency = remote ? 'USD' : placeCurrency(place.country);
    const period =
      employment === 'contract' ? 'hour' : remote && jobType === 'tech' ? 'year' : 'month';
    const [minUsd, maxUsd] = profile.usdMonthly.map((value) => value * LEVEL_FACTOR[level]) as [
      number,
      number,
    ];
    const toPeriod = (usd: number) =>
      period === 'year' ? usd * 12 : period === 'hour' ? usd / 160 : usd;
    const hasSalary = faker.datatype.boolean(0.88);
    const postedDaysAgo = faker.number.int({ min: 0, max: 75 });
    const deadlineDays = faker.number.int({ min: -20, max: 60 });
    const id = index + 1;
    const companySlug = slugify(company);
    return {
      id,
      slug: `${slugify(title)}-${companySlug}-${id}`,
      title,
      description: `${company} is hiring a ${title} ${remote ? 'to work remotely' : `in ${place.city}`}. You will join a friendly, international team and help us grow across Asia.`,
      company_name: company,
      company_url: faker.datatype.boolean(0.8) ? `https://www.${companySlug}.example` : null,
      company_logo: null,
      location_id: remote ? null : (locationIds.get(place.city) ?? null),
      city: remote ? null : place.city,
      region: remote
        ? null
        : place.country === 'Singapore' || place.country === 'Hong Kong'
          ? null
          : place.city,
      country: remote ? null : place.country,
      locationType,
      salary_min: hasSalary ? Math.round(toLocal(toPeriod(minUsd), currency)) : null,
      salary_max: hasSalary ? Math.round(toLocal(toPeriod(maxUsd), currency)) : null,
      currency,
      salary_period: period,
      jobType,
      employment_type: employment,
      experience_level: level,
      experience_requirements: `${{ entry: '0-1', mid: '2-4', senior: '5+', lead: '7+' }[level]} years of relevant experience`,
      required_skills: faker.helpers.arrayElements(profile.skills, { min: 3, max: 5 }),
      tags: [
        jobType,
        locationType,
        ...faker.helpers.arrayElements(profile.skills, 2).map((skill) => skill.toLowerCase()),
      ],
      remote_allowed: remote || (locationType === 'hybrid' && faker.datatype.boolean(0.6)),
      visa_sponsorship: !remote && faker.datatype.boolean(0.45),
      posted: daysFromReference(-postedDaysAgo),
      valid_until: faker.datatype.boolean(0.7) ? daysFromReference(-postedDaysAgo + 30) : null,
      application_deadline: faker.datatype.boolean(0.75) ? daysFromReference(deadlineDays) : null,
      responsibilities: faker.helpers.arrayElements(profile.responsibilities, { min: 3, max: 5 }),
      requirements: faker.helpers.arrayElements(profile.requirements, { min: 2, max: 4 }),
      nice_to_have: faker.helpers.arrayElements(profile.niceToHave, { min: 1, max: 3 }),
      benefits: faker.helpers.arrayElements(BENEFITS, { min: 2, max: 5 }),
      company_description: `${company} is a ${faker.helpers.arrayElement(['fast-growing', 'well-established', 'family-run', 'venture-backed', 'award-winning'])} ${jobType === 'tech' ? 'technology company' : jobType === 'teaching' ? 'education provider' : jobType === 'healthcare' ? 'healthcare provider' : jobType === 'hospitality' ? 'hospitality group' : 'marketing company'} with teams in ${faker.helpers
        .arrayElements(places, 2)
        .map((other) => other.city)
        .join(' and ')}.`,
      application_url: `https://careers.${companySlug}.example/jobs/${id}`,
      remote_policy: remote
        ? 'Fully remote within Asian time zones (UTC+5 to UTC+9)'
        : locationType === 'hybrid'
          ? 'Two to three days a week in the office'
          : null,
      team_size: faker.helpers.arrayElement(['1-10', '11-50', '51-200', '201-500', '500+', null]),
      company_culture: faker.helpers.arrayElement([
        'Flat hierarchy and honest feedback',
        'Learning every week',
        'Work hard, travel often',
        null,
      ]),
      interview_process: [
        'Application review',
        ...faker.helpers.arrayElements(
          [
            'Phone screen',
            'Skills assessment',
            'Demo lesson',
            'Team interview',
            'Meet the founders',
          ],
          { min: 1, max: 3 },
        ),
        'Offer',
      ],
      featured: faker.datatype.boolean(0.12),
      applicant_locations: remote ? remoteApplicantLocations(faker) : [place.country],
    };
  });
}

/**
 * Where applicants to a remote job may live. Some 'remote' jobs are open to one country only:
 * the board says so instead of hiding it.
 */
function remoteApplicantLocations(faker: Faker): string[] {
  const roll = faker.number.float({ min: 0, max: 1 });
  if (roll < 0.45) return ['Anywhere'];
  const names = countries.map((country) => country.name);
  if (roll < 0.65) return [faker.helpers.arrayElement(names)];
  return faker.helpers.arrayElements(names, { min: 2, max: 5 });
}

function placeCurrency(country: string): string {
  return countries.find((candidate) => candidate.name === country)?.currency ?? 'USD';
}
