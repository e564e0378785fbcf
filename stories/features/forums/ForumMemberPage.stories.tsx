import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forum member',
  component: AppAt,
  play: settle,
  // The forum's most active member (the first on /forums/members).
  args: { path: '/forums/members/vanida-sisouphanh' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'A member’s forum profile at /forums/members/:slug: a member with topics, a member who started none (their own profile, signed in), an unknown member, loading, failing to load, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const NoTopicsYet: Story = {
  args: { path: '/forums/members/aditya-adventurer' },
  parameters: { session: 'premium' },
};
export const NotFound: Story = { args: { path: '/forums/members/nobody-by-this-name' } };
export const Loading: Story = { parameters: stillLoading('/forums/members/:slug') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/members/:slug')] } },
};
