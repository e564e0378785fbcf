import { revalidateLogic } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ChangeEvent } from 'react';
import * as v from 'valibot';
import { createAd } from '@/api/ads';
import type { Ad } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { Confirmation } from '@/ui/Confirmation';
import { firstError } from '@/ui/form/firstError';
import { useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import { TextField } from '@/ui/TextField';
import { AD_CATEGORY_LABELS, FREE_LISTING } from './adPlans';
import * as styles from './Advertise.css';
import { priceText, toPriceRequest } from './adPrice';
import { listingSchemaWith } from './listingRules';
import { LISTING_FIELD_NAMES, ListingFields, NEW_LISTING } from './ListingFields';
import { DateText } from '@/ui/DateText';

const MAX_PHOTO_BYTES = 500_000;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const listingSchema = listingSchemaWith({
  // The file is checked by its type and size before a byte of it is read: a 40 MB photo is
  // refused at once instead of being decoded for a preview.
  photo: v.nullable(
    v.pipe(
      v.file(),
      v.mimeType(PHOTO_TYPES, 'Choose a PNG, JPEG or WebP image'),
      v.maxSize(MAX_PHOTO_BYTES, 'Choose a photo under 500 kB'),
    ),
  ),
});

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The chosen photo as the listing will show it; rendered only for a photo that passed its checks. */
function PhotoPreview({ file }: { file: File }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void readAsDataUrl(file).then(
      (url) => current && setSource(url),
      () => current && setSource(null),
    );
    return () => {
      current = false;
    };
  }, [file]);
  return source ? (
    <img
      src={source}
      alt="Preview of your photo"
      className={styles.preview}
      width={240}
      height={160}
    />
  ) : null;
}

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
    validationLogic: revalidateLogic(),
    validators: { onDynamic: listingSchema },
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
          <form.Field name="photo">
            {(field) => {
              // A chosen file is judged at once (it is a finished choice, not text being typed).
              const check = v.safeParse(listingSchema.entries.photo, field.state.value);
              return (
                <>
                  <TextField
                    label="Photo (optional, 1 for a free listing)"
                    type="file"
                    accept={PHOTO_TYPES.join(',')}
                    hint="PNG, JPEG or WebP, up to 500 kB."
                    error={
                      check.issues?.[0]?.message ??
                      firstError(field.state.meta.errors) ??
                      server.forField('photo')
                    }
                    onChange={(event: ChangeEvent<HTMLInputElement>) =>
                      field.handleChange(event.target.files?.[0] ?? null)
                    }
                  />
                  {check.success && check.output ? <PhotoPreview file={check.output} /> : null}
                </>
              );
            }}
          </form.Field>
        </FormShell>
      )}
    </div>
  );
}
