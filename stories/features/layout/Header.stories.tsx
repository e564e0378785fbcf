import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from '@/features/layout/Header';
import { withRouter } from '../../support/withRouter';

const meta = {
  title: 'Layout/Header',
  component: Header,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const CurrentSectionHighlighted: Story = { parameters: { path: '/jobs' } };
export const Explorer: Story = { parameters: { session: 'free' } };
export const Adventurer: Story = { parameters: { session: 'premium' } };
export const Enterprise: Story = { parameters: { session: 'corporate' } };

export const AccountMenuOpen: Story = {
  parameters: { session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Account menu: Emma/ }));
    await expect(canvas.getByText('explorer@ginger.example')).toBeVisible();
  },
};

export const MobileVisitor: Story = { globals: { viewport: { value: 'mobile' } } };

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Main menu' }));
    await expect(await canvas.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  },
};
