/**
 * Years of experience as a job's text states them ('3+ years', 'five or more years', 'two to four
 * years'), and whether a statement fits a level's range (`LEVEL_YEARS`).
 */
import { type JobLevel, LEVEL_YEARS } from './jobRoles';
import { NUMBER_WORDS } from './text/grammar';

const NUMBER = `(\\d+|${NUMBER_WORDS.join('|')})`;
const STATED_YEARS = new RegExp(
  `\\b${NUMBER}(?:\\s*(\\+)|(?:\\s+to\\s+|\\s*[-–]\\s*)${NUMBER}|\\s+or\\s+more)?\\s+years\\b`,
  'gi',
);

/** Years a text asks for: the fewest, and the most (null for 'or more' and '+'). */
export type StatedYears = { text: string; fewest: number; most: number | null };

const numberOf = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase());

/** Every statement of years of experience in `text`. */
export function statedYears(text: string): StatedYears[] {
  return [...text.matchAll(STATED_YEARS)].map((match) => {
    const fewest = numberOf(match[1]!);
    const exact = match[2] === undefined && match[3] === undefined && !/or more/i.test(match[0]);
    return {
      text: match[0],
      fewest,
      most: match[3] ? numberOf(match[3]) : exact ? fewest : null,
    };
  });
}

/** Whether asking for `years` fits a post at `level`: its fewest years are within the level's range. */
export function fitsLevel(years: StatedYears, level: JobLevel): boolean {
  const [fewest, most] = LEVEL_YEARS[level];
  return years.fewest >= fewest && (most === null || years.fewest <= most);
}

/** A 'N+ years' requirement restated for `level`: N moved into the level's range. */
export function yearsForLevel(requirement: string, level: JobLevel): string {
  const [fewest, most] = LEVEL_YEARS[level];
  return requirement.replace(/\b(\d+)\+ years\b/, (_, years: string) => {
    const fitting = Math.max(fewest, most === null ? Number(years) : Math.min(most, Number(years)));
    return `${fitting}+ years`;
  });
}

/** A level's range as a job states it: '0-1 years of relevant experience', '5+ years of…'. */
export function levelExperience(level: JobLevel): string {
  const [fewest, most] = LEVEL_YEARS[level];
  return `${fewest}${most === null ? '+' : `-${most}`} years of relevant experience`;
}
