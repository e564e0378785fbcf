import * as v from 'valibot';
import type { Ad, AdCategory, UpdateAdRequest } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { Dialog } from '@/ui/Dialog';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Classifieds.css';
import { priceFormOf, toPriceRequest } from './adPrice';
import { listingSchemaWith } from './listingRules';
import { LISTING_FIELD_NAMES, ListingFields } from './ListingFields';

const editSchema = listingSchemaWith({});

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
    ...checkedBy(editSchema),
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
      <ListingFields form={form} fields={LISTING_FIELD_NAMES} />
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
