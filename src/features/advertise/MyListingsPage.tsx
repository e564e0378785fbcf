import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { adKeys, deleteAd, markAdSold, myAdsQueryOptions, renewAd, updateAd } from '@/api/ads';
import { errorBannerMessage } from '@/api/errors';
import type { Ad, UpdateAdRequest } from '@/api/generated';
import { now as clockNow } from '@/lib/clock';
import { Seo } from '@/seo/Seo';
import { actionRow, mutedText, pageStack, statusLine } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Button, buttonClass } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Dialog } from '@/ui/Dialog';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import { AD_CATEGORY_LABELS } from './adPlans';
import * as styles from './Classifieds.css';
import { EditListingDialog } from './EditListingDialog';
import { ListingStatus } from './ListingStatus';

const DAY_MS = 24 * 3_600_000;
/** The mock and the contract renew a listing in its last 7 days or once expired. */
const RENEWAL_WINDOW_DAYS = 7;

const renewable = (ad: Ad, now: number) =>
  ad.status !== 'sold' && Date.parse(ad.expires_at) - now <= RENEWAL_WINDOW_DAYS * DAY_MS;

type Change = { ad: Ad; send: () => Promise<unknown>; done: string };

/** Every change of a listing reads the member's listings and the classifieds again. */
function useListingChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ send }: Change) => send(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.all }),
  });
}

function ListingRow({
  ad,
  now,
  onChange,
  onEdit,
  onDelete,
}: {
  ad: Ad;
  now: number;
  onChange: (change: Change) => void;
  onEdit: (ad: Ad) => void;
  onDelete: (ad: Ad) => void;
}) {
  return (
    <li className={styles.mineRow}>
      <div>
        <p className={styles.meta}>
          {AD_CATEGORY_LABELS[ad.category]} · {ad.location}
        </p>
        <p className={styles.cardTitle}>
          <Link to="/classifieds/$id" params={{ id: ad.id }}>
            {ad.title}
          </Link>
        </p>
        <ListingStatus ad={ad} />
      </div>
      <div className={styles.rowActions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${ad.title}`}
          onClick={() => onEdit(ad)}
        >
          Edit
        </Button>
        {renewable(ad, now) ? (
          <Button
            size="sm"
            aria-label={`Renew ${ad.title} for 30 days`}
            onClick={() =>
              onChange({
                ad,
                send: () => renewAd(ad.id),
                done: `${ad.title} runs for 30 more days.`,
              })
            }
          >
            Renew
          </Button>
        ) : null}
        {ad.status === 'live' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Mark as sold: ${ad.title}`}
            onClick={() =>
              onChange({
                ad,
                send: () => markAdSold(ad.id),
                done: `${ad.title} is marked as sold and left the classifieds.`,
              })
            }
          >
            Mark as sold
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${ad.title}`}
          onClick={() => onDelete(ad)}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

const NO_LISTINGS = (
  <EmptyState
    title="No listings yet"
    description="A free listing runs for 30 days in the classifieds."
    action={<ButtonLink to="/advertise/create">Place a free listing</ButtonLink>}
  />
);

/** /classifieds/mine (members): the member's listings, live or ended, and what can be done with each. */
export function MyListingsPage() {
  const listings = useQuery(myAdsQueryOptions());
  const change = useListingChange();
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<Ad | null>(null);
  const [deleting, setDeleting] = useState<Ad | null>(null);

  function run(next: Change) {
    setNotice('');
    change.mutate(next, { onSuccess: () => setNotice(next.done) });
  }

  async function save(ad: Ad, changes: UpdateAdRequest) {
    await change.mutateAsync({ ad, send: () => updateAd(ad.id, changes), done: '' });
    setEditing(null);
    setNotice(`${changes.title} is saved.`);
  }

  return (
    <div className={pageStack}>
      <Seo title="My listings" path="/classifieds/mine" noindex />
      <div>
        <h1>My listings</h1>
        <p className={mutedText}>
          Renew a listing in its last 7 days or once it has expired; mark it sold when it is gone.
        </p>
      </div>
      <div className={actionRow}>
        <Link to="/classifieds" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Browse the classifieds
        </Link>
      </div>
      {change.isError && !editing && !deleting ? (
        <Alert tone="error">{errorBannerMessage(change.error)}</Alert>
      ) : null}
      <p role="status" className={`${mutedText} ${statusLine}`}>
        {notice}
      </p>
      <QueryResult query={listings} what="your listings" empty={NO_LISTINGS}>
        {(ads) => {
          const now = clockNow().getTime();
          return (
            <ul className={styles.mine} aria-label="Your listings">
              {ads.map((ad) => (
                <ListingRow
                  key={ad.id}
                  ad={ad}
                  now={now}
                  onChange={run}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          );
        }}
      </QueryResult>
      <EditListingDialog ad={editing} onSave={save} onClose={() => setEditing(null)} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this listing?"
      >
        {deleting ? (
          <div className={styles.cardBody}>
            {change.isError ? <Alert tone="error">{errorBannerMessage(change.error)}</Alert> : null}
            <p className={mutedText}>
              <bdi>{deleting.title}</bdi> leaves the classifieds and your listings for good.
            </p>
            <div className={actionRow}>
              <Button
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { ad: deleting, send: () => deleteAd(deleting.id), done: '' },
                    {
                      onSuccess: () => {
                        setNotice(`${deleting.title} is deleted.`);
                        setDeleting(null);
                      },
                    },
                  )
                }
              >
                {change.isPending ? 'Deleting...' : 'Delete listing'}
              </Button>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Keep it
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
