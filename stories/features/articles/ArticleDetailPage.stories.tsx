import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Article detail',
  component: AppAt,
  play: settle,
  args: { path: '/articles/the-complete-guide-to-living-in-bangkok' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'An article at /articles/:slug: loaded for a visitor, signed in as an Adventurer (like and save), loading, an unknown article (not found), the article failing to load, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const SignedIn: Story = { parameters: { session: 'premium' } };
export const Loading: Story = { parameters: stillLoading('/content/:slug') };
export const NotFound: Story = { args: { path: '/articles/no-such-article' } };
export const LoadFailed: Story = { parameters: { msw: { handlers: [failing('/content/:slug')] } } };
