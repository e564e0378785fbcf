/**
 * The rules on jobs agreeing with themselves: a title and its level, a level and its duties, a
 * level and the years of experience asked for, a role and its skills, a role and its pay, a
 * company's About and where it is.
 */
import { fitsLevel, statedYears } from '../experience';
import { HOURS_A_MONTH, LEVEL_PAY, LEVEL_YEARS, roleTitled, type JobLevel } from '../jobRoles';
import { toUsd } from '../money';
import { countries, places } from '../places';
import { companies, type LintProblem, type World } from './world';

type Job = World['jobs'][number];

/** Titles that say the hire leads or manages people, and those that say they are experienced. */
const LEADING_TITLE = /\b(Lead|Manager|Head|Director|Executive|Supervisor|Chef)\b/;
const SENIOR_TITLE = /\bSenior\b/;
/** Duties that give the hire someone else's work to lead, teach or answer for. */
const LEADING_DUTY = /\b(mentor|lead|manag|own|supervis|coach|hire|hiring|onboard)\w*/i;
/** How far a range may stray from its role's pay at its level, either way. */
const PAY_SLACK = 0.25;
/** The widest a range may be: its top this many times its bottom. */
const MAX_PAY_SPREAD = 2;

const isJunior = (job: Job) =>
  job.experience_level === 'entry' || job.employment_type === 'internship';

const problem = (rule: string, job: Job, detail: string): LintProblem => ({
  rule,
  where: `job ${job.id}`,
  detail: `${job.title} (${job.experience_level}, ${job.employment_type}): ${detail}`,
});

/** `job-title-level`: a title that leads is not an entry-level post or an internship. */
function titleLevelProblems(job: Job): LintProblem[] {
  return isJunior(job) && (LEADING_TITLE.test(job.title) || SENIOR_TITLE.test(job.title))
    ? [problem('job-title-level', job, 'a leading title at entry level')]
    : [];
}

/** `job-seniority-duties`: an intern or a junior is not asked to mentor, lead or manage. */
function seniorityDutyProblems(job: Job): LintProblem[] {
  if (!isJunior(job)) return [];
  return job.responsibilities
    .filter((duty) => LEADING_DUTY.test(duty))
    .map((duty) => problem('job-seniority-duties', job, duty));
}

/**
 * `job-experience-level`: the years of experience a job asks for, in its requirements, its stated
 * experience or its description, are within its level's range (an intern is not asked for three years).
 */
function experienceLevelProblems(job: Job): LintProblem[] {
  const level = job.experience_level as JobLevel;
  const range = LEVEL_YEARS[level];
  if (!range) return [];
  const [fewest, most] = range;
  return [...job.requirements, job.experience_requirements, job.description]
    .flatMap(statedYears)
    .filter((years) => !fitsLevel(years, level))
    .map((years) =>
      problem(
        'job-experience-level',
        job,
        `asks for '${years.text}', the level is ${fewest}${most === null ? '+' : `–${most}`} years`,
      ),
    );
}

/** `job-role-skills`: every skill a job asks for, and tags, is one its role uses. */
function roleSkillProblems(job: Job): LintProblem[] {
  const role = roleTitled(job.title);
  if (!role) return [problem('job-role-skills', job, 'a title no role has')];
  const skills = new Set(role.skills.map((skill) => skill.toLowerCase()));
  const tags = job.tags.filter((tag) => tag !== job.jobType && tag !== job.locationType);
  return [...job.required_skills, ...tags]
    .filter((skill) => !skills.has(skill.toLowerCase()))
    .map((skill) => problem('job-role-skills', job, `${skill} is not a ${role.title}'s skill`));
}

const MONTHS_OF: Record<string, number> = { hour: 1 / HOURS_A_MONTH, month: 1, year: 12 };

/** `job-pay`, the unit: by the hour only a contract or part-time post that leads no one. */
function payUnitProblems(job: Job): LintProblem[] {
  if (job.salary_period !== 'hour') return [];
  const leads =
    LEADING_TITLE.test(job.title) ||
    job.experience_level === 'lead' ||
    roleTitled(job.title)?.hourly === false;
  return [
    ...(leads ? [problem('job-pay', job, 'paid by the hour to lead')] : []),
    ...(['contract', 'part-time'].includes(job.employment_type)
      ? []
      : [problem('job-pay', job, `paid by the hour, ${job.employment_type}`)]),
  ];
}

/** `job-pay`, the range: near what the role pays at its level, its top at most twice its bottom. */
function payRangeProblems(job: Job): LintProblem[] {
  const role = roleTitled(job.title);
  if (!role || job.salary_min === null || job.salary_max === null) return [];
  const monthlyUsd = (amount: number) =>
    toUsd(amount, job.currency) / (MONTHS_OF[job.salary_period] ?? 1);
  const level = LEVEL_PAY[job.experience_level as JobLevel];
  const [low, high] = [role.usdMonthly[0] * level, role.usdMonthly[1] * level];
  const [min, max] = [monthlyUsd(job.salary_min), monthlyUsd(job.salary_max)];
  const range = `${job.salary_min}–${job.salary_max} ${job.currency} a ${job.salary_period}`;
  return [
    ...(min < low * (1 - PAY_SLACK) || max > high * (1 + PAY_SLACK)
      ? [problem('job-pay', job, `${range}, not what the role pays at its level`)]
      : []),
    ...(max > min * MAX_PAY_SPREAD ? [problem('job-pay', job, `${range} is too wide`)] : []),
  ];
}

/** The names of places and countries, each with its country. */
const PLACE_COUNTRIES = new Map<string, string>([
  ...countries.map((country) => [country.name, country.name] as const),
  ...places.map((place) => [place.city, place.country] as const),
]);
const PLACE_NAMES = new RegExp(
  `(?<![\\p{L}])(${[...PLACE_COUNTRIES.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  'gu',
);

/**
 * `company-location`: the places a company's About names are in one country, the country of
 * its jobs on site.
 */
function companyLocationProblems(name: string, jobs: Job[]): LintProblem[] {
  const about = jobs[0]!.company_description;
  const named = new Set([...about.matchAll(PLACE_NAMES)].map((match) => match[1]!));
  const countriesNamed = new Set([...named].map((place) => PLACE_COUNTRIES.get(place)!));
  const onSite = new Set(jobs.flatMap((job) => (job.country ? [job.country] : [])));
  const all = new Set([...countriesNamed, ...onSite]);
  return all.size > 1
    ? [
        {
          rule: 'company-location',
          where: `company ${name}`,
          detail: `About names ${[...named].join(', ')}; jobs in ${[...onSite].join(', ') || 'no country'}`,
        },
      ]
    : [];
}

export function lintJobs(world: World): LintProblem[] {
  return [
    ...world.jobs.flatMap((job) => [
      ...titleLevelProblems(job),
      ...seniorityDutyProblems(job),
      ...experienceLevelProblems(job),
      ...roleSkillProblems(job),
      ...payUnitProblems(job),
      ...payRangeProblems(job),
    ]),
    ...[...companies(world)].flatMap(([name, jobs]) => companyLocationProblems(name, jobs)),
  ];
}
