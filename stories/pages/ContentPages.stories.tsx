import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../support/AppAt';
import { SCREEN, settle } from '../support/screen';

const meta = {
  title: 'Screens/Content pages',
  component: AppAt,
  play: settle,
  args: { path: '/terms' },
  parameters: SCREEN,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {};
export const Privacy: Story = { args: { path: '/privacy' } };
export const GuideGuidelines: Story = { args: { path: '/guide-guidelines' } };
export const ForumGuidelines: Story = { args: { path: '/forums/guidelines' } };
export const Community: Story = { args: { path: '/community' } };
export const PremiumVisitor: Story = { args: { path: '/premium' } };
export const PremiumMember: Story = { args: { path: '/premium' }, parameters: { session: 'free' } };
export const EmployerPackages: Story = { args: { path: '/employer-packages' } };
export const UnknownPage: Story = { args: { path: '/no/such/page' } };
export const TermsMobile: Story = { globals: { viewport: { value: 'mobile' } } };
