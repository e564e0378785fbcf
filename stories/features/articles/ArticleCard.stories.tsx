import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ArticleSummary } from '@/api/generated';
import { ArticleCard, ArticleCardSkeleton } from '@/features/articles';
import { withRouter } from '../../support/withRouter';
import { storyTime } from '../../support/storyTime';

const article: ArticleSummary = {
  id: 1,
  slug: 'a-food-lovers-month-in-penang',
  title: "A Food Lover's Month in George Town",
  category: 'food-culture',
  content_type: 'blog',
  meta_title: "A Food Lover's Month in George Town",
  meta_description: 'Hawker centres, kopitiams and the best char kway teow we found in Penang.',
  keywords: ['Penang', 'Malaysia', 'street food', 'hawker'],
  introduction: 'Thirty days, forty hawker stalls.',
  featured_image: '/images/scenes/generated/market-6.svg',
  og_image: null,
  published_at: storyTime.daysAgo(4),
  updated_at: storyTime.daysAgo(2),
  reading_time: 6,
  word_count: 1200,
  views: 18_400,
  likes: 320,
  engagement_rate: 1.7,
  author_name: 'Chloe Tan',
  location: { name: 'George Town', country: 'Malaysia' },
  url: '/articles/a-food-lovers-month-in-penang',
};

const meta = {
  title: 'Articles/Article card',
  component: ArticleCard,
  decorators: [withRouter],
  args: { article },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutImage: Story = { args: { article: { ...article, featured_image: null } } };
export const WithoutKeywords: Story = { args: { keywords: false } };
export const Skeleton: Story = { render: () => <ArticleCardSkeleton /> };
