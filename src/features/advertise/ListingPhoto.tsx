import type { Ad } from '@/api/generated';
import { FallbackImage } from '@/ui/FallbackImage';
import * as styles from './Classifieds.css';

/** A listing's one photo, or the site's placeholder (a price tag, not a place) when it has none (or it fails to load). */
export function ListingPhoto({ ad, eager = false }: { ad: Ad; eager?: boolean }) {
  return (
    <FallbackImage
      src={ad.photo}
      fallback="/images/listing-placeholder.svg"
      alt=""
      className={styles.photo}
      loading={eager ? 'eager' : 'lazy'}
      width={640}
      height={360}
    />
  );
}
