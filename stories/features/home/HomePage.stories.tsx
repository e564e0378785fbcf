import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { emptyList, failing, never, noLocations, stillLoading } from '../../support/handlers';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Home',
  component: AppAt,
  play: settle,
  args: { path: '/' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The home page: loaded, its sections or the figures loading or failing, its sections empty, signed in as each tier (Explorer, Adventurer, Enterprise), the phone layout, and the session check failing.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 'Travel Articles' shows once the live counters are in (the fallback says 'Success Stories').
    await expect(
      await canvas.findByText('Travel Articles', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const StatsLoading: Story = { parameters: stillLoading('/stats') };

/** The destinations, the articles and the trending list on their way: placeholders hold their space. */
export const SectionsLoading: Story = {
  parameters: {
    loading: true,
    msw: { handlers: [never('/locations'), never('/content'), never('/content/trending')] },
  },
};

/** The destinations and the articles fail: each says so with a retry; Trending Now is left out. */
export const SectionsFailed: Story = {
  parameters: {
    msw: {
      handlers: [failing('/locations'), failing('/content'), failing('/content/trending')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We could not load the latest articles.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** No destinations and no articles: each section says so; Trending Now is left out. */
export const SectionsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        noLocations,
        emptyList('/content'),
        http.get('*/api/content/trending', () => HttpResponse.json({ data: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The two sections ask for their data apart, so either answer may come first.
    await expect(
      await canvas.findByText('No destinations to show at the moment.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByText('No articles available at the moment.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** A failing stats call falls back to the published figures. */
export const StatsFailed: Story = { parameters: { msw: { handlers: [failing('/stats')] } } };

export const SignedInExplorer: Story = { parameters: { session: 'free' } };
export const SignedInAdventurer: Story = { parameters: { session: 'premium' } };
export const SignedInEnterprise: Story = { parameters: { session: 'corporate' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** A member whose session the server can't check right now: kept, with a way to check again. */
export const SessionCheckFailed: Story = {
  parameters: { session: 'free', msw: { handlers: [failing('/auth/user')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/We couldn't confirm that you're signed in/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
