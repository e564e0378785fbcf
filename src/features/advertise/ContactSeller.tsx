import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { contactSeller } from '@/api/ads';
import type { Ad } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { textBetween } from '@/lib/formRules';
import { mutedText } from '@/styles/utilities.css';
import { buttonClass } from '@/ui/Button';
import { Confirmation } from '@/ui/Confirmation';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import { SignInLink } from '@/ui/SignInLink';
import { Spinner } from '@/ui/Spinner';
import * as styles from './Classifieds.css';

const MAX_MESSAGE = 2000;

const messageSchema = v.object({
  message: textBetween(20, MAX_MESSAGE, 'Write at least 20 characters so the seller can answer'),
});

/** The signed-in member's message to the seller, sent with their name and email. */
function ContactSellerForm({ ad, sender }: { ad: Ad; sender: { name: string; email: string } }) {
  const server = useServerErrors();
  const submit = useSubmission();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { message: '' },
    ...checkedBy(messageSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        const { message } = v.parse(messageSchema, value);
        setSent(await submit((key) => contactSeller(ad.id, message, key)));
      });
    },
  });

  if (sent) return <Confirmation title="Message sent" message={sent} />;
  return (
    <FormShell
      form={form}
      label="Contact seller"
      className={styles.contactForm}
      server={server}
      submitLabel="Send message"
      pendingLabel="Sending..."
    >
      <p className={mutedText}>
        Sent as <bdi>{sender.name}</bdi> (<bdi>{sender.email}</bdi>): the seller replies to your
        email.
      </p>
      <form.AppField name="message">
        {(field) => (
          <field.TextArea
            label="Message"
            rows={5}
            placeholder={`Hello, is "${ad.title}" still available?`}
            hint={`${field.state.value.length} / ${MAX_MESSAGE} characters`}
          />
        )}
      </form.AppField>
    </FormShell>
  );
}

/**
 * How to reach a listing's seller, whose address is never shown: a message form for a signed-in
 * member, a way to sign in (and come back) for a visitor, and nothing once the listing has ended.
 */
export function ContactSeller({ ad }: { ad: Ad }) {
  const { user, isLoading } = useCurrentUser();
  return (
    <aside className={styles.contact} aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact seller</h2>
      {ad.is_yours ? (
        <>
          <p className={mutedText}>
            This is your listing. Buyers&apos; messages reach you by email.
          </p>
          <Link to="/classifieds/mine" className={buttonClass({ variant: 'secondary' })}>
            Manage your listings
          </Link>
        </>
      ) : ad.status !== 'live' ? (
        <p className={mutedText}>This listing has ended, so its seller no longer takes messages.</p>
      ) : user ? (
        <ContactSellerForm ad={ad} sender={user} />
      ) : isLoading ? (
        <Spinner label="Checking your sign-in..." />
      ) : (
        <>
          <p className={mutedText}>
            Sign in to write to the member who listed it. Your message reaches them by email.
          </p>
          <SignInLink>Sign in to contact the seller</SignInLink>
        </>
      )}
    </aside>
  );
}
