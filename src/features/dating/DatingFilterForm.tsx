import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { DatingCountry, GenderFilter } from '@/api/generated';
import { flagEmoji } from '@/lib/flags';
import { Button } from '@/ui/Button';
import { ListFilters } from '@/ui/ListFilters';
import type { SelectOption } from '@/ui/Select';
import * as styles from './Dating.css';
import {
  activeDatingFilters,
  AGE_BANDS,
  GENDERS,
  datingSearchSchema,
  type DatingSearch,
} from './searchParams';

const REGION_FLAG = '🌏';

/** Regions first, then countries, each with its flag; a place from the URL is kept even if unknown. */
function placeOptions(countries: readonly DatingCountry[], current?: string): SelectOption[] {
  const regions = [...new Set(countries.map((country) => country.region))].sort();
  const known = new Set([...regions, ...countries.map((country) => country.name)]);
  return [
    { value: '', label: 'All countries and regions' },
    ...regions.map((region) => ({ value: region, label: `${REGION_FLAG} ${region}` })),
    ...countries.map((country) => ({
      value: country.name,
      label: `${flagEmoji(country.code)} ${country.name}`,
    })),
    ...(current && !known.has(current) ? [{ value: current, label: current }] : []),
  ];
}

const AGE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Any age' },
  ...AGE_BANDS.map((band) => ({ value: band, label: band })),
];

const GENDER_LABELS: Record<GenderFilter, string> = {
  all: 'All Genders',
  women: 'Women',
  men: 'Men',
  other: 'Other',
};

const GENDER_OPTIONS: SelectOption[] = GENDERS.map((gender) => ({
  value: gender,
  label: GENDER_LABELS[gender],
}));

type DatingFilterFormProps = {
  search: DatingSearch;
  countries: readonly DatingCountry[];
  onApply: (next: DatingSearch) => void;
};

/** The hero's filters: chosen freely, applied together by 'Find Matches'; folded on a phone. */
export function DatingFilterForm({ search, countries, onApply }: DatingFilterFormProps) {
  const [chosen, setChosen] = useState(search);

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(v.parse(datingSearchSchema, chosen));
  }

  return (
    <form aria-label="Find matches" onSubmit={apply}>
      <ListFilters
        label="Filter members"
        className={styles.filters}
        activeCount={activeDatingFilters(search)}
        filters={[
          {
            type: 'select',
            name: 'country',
            label: 'Country or region',
            options: placeOptions(countries, search.country),
          },
          { type: 'select', name: 'age', label: 'Age', options: AGE_OPTIONS },
          {
            type: 'select',
            name: 'gender',
            label: 'Gender',
            options: GENDER_OPTIONS,
            unset: 'all',
          },
        ]}
        values={chosen}
        onChange={(change) => setChosen({ ...chosen, ...change })}
      >
        <Button type="submit">Find Matches</Button>
      </ListFilters>
    </form>
  );
}
