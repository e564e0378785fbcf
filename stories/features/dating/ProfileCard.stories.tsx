import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DatingProfile } from '@/api/generated';
import { ProfileCard } from '@/features/dating/ProfileCard';
import { withRouter } from '../../support/withRouter';
import { storyTime } from '../../support/storyTime';
import { BROKEN_IMAGE, brokenImage } from '../../support/handlers';

const linh: DatingProfile = {
  id: 7,
  name: 'Linh',
  photo: '/images/avatars/generated/3.svg',
  photos: ['/images/avatars/generated/3.svg'],
  online: true,
  verified: true,
  nationality: 'Vietnamese',
  nationalityCode: 'VN',
  age: 29,
  gender: 'women',
  profession: 'Architect',
  location: 'Da Nang, Vietnam',
  country: 'Vietnam',
  region: 'Southeast Asia',
  description:
    'Beach mornings, design books and the best banh mi in town. Weekend trips to Hoi An whenever the weather allows, and always up for a long coffee.',
  interests: ['Surfing', 'Design', 'Coffee', 'Photography', 'Yoga'],
  lookingFor: 'Someone curious who likes early mornings',
  languages: ['Vietnamese', 'English'],
  lastSeen: storyTime.hoursAgo(5),
  joinedDate: storyTime.daysAgo(410),
  height: '162 cm',
  education: "Master's degree",
  relationshipStatus: 'Single',
  children: 'None',
  smoking: 'Never',
  drinking: 'Socially',
  livingSituation: 'Lives alone',
  favoriteSpots: ['My Khe Beach'],
  personality: ['Curious', 'Calm'],
  perfectDate: 'A sunrise swim and a long breakfast',
  funFact: 'I have surfed in four countries',
  responseRate: 92,
  responseTime: 'Within a few hours',
  memberSince: storyTime.daysAgo(410).slice(0, 4),
  profileViews: 340,
  compatibility: 87,
  likes: 41,
};

const meta = {
  title: 'Community/Dating profile card',
  component: ProfileCard,
  decorators: [withRouter],
  args: { profile: linh },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlineAndVerified: Story = {};
export const Offline: Story = {
  args: { profile: { ...linh, online: false, verified: false } },
};
export const FewInterests: Story = {
  args: { profile: { ...linh, interests: ['Surfing'] } },
};
export const BrokenPhoto: Story = {
  args: { profile: { ...linh, photo: BROKEN_IMAGE } },
  parameters: brokenImage,
};
