import { useStore } from '@tanstack/react-form';
import { withFieldGroup } from '@/ui/form/appForm';
import { CURRENCY_OPTIONS, PRICE_KIND_LABELS } from './adPrice';
import * as styles from './Classifieds.css';

const KIND_OPTIONS = Object.entries(PRICE_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** Where a listing form keeps the price: at its top level, under the contract's names. */
export const PRICE_FIELD_NAMES = {
  price_kind: 'price_kind',
  price_amount: 'price_amount',
  price_currency: 'price_currency',
} as const;

/** A listing's price: what kind, then its amount and currency when the seller asks a price. */
export const PriceFields = withFieldGroup({
  defaultValues: { price_kind: 'amount', price_amount: '', price_currency: '' },
  render: function PriceFields({ group }) {
    const kind = useStore(group.store, (state) => state.values.price_kind);
    return (
      <>
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
          </div>
        ) : null}
      </>
    );
  },
});
