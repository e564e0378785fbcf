/** `neighbourhood-setting`: a neighbourhood's pros and cons agree with where it is. */
import { places, type Place } from '../places';
import { COLD_BELOW, TROPICAL_FROM } from '../text/guides';
import { guideOf, type GuideNeighbourhood, type LintProblem, type World } from './world';

type Check = { says: RegExp; unless: (place: Place, name: string) => boolean; why: string };

const central = (place: Place, name: string) => place.centre.includes(name);

/** What a pro or con may say only of some neighbourhoods. */
const CHECKS: Check[] = [
  { says: /far from the centre|outskirts/i, unless: (p, n) => !central(p, n), why: 'is central' },
  { says: /middle of everything|walking distance/i, unless: central, why: 'is not central' },
  { says: /beach|\bsea\b|surf/i, unless: (place) => place.coastal, why: 'has no coast' },
  {
    says: /steps from the beach|sea breeze/i,
    unless: (place, name) => place.beachside?.includes(name) ?? false,
    why: 'is not on the beach',
  },
  {
    says: /wet season|monsoon/i,
    unless: (place) => place.temperature >= TROPICAL_FROM,
    why: 'has no wet season',
  },
  { says: /icy|snow/i, unless: (place) => place.temperature < COLD_BELOW, why: 'has mild winters' },
];

function hoodProblems(place: Place, hood: GuideNeighbourhood): LintProblem[] {
  return [...hood.pros, ...hood.cons].flatMap((said) =>
    CHECKS.filter((check) => check.says.test(said) && !check.unless(place, hood.name)).map(
      (check) => ({
        rule: 'neighbourhood-setting',
        where: `location ${place.city} ${hood.name}`,
        detail: `'${said}', but it ${check.why}`,
      }),
    ),
  );
}

export function neighbourhoodSettings(world: World): LintProblem[] {
  return world.locations.flatMap((location) => {
    const place = places.find((candidate) => candidate.city === location.city);
    const hoods = guideOf(location)?.neighborhoods ?? [];
    return place ? hoods.flatMap((hood) => hoodProblems(place, hood)) : [];
  });
}
