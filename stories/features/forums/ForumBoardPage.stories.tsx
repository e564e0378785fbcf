import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { emptyList, failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forum boards',
  component: AppAt,
  play: settle,
  args: { path: '/forums/popular' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The forum boards (popular, marketplace, events, language exchange): each board, its topics loading or failing, an empty board, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {};
export const Marketplace: Story = { args: { path: '/forums/marketplace' } };
export const Events: Story = { args: { path: '/forums/events' } };
export const LanguageExchange: Story = { args: { path: '/forums/language-exchange' } };
export const TopicsLoading: Story = {
  parameters: stillLoading('/forums/topics'),
};
export const TopicsFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/topics', 400)] } },
};
export const BoardEmpty: Story = {
  args: { path: '/forums/events' },
  parameters: { msw: { handlers: [emptyList('/forums/topics')] } },
};
