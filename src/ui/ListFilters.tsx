import type { ReactNode } from 'react';
import { useFollowedValue } from '@/lib/useFollowedValue';
import { Checkbox } from './Checkbox';
import { FoldingFilters } from './FoldingFilters';
import { Select, type SelectOption } from './Select';
import { UrlSearchField } from './UrlSearchField';

/** The names in `Values` whose values are of type `T` (or absent). */
type NamesOf<Values, T> = {
  [Name in keyof Values]-?: Values[Name] extends T | undefined ? Name : never;
}[keyof Values] &
  string;

/** The search box, always in view: its text is `values.search`, sent once typing settles. */
type SearchTextFilter = { label: string; placeholder?: string; className?: string };

type SelectFilter<Values> = {
  type: 'select';
  name: NamesOf<Values, string>;
  label: string;
  options: readonly SelectOption[];
  /** The option that stands for no filter: shown when the value is absent, and sent as absent. */
  unset?: string;
  className?: string;
};

/** Checkboxes side by side in a row of their own; an unchecked box is sent as absent. */
type CheckboxesFilter<Values> = {
  type: 'checkboxes';
  className: string;
  boxes: ReadonlyArray<{ name: NamesOf<Values, boolean>; label: string }>;
};

type ListFilter<Values> = SelectFilter<Values> | CheckboxesFilter<Values>;

type ListFiltersProps<Values> = {
  /** Names the search landmark, e.g. 'Filter jobs'. */
  label: string;
  /** The page's layout of its filters (a grid). */
  className: string;
  /** How many of the folded filters are set, shown on the phone's Filters button. */
  activeCount: number;
  /** Only for values that have a `search` text. */
  search?: 'search' extends NamesOf<Values, string> ? SearchTextFilter : never;
  /** The folded filters, in the order they are shown. */
  filters: ReadonlyArray<ListFilter<Values>>;
  /** The current value of each filter, by name (a page's search params, say). */
  values: Values;
  /** Called with the one filter that changed; a cleared filter is `undefined`. */
  onChange: (patch: Partial<Values>) => void;
  /** Shown after the filters, in the folded panel (e.g. the button that applies them). */
  children?: ReactNode;
};

/** A checkbox that shows a click at once, before the value it follows (the URL) has changed. */
function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [shown, setShown] = useFollowedValue(checked);
  return (
    <Checkbox
      label={label}
      checked={shown}
      onChange={(event) => {
        setShown(event.target.checked);
        onChange(event.target.checked);
      }}
    />
  );
}

/**
 * A list page's filter bar: its search box, then selects and checkboxes folded behind a Filters
 * button on a phone (`FoldingFilters`). The page names the filters and owns their values.
 */
export function ListFilters<Values extends object>({
  label,
  className,
  activeCount,
  search,
  filters,
  values,
  onChange,
  children,
}: ListFiltersProps<Values>) {
  const text = (name: NamesOf<Values, string>) => values[name] as string | undefined;
  // The options a page lists are values of its own filter, so each name takes what it offers.
  const change = (name: keyof Values, value: string | boolean | undefined) =>
    onChange({ [name]: value } as Partial<Values>);

  return (
    <FoldingFilters
      label={label}
      className={className}
      activeCount={activeCount}
      search={
        search ? (
          <UrlSearchField
            className={search.className}
            label={search.label}
            placeholder={search.placeholder}
            // `search` is only allowed when the values have a `search` text (its type above).
            value={(values as { search?: string }).search}
            onCommit={(next) => change('search' as keyof Values, next)}
          />
        ) : undefined
      }
    >
      {filters.map((filter) => {
        if (filter.type === 'checkboxes') {
          return (
            <div key={filter.boxes.map((box) => box.name).join()} className={filter.className}>
              {filter.boxes.map((box) => (
                <FilterCheckbox
                  key={box.name}
                  label={box.label}
                  checked={Boolean(values[box.name])}
                  onChange={(checked) => change(box.name, checked || undefined)}
                />
              ))}
            </div>
          );
        }
        const unset = filter.unset ?? '';
        return (
          <Select
            key={filter.name}
            label={filter.label}
            className={filter.className}
            options={filter.options}
            value={text(filter.name) ?? unset}
            onChange={(event) =>
              change(filter.name, event.target.value === unset ? undefined : event.target.value)
            }
          />
        );
      })}
      {children}
    </FoldingFilters>
  );
}
