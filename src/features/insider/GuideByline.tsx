import type { InsiderGuideSummary } from '@/api/generated';
import { DateText } from '@/ui/DateText';
import * as styles from './Insider.css';

/** Who wrote a guide, how long they have lived there, when, and how long it takes to read. */
export function GuideByline({ guide }: { guide: InsiderGuideSummary }) {
  return (
    <p className={styles.meta}>
      <span>
        By {guide.author.name}, in {guide.location.city} since {guide.author.lives_there_since}
      </span>
      <DateText value={guide.published_at} />
      <span>{guide.reading_time} min read</span>
    </p>
  );
}
