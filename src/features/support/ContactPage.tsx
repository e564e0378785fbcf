import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { sendContactMessage } from '@/api/support';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { displayName } from '@/lib/accountRules';
import { emailAddress, textBetween } from '@/lib/formRules';
import { buttonClass } from '@/ui/Button';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { SenderFields } from './SenderFields';
import { SupportFormPage } from './SupportFormPage';

const MAX_MESSAGE = 5000;

const contactSchema = v.object({
  name: displayName,
  email: emailAddress,
  subject: textBetween(3, 150, 'Add a subject of at least 3 characters'),
  message: textBetween(20, MAX_MESSAGE, 'Write at least 20 characters so we can help'),
});

/** /contact: a message to the team; `?subject=` fills the subject (plans link here). */
export function ContactPage({ subject }: { subject?: string }) {
  const { user } = useCurrentUser();
  const server = useServerErrors();
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      subject: subject ?? '',
      message: '',
    },
    ...checkedBy(contactSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        const message = v.parse(contactSchema, value);
        setSent(await submit((key) => sendContactMessage(message, key)));
      });
    },
  });

  return (
    <SupportFormPage
      seo={{
        title: 'Contact us',
        description:
          'Questions about Ginger, memberships, advertising or your account? Write to our team: we answer within one working day.',
        keywords: ['contact Ginger', 'support', 'advertising enquiries'],
        path: '/contact',
        breadcrumbs: [{ name: 'Contact', url: '/contact' }],
      }}
      heading="Contact us"
      intro="Questions about memberships, advertising, a guide or your account? We answer within one working day."
      answer={sent}
      answerTitle="Message sent"
      next={
        <Link to="/" className={buttonClass({ variant: 'secondary' })}>
          Back to the home page
        </Link>
      }
      form={form}
      server={server}
      formLabel="Contact form"
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <SenderFields form={form} fields={{ name: 'name', email: 'email' }} />
      <form.AppField name="subject">{(field) => <field.TextField label="Subject" />}</form.AppField>
      <form.AppField name="message">
        {(field) => (
          <field.TextArea
            label="Message"
            hint={`${field.state.value.length} / ${MAX_MESSAGE} characters`}
          />
        )}
      </form.AppField>
    </SupportFormPage>
  );
}
