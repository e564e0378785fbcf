import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { forumCategoriesQueryOptions, forumTopicsInfiniteOptions } from '@/api/forums';
import type { ForumKind, ForumSort } from '@/api/generated';
import { buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ForumSubpageHeader } from './ForumSubpageHeader';
import * as styles from './Forums.css';
import { TopicList } from './TopicList';

type Board = {
  path: string;
  title: string;
  intro: string;
  kind?: ForumKind;
  sort: ForumSort;
};

/** The forum's special lists of topics, by path. */
const BOARDS = {
  popular: {
    path: '/forums/popular',
    title: 'Popular Topics',
    intro: 'The most read discussions in the community.',
    sort: 'popular',
  },
  marketplace: {
    path: '/forums/marketplace',
    title: 'Marketplace',
    intro: 'Buy, sell, swap and give away: scooters, furniture, rooms and more.',
    kind: 'marketplace',
    sort: 'latest',
  },
  events: {
    path: '/forums/events',
    title: 'Events',
    intro: 'Meetups, walks, clean-ups and game nights you can join.',
    kind: 'event',
    sort: 'latest',
  },
  languageExchange: {
    path: '/forums/language-exchange',
    title: 'Language Exchange',
    intro: 'Find a partner to practise a language with, in person or online.',
    kind: 'language-exchange',
    sort: 'latest',
  },
} as const satisfies Record<string, Board>;

const PER_PAGE = 10;

function ForumBoard({ board }: { board: Board }) {
  const categories = useQuery(forumCategoriesQueryOptions()).data ?? [];
  const topics = useInfiniteQuery(
    forumTopicsInfiniteOptions({ kind: board.kind, sort: board.sort, per_page: PER_PAGE }),
  );

  return (
    <div className={styles.page}>
      <ForumSubpageHeader path={board.path} title={board.title} intro={board.intro}>
        <Link to="/forums/new-topic" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          Start a topic
        </Link>
      </ForumSubpageHeader>
      <TopicList
        topics={topics}
        categories={categories}
        empty={<EmptyState title="Nothing here yet." description="Be the first to post." />}
      />
    </div>
  );
}

export const PopularTopicsPage = () => <ForumBoard board={BOARDS.popular} />;
export const MarketplacePage = () => <ForumBoard board={BOARDS.marketplace} />;
export const EventsPage = () => <ForumBoard board={BOARDS.events} />;
export const LanguageExchangePage = () => <ForumBoard board={BOARDS.languageExchange} />;
