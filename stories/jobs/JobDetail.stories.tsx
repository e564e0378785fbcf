import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../support/AppAt';
import { failing, never } from '../support/handlers';
import { SCREEN } from '../support/screen';

const meta = {
  title: 'Screens/Job detail',
  component: AppAt,
  args: { path: '/jobs/7' },
  parameters: SCREEN,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const SignedIn: Story = { parameters: { session: 'premium' } };
export const NotNumeric: Story = { args: { path: '/jobs/abc' } };
export const Unknown: Story = { args: { path: '/jobs/999999' } };
export const Loading: Story = { parameters: { msw: { handlers: [never('/jobs/:id')] } } };
export const LoadFailed: Story = { parameters: { msw: { handlers: [failing('/jobs/:id', 400)] } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
