import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { submitGuide } from '@/api/support';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { displayName } from '@/lib/accountRules';
import { emailAddress, textBetween } from '@/lib/formRules';
import { buttonClass } from '@/ui/Button';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { SenderFields } from './SenderFields';
import { SupportFormPage } from './SupportFormPage';

const MIN_GUIDE = 300;
const MAX_GUIDE = 20000;

const guideSchema = v.object({
  name: displayName,
  email: emailAddress,
  city: textBetween(2, 100, 'Which city is your guide about?'),
  country: textBetween(2, 100, 'Which country is the city in?'),
  title: textBetween(10, 150, 'Give your guide a title of at least 10 characters'),
  content: textBetween(
    MIN_GUIDE,
    MAX_GUIDE,
    `Write at least ${MIN_GUIDE} characters: readers need detail`,
  ),
});

/** /submit-guide: a reader's guide, sent to the editors. */
export function SubmitGuidePage() {
  const { user } = useCurrentUser();
  const server = useServerErrors();
  const submit = useSubmission();
  const [received, setReceived] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      city: '',
      country: '',
      title: '',
      content: '',
    },
    ...checkedBy(guideSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        const guide = v.parse(guideSchema, value);
        setReceived(await submit((key) => submitGuide(guide, key)));
      });
    },
  });

  return (
    <SupportFormPage
      seo={{
        title: 'Submit a guide',
        description:
          'Know a city in Asia well? Write a Ginger guide for travellers and expats; our editors review every submission.',
        keywords: ['write a travel guide', 'submit a guide', 'Asia city guide'],
        path: '/submit-guide',
        breadcrumbs: [{ name: 'Submit a guide', url: '/submit-guide' }],
      }}
      heading="Submit a guide"
      intro={
        <>
          Share what you know about a place: neighbourhoods, prices, getting around and the things
          you wish you had known on day one. Please read the{' '}
          <Link to="/guide-guidelines">guide guidelines</Link> first.
        </>
      }
      answer={received}
      answerTitle="Guide received"
      next={
        <Link to="/guides" className={buttonClass({ variant: 'secondary' })}>
          Browse the guides
        </Link>
      }
      form={form}
      server={server}
      formLabel="Guide submission"
      submitLabel="Submit Guide"
      pendingLabel="Submitting..."
    >
      <SenderFields form={form} fields={{ name: 'name', email: 'email' }} />
      <form.AppField name="city">{(field) => <field.TextField label="City" />}</form.AppField>
      <form.AppField name="country">{(field) => <field.TextField label="Country" />}</form.AppField>
      <form.AppField name="title">
        {(field) => <field.TextField label="Guide title" />}
      </form.AppField>
      <form.AppField name="content">
        {(field) => (
          <field.TextArea
            label="Your guide (markdown supported)"
            rows={14}
            hint={`${field.state.value.length} / ${MAX_GUIDE} characters, at least ${MIN_GUIDE}`}
          />
        )}
      </form.AppField>
    </SupportFormPage>
  );
}
