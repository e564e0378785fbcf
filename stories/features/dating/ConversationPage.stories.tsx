import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Conversation',
  component: AppAt,
  play: settle,
  args: { path: '/dating/messages/9' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'A conversation in the dating messages: the messages with a member, a message refused, asked before blocking, blocked, failing, and on a phone.',
    ),
    session: 'premium',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const MessageRefused: Story = {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Block' }));
    await expect(await canvas.findByRole('dialog', { name: /^Block .+\?$/ })).toBeVisible();
  },
};
export const Blocked: Story = {
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
  parameters: { msw: { handlers: [failing('/dating/conversations/:id')] } },
};
export const ConversationPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
};
