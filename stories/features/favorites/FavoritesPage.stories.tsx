import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Favorites',
  component: AppAt,
  play: settle,
  args: { path: '/favorites' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters('Favourites at /favorites: an Explorer, empty, loading, failing.'),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const FavoritesExplorer: Story = {};
export const FavoritesEmpty: Story = { parameters: { session: 'corporate' } };
export const FavoritesLoading: Story = { parameters: stillLoading('/favorites') };
export const FavoritesError: Story = {
  parameters: { msw: { handlers: [failing('/favorites')] } },
};
