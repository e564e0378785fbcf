import { Link } from '@tanstack/react-router';
import type { Favorite } from '@/api/generated';
import { sitePathLink } from '@/lib/urls';
import { FallbackImage } from '@/ui/FallbackImage';
import * as styles from './Favorites.css';

const FALLBACK_IMAGE = '/images/default-destination.svg';

/** A saved item's picture and title, linked to its page (a favourite or a place on a list). */
export function SavedItemSummary({ item }: { item: Favorite }) {
  const link = sitePathLink(item.path);
  return (
    <>
      <FallbackImage
        src={item.image_url}
        fallback={FALLBACK_IMAGE}
        width={72}
        height={48}
        loading="lazy"
        className={styles.thumb}
      />
      {link ? (
        <Link {...link} className={styles.itemTitle}>
          <bdi>{item.title}</bdi>
        </Link>
      ) : (
        <bdi className={styles.itemTitle}>{item.title}</bdi>
      )}
    </>
  );
}
