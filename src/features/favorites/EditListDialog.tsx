import { revalidateLogic, useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import type { TravelList, UpdateTravelListRequest } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { Dialog } from '@/ui/Dialog';
import { textFieldProps } from '@/ui/formBindings';
import { FormShell } from '@/ui/FormShell';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import * as styles from './Favorites.css';
import { listFields } from './listFields';

const editSchema = v.object(listFields);

type EditListDialogProps = {
  list: TravelList | null;
  onSave: (list: TravelList, changes: UpdateTravelListRequest) => Promise<unknown>;
  onClose: () => void;
};

function EditListForm({
  list,
  onSave,
  onClose,
}: Omit<EditListDialogProps, 'list'> & { list: TravelList }) {
  const server = useServerErrors();
  const form = useForm({
    defaultValues: { name: list.name, description: list.description ?? '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: editSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      const valid = v.parse(editSchema, value);
      try {
        await onSave(list, { name: valid.name, description: valid.description || null });
        onClose();
      } catch (error) {
        server.fail(error);
      }
    },
  });
  return (
    <FormShell
      form={form}
      label={`Rename ${list.name}`}
      className={styles.dialogForm}
      error={server.banner}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <form.Field name="name">
        {(field) => (
          <TextField label="List name" {...textFieldProps(field, server.forField('name'))} />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextArea
            label="Description (optional)"
            rows={3}
            {...textFieldProps(field, server.forField('description'))}
          />
        )}
      </form.Field>
    </FormShell>
  );
}

/** Renaming a list and changing its description; what was typed stays if the save fails. */
export function EditListDialog({ list, onSave, onClose }: EditListDialogProps) {
  return (
    <Dialog open={list !== null} onClose={onClose} title="Rename list">
      {list ? <EditListForm key={list.id} list={list} onSave={onSave} onClose={onClose} /> : null}
    </Dialog>
  );
}
