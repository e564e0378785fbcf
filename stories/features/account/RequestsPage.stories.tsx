import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Your requests',
  component: AppAt,
  play: settle,
  args: { path: '/requests' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "A member's requests at /requests: an Adventurer's message just received and guide in review, an Explorer's answered message, none yet, loading, failing, and the phone layout.",
    ),
    session: 'premium',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Adventurer: Story = {};
export const Explorer: Story = { parameters: { session: 'free' } };
export const NoneYet: Story = { parameters: { session: 'corporate' } };
export const Loading: Story = { parameters: stillLoading('/account/requests') };
export const Failing: Story = {
  parameters: { msw: { handlers: [failing('/account/requests')] } },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
