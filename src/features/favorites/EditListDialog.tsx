import * as v from 'valibot';
import type { TravelList, UpdateTravelListRequest } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { Dialog } from '@/ui/Dialog';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
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
  const form = useAppForm({
    defaultValues: { name: list.name, description: list.description ?? '' },
    ...checkedBy(editSchema),
    onSubmit: async ({ value }) => {
      const valid = v.parse(editSchema, value);
      await server.attempt(async () => {
        await onSave(list, { name: valid.name, description: valid.description || null });
        onClose();
      });
    },
  });
  return (
    <FormShell
      form={form}
      label={`Rename ${list.name}`}
      className={styles.dialogForm}
      server={server}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <form.AppField name="name">{(field) => <field.TextField label="List name" />}</form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextArea label="Description (optional)" rows={3} />}
      </form.AppField>
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
