/**
 * The business section of a place's guide (startup scene, coworking, networking): what its kind of
 * place makes of its own industries, and what its country makes true (its startup scene, its
 * coworking culture, its chambers of commerce, how a foreigner registers a company). The words are
 * in `content/guides/business.yaml`.
 */
import { readContent } from '../content';
import type { CountryFacts, Place } from '../places';
import type { PlaceKind, PracticalWrite, PriceRange } from './practical';
import { kindOf } from './practical';

type CountryBusiness = {
  startup: string;
  coworking: string;
  chambers: string;
  registration: string;
};

const BUSINESS = readContent<{
  countries: Record<string, CountryBusiness>;
  kinds: { startup: Record<PlaceKind, string[]>; coworking: string[] };
}>('guides/business.yaml');

/** An industry as a sentence names it: 'tourism', 'IT services'. */
const inSentence = (industry: string) =>
  /^\p{Lu}\p{Lu}/u.test(industry) ? industry : industry.charAt(0).toLowerCase() + industry.slice(1);

/** The place's first two industries: 'finance and tourism', 'trade and shipping as well as tourism'. */
function industriesOf(place: Place): string {
  const [first = 'tourism', second] = place.industries.map(inSentence);
  if (!second) return first;
  return first.includes(' and ') || second.includes(' and ')
    ? `${first} as well as ${second}`
    : `${first} and ${second}`;
}

export function businessSection(
  place: Place,
  country: CountryFacts,
  { write, range }: { write: PracticalWrite; range: PriceRange },
) {
  const facts = BUSINESS.countries[country.name];
  if (!facts)
    throw new Error(`content/guides/business.yaml: no business facts for ${country.name}`);
  const first = place.coworking[0] ?? place.city;
  const coworking = /^(Cafes|Cafés|Coworking) /.test(first) ? inSentence(first) : first;
  return {
    key_industries: place.industries,
    startup_ecosystem: [
      write(BUSINESS.kinds.startup[kindOf(place)], { industries: industriesOf(place) }),
      write([facts.startup]),
    ].join(' '),
    coworking_spaces: {
      examples: place.coworking,
      costs: [
        write(BUSINESS.kinds.coworking, { deskPrice: range(80, 180), coworking }),
        write([facts.coworking]),
      ].join(' '),
    },
    business_networking: `${facts.chambers} ${facts.registration}`,
  };
}
