import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../support/AppAt';
import { failing, stillLoading } from '../support/handlers';
import { screenParameters, settle } from '../support/screen';

const meta = {
  title: 'Screens/Member area',
  component: AppAt,
  play: settle,
  args: { path: '/dashboard' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'The member area, signed in: the dashboard for each tier (Explorer, Adventurer, Enterprise), its count loading, on a phone, and a visitor sent to sign in; the journal (an Explorer asked to upgrade, an Adventurer, loading, failing); favourites (an Explorer, empty, loading, failing); settings; billing for each tier; and the upgrade page for a visitor and an Explorer.',
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardExplorer: Story = {};
export const DashboardAdventurer: Story = { parameters: { session: 'premium' } };
export const DashboardEnterprise: Story = { parameters: { session: 'corporate' } };
export const DashboardCountLoading: Story = {
  parameters: stillLoading('/favorites'),
};
export const DashboardMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const DashboardVisitorRedirected: Story = { parameters: { session: undefined } };

export const JournalExplorerUpgradeRequired: Story = { args: { path: '/journal' } };
export const JournalAdventurer: Story = {
  args: { path: '/journal' },
  parameters: { session: 'premium' },
};
export const JournalLoading: Story = {
  args: { path: '/journal' },
  parameters: { session: 'premium', ...stillLoading('/journal/entries') },
};
export const JournalError: Story = {
  args: { path: '/journal' },
  parameters: { session: 'premium', msw: { handlers: [failing('/journal/entries')] } },
};

export const FavoritesExplorer: Story = { args: { path: '/favorites' } };
export const FavoritesEmpty: Story = {
  args: { path: '/favorites' },
  parameters: { session: 'corporate' },
};
export const FavoritesLoading: Story = {
  args: { path: '/favorites' },
  parameters: stillLoading('/favorites'),
};
export const FavoritesError: Story = {
  args: { path: '/favorites' },
  parameters: { msw: { handlers: [failing('/favorites')] } },
};

export const Settings: Story = { args: { path: '/settings' } };
export const BillingExplorer: Story = { args: { path: '/billing' } };
export const BillingAdventurer: Story = {
  args: { path: '/billing' },
  parameters: { session: 'premium' },
};
export const BillingEnterprise: Story = {
  args: { path: '/billing' },
  parameters: { session: 'corporate' },
};
export const UpgradeVisitor: Story = {
  args: { path: '/upgrade' },
  parameters: { session: undefined },
};
export const UpgradeExplorer: Story = { args: { path: '/upgrade' } };
