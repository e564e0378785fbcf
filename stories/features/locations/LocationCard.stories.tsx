import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LocationSummary } from '@/api/generated';
import { LocationCard, LocationCardSkeleton } from '@/features/locations';
import { withRouter } from '../../support/withRouter';
import { storyTime } from '../../support/storyTime';
import { BROKEN_IMAGE, brokenImage } from '../../support/handlers';

const chiangMai: LocationSummary = {
  id: 2,
  city: 'Chiang Mai',
  country: 'Thailand',
  slug: 'chiang-mai',
  description:
    'A walled old city of temples, night markets and coworking cafés at the foot of Doi Suthep.',
  imageUrl: '/images/scenes/generated/temple-1.svg',
  jobCount: 12,
  profileCount: 1430,
  highlights: ['Sunday Walking Street', 'Doi Suthep temple', 'Nimman cafés', 'Khao soi'],
  stats: { job_listings_count: 12, dating_profiles_count: 1430, views: 42000 },
  seo: { meta_title: 'Chiang Mai', meta_description: 'Chiang Mai guide', keywords: ['Chiang Mai'] },
  coordinates: { latitude: 18.7883, longitude: 98.9853 },
  timezone: 'Asia/Bangkok',
  population: 1_200_000,
  currency: 'THB',
  costOfLiving: 'Low',
  temperature: 26,
  guide: {
    category: 'culture',
    words: 2140,
    summary: 'The old city keeps more than thirty temples inside its moat and walls.',
  },
  updated_at: storyTime.daysAgo(20),
  content_metadata: { quality_score: 0.9 },
};

const meta = {
  title: 'Destinations/Location card',
  component: LocationCard,
  decorators: [
    withRouter,
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { location: chiangMai },
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Trending: Story = { args: { badge: 'Trending', highlights: 2 } };
export const WithDefaults: Story = {
  args: { location: { ...chiangMai, description: '', highlights: [] } },
};
export const BrokenImage: Story = {
  args: { location: { ...chiangMai, imageUrl: BROKEN_IMAGE } },
  parameters: brokenImage,
};
export const SavedByMember: Story = { parameters: { session: 'free' } };
export const Skeleton: Story = { render: () => <LocationCardSkeleton /> };
