import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Job detail',
  component: AppAt,
  play: settle,
  args: { path: '/jobs/7' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'A job at /jobs/:id: loaded for a visitor, signed in as an Adventurer, an id that is not a number and an unknown job (not found), loading, failing to load, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const SignedIn: Story = { parameters: { session: 'premium' } };
export const NotNumeric: Story = { args: { path: '/jobs/abc' } };
export const Unknown: Story = { args: { path: '/jobs/999999' } };
export const Loading: Story = { parameters: stillLoading('/jobs/:id') };
export const LoadFailed: Story = { parameters: { msw: { handlers: [failing('/jobs/:id', 400)] } } };
