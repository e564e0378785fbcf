import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { siteSearchQueryOptions } from '@/api/search';
import type { SearchSection, SearchSectionKind } from '@/api/generated';
import { totalOf } from '@/lib/format';
import { sitePathLink, type PagePath } from '@/lib/urls';
import { useSiteSearch } from '@/lib/useSiteSearch';
import { Seo } from '@/seo/Seo';
import { Button, buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import { TextField } from '@/ui/TextField';
import * as styles from './Search.css';
import { mutedText } from '@/styles/utilities.css';

/** Each section's name, and the list that shows all of its results for the same words. */
const SECTIONS = {
  locations: { label: 'Destinations', nouns: ['destination', 'destinations'], list: '/locations' },
  jobs: { label: 'Jobs', nouns: ['job', 'jobs'], list: '/jobs' },
  articles: { label: 'Articles', nouns: ['article', 'articles'], list: '/articles' },
  topics: { label: 'Forum topics', nouns: ['topic', 'topics'], list: '/forums' },
} as const satisfies Record<
  SearchSectionKind,
  { label: string; nouns: readonly [string, string]; list: PagePath }
>;

const SUGGESTIONS = ['Bangkok', 'Bali', 'Tokyo', 'Teaching', 'Visa'];

function Suggestions() {
  return (
    <nav aria-label="Popular searches">
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((word) => (
          <li key={word}>
            <Link
              to="/search"
              search={{ q: word }}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ResultSection({ section, q }: { section: SearchSection; q: string }) {
  const { label, nouns, list } = SECTIONS[section.kind];
  const headingId = `results-${section.kind}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label} ({section.total})
      </h2>
      <ul className={styles.hits}>
        {section.items.map((hit) => {
          const link = sitePathLink(hit.path);
          return (
            <li key={hit.id} className={styles.hit}>
              <h3 className={styles.hitTitle}>
                {link ? <Link {...link}>{hit.title}</Link> : hit.title}
              </h3>
              <p className={mutedText}>{hit.meta}</p>
              <p className={mutedText}>{hit.summary}</p>
            </li>
          );
        })}
      </ul>
      <Link to={list} search={{ search: q }}>
        See all {section.total} {nouns[section.total === 1 ? 0 : 1]}
      </Link>
    </section>
  );
}

function Results({ q }: { q: string }) {
  const search = useQuery(siteSearchQueryOptions(q));
  return (
    <QueryResult
      query={search}
      loading="Searching..."
      error="We could not search right now. Please try again."
    >
      {(sections) => {
        const found = sections.filter((section) => section.total > 0);
        const total = found.reduce((sum, section) => sum + section.total, 0);
        return (
          <>
            <p role="status" className={mutedText}>
              {total === 0 ? '' : `${totalOf(total, 'result')} for “${q}”`}
            </p>
            {found.length === 0 ? (
              <EmptyState
                title={`No results for “${q}”`}
                description="Check the spelling, or try a city, a country or a job title."
                action={<Suggestions />}
              />
            ) : (
              found.map((section) => <ResultSection key={section.kind} section={section} q={q} />)
            )}
          </>
        );
      }}
    </QueryResult>
  );
}

/** The page's own search box, starting from the words searched. */
function SearchBox({ initialTerm }: { initialTerm: string }) {
  const { form, input } = useSiteSearch({ initialTerm });
  return (
    <form role="search" aria-label="Search Ginger" className={styles.form} {...form}>
      <TextField
        className={styles.field}
        label="Search guides, jobs, articles and forums"
        type="search"
        {...input}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

/** Site search (/search?q=): every section of the site at once, never indexed. */
export function SearchPage({ q }: { q?: string }) {
  return (
    <div className={styles.page}>
      <Seo
        title={q ? `Search results for “${q}”` : 'Search'}
        description="Search destinations, jobs, articles and forum topics across Ginger."
        path="/search"
        noindex
      />
      <h1>{q ? `Search results for “${q}”` : 'Search Ginger'}</h1>
      <SearchBox key={q ?? ''} initialTerm={q ?? ''} />
      {q ? (
        <Results q={q} />
      ) : (
        <EmptyState
          title="What are you looking for?"
          description="Type a city, a country, a job or a topic, or start with a popular search."
          action={<Suggestions />}
        />
      )}
    </div>
  );
}
