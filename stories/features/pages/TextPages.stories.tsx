import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Content pages',
  component: AppAt,
  play: settle,
  args: { path: '/terms' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The text pages: terms, privacy, the guide and forum guidelines, and the terms on a phone.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {};
export const Privacy: Story = { args: { path: '/privacy' } };
export const GuideGuidelines: Story = { args: { path: '/guide-guidelines' } };
export const ForumGuidelines: Story = { args: { path: '/forums/guidelines' } };
export const TermsMobile: Story = { globals: { viewport: { value: 'mobile' } } };
