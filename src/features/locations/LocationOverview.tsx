import { Link } from '@tanstack/react-router';
import type { Location } from '@/api/generated';
import { formatWhole } from '@/lib/format';
import { Badge } from '@/ui/Badge';
import { DateText } from '@/ui/DateText';
import type { ParsedGuide } from './guideParser';
import { NotAvailable } from './GuideParts';
import { NeighborhoodsSection } from './GuideSections';
import { formatCoordinates } from './locationDisplay';
import * as styles from './Locations.css';

const PREVIEW_NEIGHBORHOODS = 6;
const RECENT_ARTICLES = 3;
const KEYWORDS = 5;

/** The Overview tab: quick facts, about the city, a few neighbourhoods and recent articles. */
export function LocationOverview({
  location,
  parsed,
}: {
  location: Location;
  parsed: ParsedGuide;
}) {
  const overview = parsed.guide.city_overview;
  return (
    <>
      <section aria-labelledby="quick-facts">
        <h2 id="quick-facts">Quick Facts</h2>
        <dl className={styles.facts}>
          {[
            ['Population', formatWhole(location.population)],
            ['Currency', location.currency],
            ['Time zone', location.timezone],
            ['Coordinates', formatCoordinates(location.coordinates)],
          ].map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt className={styles.muted}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="about">
        <h2 id="about">About {location.city}</h2>
        {location.content.overview ? <p>{location.content.overview}</p> : null}
        {overview?.historical_background ? <p>{overview.historical_background}</p> : null}
        {overview?.cultural_significance ? <p>{overview.cultural_significance}</p> : null}
        {overview?.demographics ? <p>{overview.demographics}</p> : null}
        {!location.content.overview && !overview ? <NotAvailable what="Overview" /> : null}
      </section>
      <section aria-labelledby="neighborhood-preview">
        <h2 id="neighborhood-preview">Neighborhoods</h2>
        <NeighborhoodsSection guide={parsed.guide} limit={PREVIEW_NEIGHBORHOODS} />
      </section>
      <section aria-labelledby="recent-articles">
        <h2 id="recent-articles">Recent articles</h2>
        {location.recent_articles.length ? (
          <ul>
            {location.recent_articles.slice(0, RECENT_ARTICLES).map((article) => (
              <li key={article.id}>
                <Link to="/articles/$slug" params={{ slug: article.slug }}>
                  {article.title}
                </Link>{' '}
                <span className={styles.muted}>
                  <DateText value={article.publish_date} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No articles about {location.city} yet.</p>
        )}
      </section>
      {location.seo.keywords.length ? (
        <ul className={styles.chips} aria-label="Keywords">
          {location.seo.keywords.slice(0, KEYWORDS).map((keyword) => (
            <li key={keyword}>
              <Badge>{keyword}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
