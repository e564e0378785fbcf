import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Insider guide',
  component: AppAt,
  play: settle,
  args: { path: '/insider/chiang-mai-old-city-mornings' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'One insider guide at /insider/{slug}: the preview and its upgrade offer for a visitor and an Explorer, the whole guide for an Adventurer, loading, failing, not found, on a phone.',
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const GuidePreviewVisitor: Story = {};
export const GuidePreviewExplorer: Story = { parameters: { session: 'free' } };
export const GuideAdventurer: Story = { parameters: { session: 'premium' } };
export const GuideLoading: Story = {
  parameters: stillLoading('/insider-guides/chiang-mai-old-city-mornings'),
};
export const GuideFailing: Story = {
  parameters: { msw: { handlers: [failing('/insider-guides/chiang-mai-old-city-mornings')] } },
};
export const GuideNotFound: Story = { args: { path: '/insider/no-such-guide' } };
