import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { createAd } from '@/api/ads';
import type { Ad } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { Confirmation } from '@/ui/Confirmation';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { photoFile, readAsDataUrl } from '@/ui/form/PhotoField';
import { FormShell } from '@/ui/FormShell';
import { AD_CATEGORY_LABELS, FREE_LISTING } from './adPlans';
import * as styles from './Advertise.css';
import { priceText, toPriceRequest } from './adPrice';
import { listingSchemaWith } from './listingRules';
import { LISTING_FIELD_NAMES, ListingFields, NEW_LISTING } from './ListingFields';
import { DateText } from '@/ui/DateText';

const listingSchema = listingSchemaWith({ photo: photoFile });

/** /advertise/create (members): a free listing with one photo, live for 30 days. */
export function CreateListingPage() {
  const { user } = useCurrentUser();
  const server = useServerErrors();
  const [listing, setListing] = useState<Ad | null>(null);
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: {
      ...NEW_LISTING,
      contact_email: user?.email ?? '',
      photo: null as File | null,
    },
    ...checkedBy(listingSchema),
    onSubmit: async ({ value }) => {
      const valid = v.parse(listingSchema, value);
      await server.attempt(async () => {
        const photo = valid.photo ? await readAsDataUrl(valid.photo) : null;
        setListing(
          await submit((key) => createAd({ ...valid, ...toPriceRequest(valid), photo }, key)),
        );
      });
    },
  });

  return (
    <div className={styles.page}>
      <Seo
        title="Create a free listing"
        description="List your business, room or service on Ginger for free: one photo, 30 days."
        path="/advertise/create"
        noindex
      />
      <div>
        <h1>Create a free listing</h1>
        <p className={styles.muted}>
          Free listings run for {FREE_LISTING.days} days with {FREE_LISTING.photos} photo, one
          listing a month. Need more?{' '}
          <Link to="/advertise" hash="pricing">
            See the plans
          </Link>
          .
        </p>
      </div>
      {listing ? (
        <Confirmation
          title="Your listing is live"
          message={
            <>
              {listing.title} ({AD_CATEGORY_LABELS[listing.category]}, {listing.location},{' '}
              {priceText(listing)}) is listed until <DateText value={listing.expires_at} />.
            </>
          }
        >
          <p className={styles.actions}>
            <Link
              to="/classifieds/$id"
              params={{ id: listing.id }}
              className={buttonClass({ variant: 'primary' })}
            >
              See your listing
            </Link>
            <Link to="/classifieds/mine" className={buttonClass({ variant: 'secondary' })}>
              My listings
            </Link>
          </p>
        </Confirmation>
      ) : (
        <FormShell
          form={form}
          label="New listing"
          className={styles.form}
          server={server}
          submitLabel="Publish Free Listing"
          pendingLabel="Publishing..."
        >
          <ListingFields form={form} fields={LISTING_FIELD_NAMES} />
          <form.AppField name="photo">
            {(field) => <field.PhotoField label="Photo (optional, 1 for a free listing)" />}
          </form.AppField>
        </FormShell>
      )}
    </div>
  );
}
