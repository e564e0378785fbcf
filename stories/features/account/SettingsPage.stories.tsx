import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Settings',
  component: AppAt,
  play: settle,
  args: { path: '/settings' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'Settings at /settings: an Explorer, saving failing, on a phone, and a visitor sent to sign in.',
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};
export const SettingsSaveFailed: Story = {
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
export const SettingsMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const SettingsVisitorRedirected: Story = { parameters: { session: undefined } };
