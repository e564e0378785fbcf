import { useStore } from '@tanstack/react-form';
import { withFieldGroup } from '@/ui/form/appForm';
import { AD_CATEGORY_LABELS } from './adPlans';
import { CURRENCY_OPTIONS, PRICE_KIND_LABELS, PRICE_PERIOD_LABELS } from './adPrice';
import * as styles from './Classifieds.css';

const toOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const CATEGORY_OPTIONS = [
  { value: '', label: 'Select a category...' },
  ...toOptions(AD_CATEGORY_LABELS),
];
const KIND_OPTIONS = toOptions(PRICE_KIND_LABELS);
const PERIOD_OPTIONS = [
  { value: '', label: 'Once (one price)' },
  ...toOptions(PRICE_PERIOD_LABELS),
];

/** Where a listing form keeps what a listing says: at its top level, under the contract's names. */
export const LISTING_FIELD_NAMES = {
  title: 'title',
  category: 'category',
  description: 'description',
  location: 'location',
  price_kind: 'price_kind',
  price_amount: 'price_amount',
  price_currency: 'price_currency',
  price_period: 'price_period',
  contact_email: 'contact_email',
} as const;

/** A listing not yet written: an asked price is what a seller means most often. */
export const NEW_LISTING = {
  title: '',
  category: '',
  description: '',
  location: '',
  price_kind: 'amount',
  price_amount: '',
  price_currency: '',
  price_period: '',
  contact_email: '',
};

/**
 * What a listing says, as it is placed and edited: title, category, words, place, its price (the
 * amount and currency only when the seller asks a price) and where buyers' messages go.
 */
export const ListingFields = withFieldGroup({
  defaultValues: NEW_LISTING,
  render: function ListingFields({ group }) {
    const kind = useStore(group.store, (state) => state.values.price_kind);
    return (
      <>
        <group.AppField name="title">{(field) => <field.TextField label="Title" />}</group.AppField>
        <group.AppField name="category">
          {(field) => <field.Select label="Category" options={CATEGORY_OPTIONS} />}
        </group.AppField>
        <group.AppField name="description">
          {(field) => <field.TextArea label="Description" />}
        </group.AppField>
        <group.AppField name="location">
          {(field) => <field.TextField label="Location" placeholder="e.g. Hoi An, Vietnam" />}
        </group.AppField>
        <group.AppField name="price_kind">
          {(field) => <field.Select label="Price" options={KIND_OPTIONS} />}
        </group.AppField>
        {kind === 'amount' ? (
          <div className={styles.priceRow}>
            <group.AppField name="price_amount">
              {(field) => (
                <field.TextField
                  label="Amount"
                  inputMode="decimal"
                  placeholder="e.g. 9500"
                  hint="In the money buyers pay; cents are optional."
                />
              )}
            </group.AppField>
            <group.AppField name="price_currency">
              {(field) => (
                <field.Select
                  label="Currency"
                  options={[{ value: '', label: 'Select a currency...' }, ...CURRENCY_OPTIONS]}
                />
              )}
            </group.AppField>
            <group.AppField name="price_period">
              {(field) => <field.Select label="Charged" options={PERIOD_OPTIONS} />}
            </group.AppField>
          </div>
        ) : null}
        <group.AppField name="contact_email">
          {(field) => (
            <field.TextField
              label="Contact email"
              type="email"
              hint="Buyers' messages reach you here; the address is never shown to them."
            />
          )}
        </group.AppField>
      </>
    );
  },
});
