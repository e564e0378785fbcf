import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
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
      'The member area, signed in: the dashboard for each tier (Explorer, Adventurer, Enterprise), its count loading, its recent activity loading, failing and empty, on a phone, and a visitor sent to sign in; the journal (an Explorer asked to upgrade, an Adventurer, loading, failing); favourites (an Explorer, empty, loading, failing); settings (saving failing, on a phone, a visitor sent to sign in); and the upgrade page for a visitor, an Explorer, an Adventurer and on a phone.',
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
    msw: { handlers: [http.get('*/api/account/activity', () => HttpResponse.json({ data: [] }))] },
  },
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
export const SettingsSaveFailed: Story = {
  args: { path: '/settings' },
  parameters: { msw: { handlers: [failing('/account/profile', 500, 'patch')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Emma Rivers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/try again/i);
    await expect(name).toHaveValue('Emma Rivers');
  },
};
export const SettingsMobile: Story = {
  args: { path: '/settings' },
  globals: { viewport: { value: 'mobile' } },
};
export const SettingsVisitorRedirected: Story = {
  args: { path: '/settings' },
  parameters: { session: undefined },
};
export const UpgradeVisitor: Story = {
  args: { path: '/upgrade' },
  parameters: { session: undefined },
};
export const UpgradeExplorer: Story = { args: { path: '/upgrade' } };
export const UpgradeAdventurer: Story = {
  args: { path: '/upgrade' },
  parameters: { session: 'premium' },
};
export const UpgradeMobile: Story = {
  args: { path: '/upgrade' },
  globals: { viewport: { value: 'mobile' } },
};
