import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ForumMemberListResponse } from '@/api/generated';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forum member',
  component: AppAt,
  play: settle,
  args: { path: '/forums/members/aditya-adventurer' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'A member’s forum profile at /forums/members/:slug: a member with topics, a member who started none (their own profile, signed in), an unknown member, loading, failing to load, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The forum's most active member, the first on /forums/members, whoever the seed makes them. */
export const Member: Story = {
  loaders: [
    async () => {
      const response = await fetch('/api/forums/members?per_page=1');
      const { data } = (await response.json()) as ForumMemberListResponse;
      return { path: `/forums/members/${data[0]!.slug}` };
    },
  ],
  render: (_args, { loaded }) => <AppAt path={(loaded as { path: string }).path} />,
};
export const NoTopicsYet: Story = { parameters: { session: 'premium' } };
export const NotFound: Story = { args: { path: '/forums/members/nobody-by-this-name' } };
export const Loading: Story = { parameters: stillLoading('/forums/members/:slug') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/members/:slug')] } },
};
