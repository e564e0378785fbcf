import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { forumCategoriesQueryOptions, forumTopicsInfiniteOptions } from '@/api/forums';
import { countOf, formatCount, totalOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { StatList } from '@/ui/StatList';
import { UrlSearchField } from '@/ui/UrlSearchField';
import { cx } from '@/lib/cx';
import { statusLine } from '@/styles/utilities.css';
import * as styles from './Forums.css';
import { TopicList } from './TopicList';
import { useSiteFigures } from '@/features/stats';

import type { ForumSearch } from './searchParams';

const PER_PAGE = 10;

function Sidebar() {
  return (
    <aside className={styles.page} aria-label="Community">
      <section className={styles.box} aria-labelledby="online-members">
        <h2 id="online-members">Online members</h2>
        <p className={styles.muted}>Travellers and expats are around right now.</p>
        <Link to="/forums/members">See who is online</Link>
      </section>
      <section className={styles.box} aria-labelledby="guidelines">
        <h2 id="guidelines">Community guidelines</h2>
        <ul>
          <li>Be respectful</li>
          <li>Share accurate info</li>
          <li>Use appropriate language</li>
          <li>No spam or self-promotion</li>
        </ul>
        <Link to="/forums/guidelines">Read the guidelines</Link>
      </section>
      <section className={styles.box} aria-labelledby="quick-links">
        <h2 id="quick-links">Quick links</h2>
        <ul>
          <li>
            <Link to="/forums/new-members">New members</Link>
          </li>
          <li>
            <Link to="/forums/marketplace">Marketplace</Link>
          </li>
          <li>
            <Link to="/forums/events">Events</Link>
          </li>
          <li>
            <Link to="/forums/language-exchange">Language exchange</Link>
          </li>
        </ul>
      </section>
    </aside>
  );
}

type ForumsPageProps = { search: ForumSearch; onSearchChange: (next: ForumSearch) => void };

export function ForumsPage({ search, onSearchChange }: ForumsPageProps) {
  const figures = useSiteFigures();
  const categoryList = useQuery(forumCategoriesQueryOptions()).data;
  const categories = categoryList ?? [];
  const topics = useInfiniteQuery(
    forumTopicsInfiniteOptions({
      search: search.search,
      category: search.category,
      per_page: PER_PAGE,
    }),
  );
  const items = topics.data?.pages.flatMap((page) => page.data) ?? [];
  const total = topics.data?.pages[0]?.meta.total;
  const selected = search.category ?? 'all';

  return (
    <div className={styles.page}>
      <Seo
        title="Community Forums"
        description="Ask travellers and expats across Asia: travel, living abroad, jobs, food, culture, dating and photography."
        keywords={['Asia travel forum', 'expat forum', 'digital nomad community']}
        path="/forums"
        breadcrumbs={[{ name: 'Forums', url: '/forums' }]}
        listItems={items.map((topic) => ({ name: topic.title, url: `/forums/topic/${topic.id}` }))}
      />
      <div className={styles.intro}>
        <h1>Community Forums</h1>
        <p className={styles.muted}>Questions, answers and stories from people who live here.</p>
        <div className={styles.row}>
          <Link to="/forums/new-topic" className={buttonClass({ variant: 'primary', size: 'sm' })}>
            Start a topic
          </Link>
          <Link to="/forums/popular" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Popular topics
          </Link>
        </div>
      </div>
      <StatList
        tone="soft"
        items={[
          { label: 'Members', value: figures.travel_community },
          { label: 'Topics', value: figures.forum_topics },
          {
            label: 'Categories',
            // The list holds 'all' beside the categories themselves.
            value: categoryList ? formatCount(categoryList.length - 1) : '…',
          },
          { label: 'Countries', value: figures.countries },
        ]}
      />
      <search aria-label="Search the forums">
        <UrlSearchField
          label="Search the forums"
          placeholder="Search topics, posts, or users..."
          value={search.search}
          onCommit={(next) => onSearchChange({ ...search, search: next })}
        />
      </search>
      <ul className={styles.tiles} aria-label="Categories">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={selected === category.id}
              onClick={() =>
                onSearchChange({
                  ...search,
                  category: category.id === 'all' ? undefined : category.id,
                })
              }
            >
              <span className={styles.tileName}>
                <svg className={styles.tileDot} width="12" height="12" aria-hidden="true">
                  <circle cx="6" cy="6" r="6" fill={category.color} />
                </svg>
                {category.name}
              </span>
              <span className={styles.muted}>{countOf(category.count, 'topic')}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.layout}>
        <div className={styles.page}>
          <p role="status" className={cx(styles.muted, statusLine)}>
            {total === undefined ? '' : totalOf(total, 'topic')}
          </p>
          <TopicList
            topics={topics}
            categories={categories}
            empty={
              <EmptyState
                title="No topics found."
                description="Try another word or category, or start a topic."
              />
            }
          />
        </div>
        <Sidebar />
      </div>
    </div>
  );
}
