import { Faker } from '@faker-js/faker';

/** Every seed run starts from the same seed, so every machine gets identical rows and texts. */
export const SEED = 20_261_101;

/**
 * The seed's faker makes choices only (numbers, picks, shuffles): names and texts are written
 * for the portal (`mocks/seed/text/`), so it needs no locale data. A `stream` other than 0 is a
 * writer's own, so that its choices move none of the world's others.
 */
export function createSeededFaker(stream = 0): Faker {
  const faker = new Faker({ locale: {} });
  faker.seed(SEED + stream);
  return faker;
}
