import type { StoryObj } from '@storybook/react-vite';
import { failing, never } from '../support/handlers';
import { screenMeta } from '../support/screen';

const meta = screenMeta('Screens/Guides', '/guides');
export default meta;
type Story = StoryObj<typeof meta>;

export const AllGuides: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [never('/locations')] } } };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/locations', 400)] } },
};
export const Country: Story = { args: { path: '/guides/vietnam' } };
export const CountryWithoutGuides: Story = { args: { path: '/guides/atlantis' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
