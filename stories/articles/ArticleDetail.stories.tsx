import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../support/AppAt';
import { failing, never } from '../support/handlers';
import { SCREEN } from '../support/screen';

const meta = {
  title: 'Screens/Article detail',
  component: AppAt,
  args: { path: '/articles/7-coworking-spaces-in-canggu-worth-your-time' },
  parameters: SCREEN,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const SignedIn: Story = { parameters: { session: 'premium' } };
export const Loading: Story = { parameters: { msw: { handlers: [never('/content/:slug')] } } };
export const NotFound: Story = { args: { path: '/articles/no-such-article' } };
export const LoadFailed: Story = { parameters: { msw: { handlers: [failing('/content/:slug')] } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
