import type { Faker } from '@faker-js/faker';
import { toLocal } from './money';
import { countries, places } from './places';
import { levelExperience, yearsForLevel } from './experience';
import type { SeedContext } from './world';
import { logoImage } from './images';
import { type BoardListed, jobBoardOrder } from './listOrder';
import { slugify } from './slugify';
import { companyCulture, writeCompanyDescription, writeJobDescription } from './text/jobs';
import { DAY_MS, HOUR_MS, type Timeline } from './timeline';
import {
  HOURS_A_MONTH,
  type JobCategory,
  type JobLevel,
  JOB_ROLES,
  type JobRole,
  LEVEL_PAY,
} from './jobRoles';
import type { Place } from './places';

type Category = JobCategory;

type Profile = {
  companyWords: string[];
  /** What anyone in the category does, from an intern up. */
  duties: string[];
  /** What only someone senior, or who manages people, is trusted with. */
  leadDuties: string[];
  requirements: string[];
  niceToHave: string[];
  /** The share of the category's remote-capable jobs that are remote. */
  remoteShare: number;
};

const PROFILES: Record<Category, Profile> = {
  tech: {
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
    duties: [
      'Design, build and ship features end to end',
      'Work with product and design on the roadmap',
      'Improve test coverage and delivery speed',
      'Fix bugs and write clear pull requests',
      'Document what you build',
    ],
    leadDuties: [
      'Review code and mentor teammates',
      'Own the reliability of the services you build',
      'Lead technical decisions for your team',
      'Help hire and onboard new engineers',
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
    remoteShare: 0.45,
  },
  teaching: {
    companyWords: [
      'International School',
      'Language Centre',
      'Academy',
      'Learning',
      'English School',
    ],
    duties: [
      'Plan and deliver engaging lessons',
      'Assess progress and write reports',
      'Take part in school events',
      'Work with local teaching assistants',
      'Keep parents informed of progress',
    ],
    leadDuties: [
      'Mentor newly qualified teachers',
      'Lead curriculum planning for your year group',
      'Observe lessons and give feedback to colleagues',
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
    remoteShare: 0.12,
  },
  hospitality: {
    companyWords: ['Resorts', 'Hotels', 'Hospitality Group', 'Retreats', 'Hostels', 'Travel'],
    duties: [
      'Keep guest satisfaction scores high',
      'Handle VIP arrivals and complaints',
      'Keep standards high on every shift',
      'Work closely with the sales and reservations teams',
    ],
    leadDuties: [
      'Lead a multicultural team',
      'Manage rosters and budgets',
      'Train and coach new staff',
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
    remoteShare: 0,
  },
  marketing: {
    companyWords: ['Media', 'Agency', 'Creative', 'Brands', 'Commerce', 'Studio'],
    duties: [
      'Plan and run campaigns across channels',
      'Report on performance every week',
      'Write and edit content',
      'Work with regional partners',
    ],
    leadDuties: [
      'Own the marketing budget',
      'Lead and mentor a small team',
      'Set the quarterly marketing plan',
    ],
    requirements: [
      '2+ years in digital marketing',
      'Excellent written English',
      'Hands-on with analytics tools',
    ],
    niceToHave: ['Experience with Asian markets', 'Video editing', 'Chinese, Japanese or Korean'],
    remoteShare: 0.4,
  },
  healthcare: {
    companyWords: ['Medical', 'Clinic', 'Hospital', 'Health', 'Care'],
    duties: [
      'Provide care to local and international patients',
      'Keep accurate records',
      'Work with a multilingual team',
      'Follow clinical protocols',
    ],
    leadDuties: ['Supervise junior staff', 'Lead clinical audits', 'Mentor new clinicians'],
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
type Employment = (typeof EMPLOYMENT)[number];
type Level = JobLevel;
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

/** One job in eight has closed: the board looks alive, and QA still has closed jobs to open. */
const CLOSED_EVERY = 8;
/** A job ad stays valid for 30 days unless it names a deadline. */
const VALIDITY_DAYS = 30;

type JobDates = Record<'posted' | 'valid_until', string> & { application_deadline: string | null };

/**
 * When a job was posted and until when it takes applications. Open jobs were posted in the last
 * weeks and close ahead; closed ones closed a while after they were posted, never before.
 */
function jobDates(faker: Faker, time: Timeline, closed: boolean): JobDates {
  const hasDeadline = closed || faker.datatype.boolean(0.75);
  const postedAgoMs =
    faker.number.int(
      closed ? { min: 24, max: 60 } : hasDeadline ? { min: 0, max: 40 } : { min: 0, max: 25 },
    ) *
      DAY_MS +
    faker.number.int({ min: 1, max: 23 }) * HOUR_MS;
  const posted = time.before(postedAgoMs);
  if (!hasDeadline) {
    return {
      posted,
      valid_until: time.before(postedAgoMs - VALIDITY_DAYS * DAY_MS),
      application_deadline: null,
    };
  }
  const deadline = closed
    ? time.before(
        postedAgoMs -
          faker.number.int({ min: 10, max: Math.floor(postedAgoMs / DAY_MS) - 3 }) * DAY_MS,
      )
    : time.daysAhead(faker.number.int({ min: 3, max: 60 }));
  return { posted, valid_until: deadline, application_deadline: deadline };
}

type Company = {
  name: string;
  /** Where it is based: its jobs on site are in this place's country. */
  home: Place;
  slug: string;
  url: string | null;
  description: string;
  culture: string | null;
  teamSize: string | null;
};

/**
 * A company is the same on each of its ads (description, culture, size, site), made the first
 * time one of its jobs is seeded.
 */
function companyBook(faker: Faker) {
  const companies = new Map<string, Company>();
  return (name: string, category: Category): Company => {
    const known = companies.get(name);
    if (known) return known;
    const slug = slugify(name);
    const home = faker.helpers.arrayElement(places);
    const teamSize = faker.helpers.arrayElement([
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '500+',
      null,
    ]);
    const company = {
      name,
      home,
      slug,
      url: faker.datatype.boolean(0.8) ? `https://www.${slug}.example` : null,
      description: writeCompanyDescription({
        faker,
        company: name,
        category,
        cities: [home, ...faker.helpers.arrayElements(placesIn(home.country, home), 1)].map(
          (place) => place.city,
        ),
        teamSize,
      }),
      culture: faker.datatype.boolean(0.8) ? companyCulture(faker, category) : null,
      teamSize,
    };
    companies.set(name, company);
    return company;
  };
}

/** The other places of a country than `except`. */
function placesIn(country: string, except: Place): Place[] {
  return places.filter((place) => place.country === country && place !== except);
}

/** Where a job on site is: mostly the company's home, else another place in its country. */
function workplace(faker: Faker, employer: Company): Place {
  const others = placesIn(employer.home.country, employer.home);
  return others.length > 0 && faker.datatype.boolean(0.4)
    ? faker.helpers.arrayElement(others)
    : employer.home;
}

/** The roles a job of this employment can be: an intern starts at entry level, and a part-timer is paid by the hour. */
function rolesFor(category: Category, employment: Employment): JobRole[] {
  return JOB_ROLES.filter(
    (role) =>
      role.category === category &&
      (employment !== 'internship' || role.levels.includes('entry')) &&
      (employment !== 'part-time' || role.hourly),
  );
}

/** An intern's and a junior's duties are their own work; the senior, and anyone who manages, lead too. */
function dutiesFor(faker: Faker, profile: Profile, role: JobRole, level: Level): string[] {
  const leads = level === 'senior' || level === 'lead' || (!role.hourly && level !== 'entry');
  const own = faker.helpers.arrayElements(profile.duties, leads ? 2 : { min: 3, max: 4 });
  const leading = leads ? faker.helpers.arrayElements(profile.leadDuties, { min: 1, max: 2 }) : [];
  return faker.helpers.shuffle([...leading, ...own]);
}

/** By the hour only a contract or part-time post that leads no one; a year only remote tech. */
function payPeriod(role: JobRole, level: Level, employment: Employment, remote: boolean) {
  const leads = !role.hourly || level === 'lead';
  if (!leads && (employment === 'contract' || employment === 'part-time')) return 'hour';
  return remote && role.category === 'tech' && employment === 'full-time' ? 'year' : 'month';
}

/**
 * Years-of-experience requirements don't belong on an entry-level ad; elsewhere they ask for the
 * years the level stands for.
 */
function requirementsFor(faker: Faker, profile: Profile, level: Level): string[] {
  const fitting =
    level === 'entry'
      ? profile.requirements.filter((requirement) => !/\d\+? years/.test(requirement))
      : profile.requirements.map((requirement) => yearsForLevel(requirement, level));
  return faker.helpers.arrayElements(fitting, { min: 2, max: Math.min(4, fitting.length) });
}

export function seedJobRows({ faker, time, scale }: SeedContext, locationIds: Map<string, number>) {
  const company = companyBook(faker);
  const rows = Array.from({ length: JOB_COUNT * scale }, (_, index) => {
    const jobType = CATEGORIES[index % CATEGORIES.length]!;
    const profile = PROFILES[jobType];
    const employment = faker.helpers.arrayElement(EMPLOYMENT);
    const role = faker.helpers.arrayElement(rolesFor(jobType, employment));
    const level: Level =
      employment === 'internship' ? 'entry' : faker.helpers.arrayElement(role.levels);
    const employer = company(
      `${faker.helpers.arrayElement(COMPANY_PREFIXES)} ${faker.helpers.arrayElement(profile.companyWords)}`,
      jobType,
    );
    const place = workplace(faker, employer);
    const locationType =
      role.remote && faker.datatype.boolean(profile.remoteShare)
        ? 'remote'
        : faker.helpers.arrayElement(['onsite', 'onsite', 'hybrid'] as const);
    const remote = locationType === 'remote';
    const title = role.title;
    const currency = remote ? 'USD' : placeCurrency(place.country);
    const period = payPeriod(role, level, employment, remote);
    const [minUsd, maxUsd] = role.usdMonthly.map((value) => value * LEVEL_PAY[level]) as [
      number,
      number,
    ];
    const toPeriod = (usd: number) =>
      period === 'year' ? usd * 12 : period === 'hour' ? usd / HOURS_A_MONTH : usd;
    const hasSalary = faker.datatype.boolean(0.88);
    const dates = jobDates(faker, time, index % CLOSED_EVERY === CLOSED_EVERY - 3);
    const id = index + 1;
    const skills = faker.helpers.arrayElements(role.skills, { min: 3, max: 5 });
    const responsibilities = dutiesFor(faker, profile, role, level);
    const requirements = requirementsFor(faker, profile, level);
    const niceToHave = faker.helpers.arrayElements(profile.niceToHave, { min: 1, max: 3 });
    const benefits = faker.helpers.arrayElements(BENEFITS, { min: 2, max: 5 });
    const visaSponsorship = !remote && faker.datatype.boolean(0.45);
    const applicantLocations = remote ? remoteApplicantLocations(faker) : [place.country];
    return {
      id,
      slug: `${slugify(title)}-${employer.slug}-${id}`,
      title,
      description: writeJobDescription({
        faker,
        title,
        company: employer.name,
        category: jobType,
        level,
        employment,
        locationType,
        city: remote ? null : place.city,
        country: remote ? null : place.country,
        responsibilities,
        requirements,
        niceToHave,
        benefits,
        skills,
        teamSize: employer.teamSize,
        applicantLocations,
        visaSponsorship,
      }),
      company_name: employer.name,
      company_url: employer.url,
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
      experience_requirements: levelExperience(level),
      required_skills: skills,
      tags: [
        jobType,
        locationType,
        ...faker.helpers.arrayElements(skills, 2).map((skill) => skill.toLowerCase()),
      ],
      remote_allowed: remote || (locationType === 'hybrid' && faker.datatype.boolean(0.6)),
      visa_sponsorship: visaSponsorship,
      ...dates,
      responsibilities,
      requirements,
      nice_to_have: niceToHave,
      benefits,
      company_description: employer.description,
      application_url: `https://careers.${employer.slug}.example/jobs/${id}`,
      remote_policy: remote
        ? 'Fully remote within Asian time zones (UTC+5 to UTC+9)'
        : locationType === 'hybrid'
          ? 'Two to three days a week in the office'
          : null,
      team_size: employer.teamSize,
      company_culture: employer.culture,
      interview_process: [
        'Application review',
        ...faker.helpers.arrayElements(
          [
            'Phone screen',
            'Skills assessment',
            jobType === 'teaching' ? 'Demo lesson' : 'Work sample',
            'Team interview',
            'Meet the founders',
          ],
          { min: 1, max: 3 },
        ),
        'Offer',
      ],
      featured: faker.datatype.boolean(0.12),
      applicant_locations: applicantLocations,
    };
  });
  return withLogos(rows, time.now);
}

/** The board's page size: companies on one page of it never share a logo. */
const BOARD_PAGE_SIZE = 10;

/**
 * Logos for companies: a company keeps its own on each of its jobs, and no two companies on one
 * page of the board (its default order) share one. Companies are coloured greedily in the order
 * they first appear; each meets fewer neighbours on its pages than there are logos.
 */
function withLogos<Row extends { company_name: string } & BoardListed>(rows: Row[], now: Date) {
  const listed = [...rows].sort(jobBoardOrder(now));
  const neighbours = new Map<string, Set<string>>();
  for (let start = 0; start < listed.length; start += BOARD_PAGE_SIZE) {
    const page = new Set(
      listed.slice(start, start + BOARD_PAGE_SIZE).map((row) => row.company_name),
    );
    for (const company of page) {
      const known = neighbours.get(company) ?? new Set<string>();
      for (const other of page) if (other !== company) known.add(other);
      neighbours.set(company, known);
    }
  }
  const logos = new Map<string, number>();
  for (const { company_name: company } of listed) {
    if (logos.has(company)) continue;
    const taken = new Set([...neighbours.get(company)!].map((other) => logos.get(other)));
    let logo = 1;
    while (taken.has(logo)) logo += 1;
    logos.set(company, logo);
  }
  return rows.map((row) => ({ ...row, company_logo: logoImage(logos.get(row.company_name)!) }));
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
