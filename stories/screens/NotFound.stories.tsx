import type { StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../support/screen';

const meta = screenMeta('Screens/Not found', '/no-such-page');

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
