import type { Ad } from '@/api/generated';
import { Badge } from '@/ui/Badge';
import { DateText } from '@/ui/DateText';

/** Whether a listing is in the classifieds, and until when; or how it ended. */
export function ListingStatus({ ad }: { ad: Ad }) {
  if (ad.status === 'sold') return <Badge tone="neutral">Sold</Badge>;
  if (ad.status === 'expired')
    return (
      <Badge tone="danger">
        Expired <DateText value={ad.expires_at} />
      </Badge>
    );
  return (
    <Badge tone="success">
      Live until <DateText value={ad.expires_at} />
    </Badge>
  );
}
