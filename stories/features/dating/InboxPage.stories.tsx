import type { StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Messages',
  component: AppAt,
  play: settle,
  args: { path: '/dating/messages' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "A member's dating messages: the inbox with two unread answers (counted in the header), no conversations yet, loading, failing, on a phone.",
    ),
    session: 'premium',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {};
export const NoConversationsYet: Story = { parameters: { session: 'corporate' } };
export const InboxLoading: Story = { parameters: stillLoading('/dating/conversations') };
export const InboxFailing: Story = {
  parameters: { msw: { handlers: [failing('/dating/conversations')] } },
};
export const InboxPhone: Story = { globals: { viewport: { value: 'mobile' } } };
