import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../support/AppAt';
import { failing, stillLoading } from '../support/handlers';
import { screenParameters, settle } from '../support/screen';

const meta = {
  title: 'Screens/Messages',
  component: AppAt,
  play: settle,
  args: { path: '/dating/messages' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "A member's dating messages: the inbox with two unread answers (counted in the header), no conversations yet, loading, failing, on a phone; a conversation, a message refused, asked before blocking, blocked, failing, and on a phone.",
    ),
    session: 'premium',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const conversation = { path: '/dating/messages/9' };

export const Inbox: Story = {};
export const NoConversationsYet: Story = { parameters: { session: 'corporate' } };
export const InboxLoading: Story = { parameters: stillLoading('/dating/conversations') };
export const InboxFailing: Story = {
  parameters: { msw: { handlers: [failing('/dating/conversations')] } },
};
export const InboxPhone: Story = { globals: { viewport: { value: 'mobile' } } };

export const Conversation: Story = { args: conversation };
export const MessageRefused: Story = {
  args: conversation,
  parameters: { msw: { handlers: [failing('/dating/profiles/:id/messages', 500, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Your message'), 'See you on Saturday!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
export const ConfirmingBlock: Story = {
  args: conversation,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Block' }));
    await expect(await canvas.findByRole('dialog', { name: 'Block Daniel?' })).toBeVisible();
  },
};
export const Blocked: Story = {
  args: conversation,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/dating/conversations/:id', () =>
          HttpResponse.json({
            data: {
              profile: {
                id: 9,
                name: 'Daniel',
                photo: '/images/avatars/generated/9.svg',
                online: false,
              },
              messages: [],
              blocked: true,
            },
          }),
        ),
      ],
    },
  },
};
export const ConversationFailing: Story = {
  args: conversation,
  parameters: { msw: { handlers: [failing('/dating/conversations/:id')] } },
};
export const ConversationPhone: Story = {
  args: conversation,
  globals: { viewport: { value: 'mobile' } },
};
