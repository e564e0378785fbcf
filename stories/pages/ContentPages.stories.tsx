import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../support/AppAt';
import { screenParameters, settle } from '../support/screen';

const meta = {
  title: 'Screens/Content pages',
  component: AppAt,
  play: settle,
  args: { path: '/terms' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The content pages: terms, privacy, the guide and forum guidelines, community, premium for a visitor and for a member, employer packages, an unknown page, and the terms on a phone.',
  ),
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
