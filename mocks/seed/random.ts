import { Faker } from '@faker-js/faker';
import { personLocale } from './personLocale.gen';

/** Every seed run starts from the same seed and the same "today", so every machine gets identical data. */
export const SEED = 20_261_101;
export const REFERENCE_DATE = new Date('2026-11-01T09:00:00.000Z');

export function createSeededFaker(): Faker {
  const faker = new Faker({ locale: [{ person: personLocale }] });
  faker.seed(SEED);
  faker.setDefaultRefDate(REFERENCE_DATE);
  return faker;
}

const DAY_MS = 24 * 3600 * 1000;

export function daysFromReference(days: number): string {
  return new Date(REFERENCE_DATE.getTime() + days * DAY_MS).toISOString();
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
