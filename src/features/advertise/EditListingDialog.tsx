import { revalidateLogic } from '@tanstack/react-form';
import * as v from 'valibot';
import type { Ad, AdCategory, UpdateAdRequest } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { Dialog } from '@/ui/Dialog';
import { useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import { AD_CATEGORY_LABELS } from './adPlans';
import * as styles from './Classifieds.css';
import { priceFormOf, toPriceRequest } from './adPrice';
import { listingSchemaWith } from './listingRules';
import { PRICE_FIELD_NAMES, PriceFields } from './PriceFields';

const editSchema = listingSchemaWith({});

const CATEGORY_OPTIONS = Object.entries(AD_CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

type EditListingDialogProps = {
  ad: Ad | null;
  onSave: (ad: Ad, changes: UpdateAdRequest) => Promise<unknown>;
  onClose: () => void;
};

function EditListingForm({ ad, onSave }: { ad: Ad } & Pick<EditListingDialogProps, 'onSave'>) {
  const server = useServerErrors();
  const form = useAppForm({
    defaultValues: {
      title: ad.title,
      category: ad.category as AdCategory,
      description: ad.description,
      location: ad.location,
      ...priceFormOf(ad),
      contact_email: ad.contact_email ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: editSchema },
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        const valid = v.parse(editSchema, value);
        await onSave(ad, { ...valid, ...toPriceRequest(valid) });
      });
    },
  });
  return (
    <FormShell
      form={form}
      label="Edit listing"
      className={styles.cardBody}
      server={server}
      submitLabel="Save changes"
      pendingLabel="Saving..."
    >
      <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
      <form.AppField name="category">
        {(field) => <field.Select label="Category" options={CATEGORY_OPTIONS} />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextArea label="Description" rows={6} />}
      </form.AppField>
      <form.AppField name="location">
        {(field) => <field.TextField label="Location" />}
      </form.AppField>
      <PriceFields form={form} fields={PRICE_FIELD_NAMES} />
      <form.AppField name="contact_email">
        {(field) => (
          <field.TextField
            label="Contact email"
            type="email"
            hint="Buyers' messages reach you here; the address is never shown to them."
          />
        )}
      </form.AppField>
    </FormShell>
  );
}

/** Edits a listing's words, category, place, price and contact; what was typed stays if saving fails. */
export function EditListingDialog({ ad, onSave, onClose }: EditListingDialogProps) {
  return (
    <Dialog open={ad !== null} onClose={onClose} title="Edit listing">
      {ad ? <EditListingForm ad={ad} onSave={onSave} /> : null}
    </Dialog>
  );
}
