import { revalidateLogic, useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import type { Ad, AdCategory, UpdateAdRequest } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { Dialog } from '@/ui/Dialog';
import { textFieldProps } from '@/ui/formBindings';
import { FormShell } from '@/ui/FormShell';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { AD_CATEGORY_LABELS } from './adPlans';
import * as styles from './Classifieds.css';
import { listingFields } from './listingRules';

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
  const form = useForm({
    defaultValues: {
      title: ad.title,
      category: ad.category as AdCategory,
      description: ad.description,
      location: ad.location,
      contact_email: ad.contact_email ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: v.object(listingFields) },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        await onSave(ad, v.parse(v.object(listingFields), value));
      } catch (error) {
        server.fail(error);
      }
    },
  });
  return (
    <FormShell
      form={form}
      label="Edit listing"
      className={styles.cardBody}
      error={server.banner}
      submitLabel="Save changes"
      pendingLabel="Saving..."
    >
      <form.Field name="title">
        {(field) => (
          <TextField label="Title" {...textFieldProps(field, server.forField('title'))} />
        )}
      </form.Field>
      <form.Field name="category">
        {(field) => (
          <Select
            label="Category"
            options={CATEGORY_OPTIONS}
            {...textFieldProps(field, server.forField('category'))}
          />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextArea
            label="Description"
            rows={6}
            {...textFieldProps(field, server.forField('description'))}
          />
        )}
      </form.Field>
      <form.Field name="location">
        {(field) => (
          <TextField label="Location" {...textFieldProps(field, server.forField('location'))} />
        )}
      </form.Field>
      <form.Field name="contact_email">
        {(field) => (
          <TextField
            label="Contact email"
            type="email"
            {...textFieldProps(field, server.forField('contact_email'))}
          />
        )}
      </form.Field>
    </FormShell>
  );
}

/** Edits a listing's words, category, place and contact; what was typed stays if saving fails. */
export function EditListingDialog({ ad, onSave, onClose }: EditListingDialogProps) {
  return (
    <Dialog open={ad !== null} onClose={onClose} title="Edit listing">
      {ad ? <EditListingForm ad={ad} onSave={onSave} /> : null}
    </Dialog>
  );
}
