import { withFieldGroup } from '@/ui/form/appForm';

/** Who is writing: name and email, as every message to the team asks for them. */
export const SenderFields = withFieldGroup({
  defaultValues: { name: '', email: '' },
  render: function SenderFields({ group }) {
    return (
      <>
        <group.AppField name="name">
          {(field) => <field.TextField label="Your name" autoComplete="name" />}
        </group.AppField>
        <group.AppField name="email">
          {(field) => <field.TextField label="Email address" type="email" autoComplete="email" />}
        </group.AppField>
      </>
    );
  },
});
