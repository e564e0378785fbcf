import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Member area',
  component: AppAt,
  play: settle,
  args: { path: '/dashboard' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'The dashboard of the member area, signed in: for each tier (Explorer, Adventurer, Enterprise), its count loading, its recent activity loading, failing and empty, on a phone, and a visitor sent to sign in.',
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
export const DashboardActivityLoading: Story = { parameters: stillLoading('/account/activity') };
export const DashboardActivityFailing: Story = {
  parameters: { msw: { handlers: [failing('/account/activity')] } },
};
export const DashboardNoActivityYet: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/account/activity', () => HttpResponse.json({ data: [], profile_views: 0 })),
      ],
    },
  },
};
export const DashboardMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const DashboardVisitorRedirected: Story = { parameters: { session: undefined } };
