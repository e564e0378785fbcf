import { useState, type FormEvent } from 'react';
import type { AdCurrency } from '@/api/generated';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { CURRENCY_OPTIONS } from './adPrice';
import * as styles from './Classifieds.css';
import type { ClassifiedsSearch } from './classifiedsSearch';

type PriceSearch = Pick<ClassifiedsSearch, 'currency' | 'min_price' | 'max_price' | 'free'>;

const PRICE_OPTIONS = [
  { value: '', label: 'Any price' },
  { value: 'free', label: 'Free only' },
  ...CURRENCY_OPTIONS.map(({ value, label }) => ({ value, label: `In ${label}` })),
];

const amountText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** '' is no bound; else a number from 0, or the message of what was typed instead. */
function readAmount(text: string): number | undefined | string {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : 'Use a number, e.g. 5000';
}

type AmountFieldProps = {
  label: string;
  text: string;
  error?: string;
  onType: (text: string) => void;
};

/** An amount as it is typed, read only when the range is applied (the keypad has a decimal point). */
function AmountField({ label, text, error, onType }: AmountFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(event) => onType(event.target.value)}
    />
  );
}

/** The lowest and highest price in the chosen currency, applied together. */
function PriceRange({
  currency,
  min,
  max,
  onApply,
}: {
  currency: AdCurrency;
  min: number | undefined;
  max: number | undefined;
  onApply: (range: { min_price?: number; max_price?: number }) => void;
}) {
  const [low, setLow] = useState(amountText(min));
  const [high, setHigh] = useState(amountText(max));
  const [errors, setErrors] = useState<{ low?: string; high?: string }>({});

  function apply(event: FormEvent) {
    event.preventDefault();
    const [from, to] = [readAmount(low), readAmount(high)];
    const next = {
      low: typeof from === 'string' ? from : undefined,
      high:
        typeof to === 'string'
          ? to
          : typeof from === 'number' && typeof to === 'number' && to < from
            ? 'The maximum must be at least the minimum'
            : undefined,
    };
    setErrors(next);
    if (next.low || next.high) return;
    onApply({ min_price: from as number | undefined, max_price: to as number | undefined });
  }

  return (
    <form
      className={styles.priceRange}
      aria-label={`Price range in ${currency}`}
      onSubmit={apply}
      noValidate
    >
      <AmountField
        label={`Min price (${currency})`}
        text={low}
        error={errors.low}
        onType={setLow}
      />
      <AmountField
        label={`Max price (${currency})`}
        text={high}
        error={errors.high}
        onType={setHigh}
      />
      <Button type="submit" variant="secondary" className={styles.applyPrice}>
        Apply price
      </Button>
    </form>
  );
}

/**
 * The classifieds' price filter: free listings, or those priced in one currency, between an
 * optional lowest and highest amount in it (prices in different currencies aren't compared).
 */
export function PriceFilter({
  search,
  onChange,
}: {
  search: PriceSearch;
  onChange: (patch: PriceSearch) => void;
}) {
  const choice = search.free ? 'free' : (search.currency ?? '');
  return (
    <>
      <Select
        label="Price"
        options={PRICE_OPTIONS}
        value={choice}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            free: value === 'free' || undefined,
            currency: value && value !== 'free' ? (value as AdCurrency) : undefined,
            min_price: undefined,
            max_price: undefined,
          });
        }}
      />
      {search.currency ? (
        <PriceRange
          // A new currency, or a range changed by Back, starts from what the address says.
          key={`${search.currency}:${search.min_price}:${search.max_price}`}
          currency={search.currency}
          min={search.min_price}
          max={search.max_price}
          onApply={(range) => onChange({ ...search, ...range })}
        />
      ) : null}
    </>
  );
}
