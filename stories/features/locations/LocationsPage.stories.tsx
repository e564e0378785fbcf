import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, noLocations, stillLoading } from '../../support/handlers';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Locations',
  component: AppAt,
  play: settle,
  args: { path: '/locations' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The locations at /locations: loaded, filtered and sorted, the second page, loading, none at all, no match, failing to load, signed in as an Explorer (save buttons), and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Filtered: Story = { args: { path: '/locations?country=Thailand&sort=name' } };
export const SecondPage: Story = { args: { path: '/locations?page=2' } };
export const Loading: Story = { parameters: stillLoading('/locations') };
export const Empty: Story = { parameters: { msw: { handlers: [noLocations] } } };
export const NoMatch: Story = { args: { path: '/locations?search=zzzz' } };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/locations', 400)] } },
};
export const SignedIn: Story = { parameters: { session: 'free' } };
