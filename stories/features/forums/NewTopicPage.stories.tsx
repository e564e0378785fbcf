import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Forums new topic',
  component: AppAt,
  play: settle,
  args: { path: '/forums/new-topic' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'Starting a topic at /forums/new-topic (members only): the empty form, invalid input, the categories loading or failing, posting failing, the session ending while posting (sign in again), a visitor sent to sign in, and the phone layout.',
    ),
    session: 'free',
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Post Topic' }));
    await expect(await canvas.findByText('Choose a category')).toBeInTheDocument();
  },
};
export const CategoriesLoading: Story = {
  parameters: stillLoading('/forums/categories'),
};
export const CategoriesFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/categories')] } },
};
async function writeAndPost(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Title'), 'Ferry from Krabi to Koh Lanta');
  await userEvent.selectOptions(canvas.getByLabelText('Category'), 'travel');
  await userEvent.type(
    canvas.getByLabelText('Your post (markdown supported)'),
    'Is the morning ferry still running in the low season?',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Post Topic' }));
  return canvas;
}

export const PostFailed: Story = {
  parameters: { msw: { handlers: [failing('/forums/topics', 500, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = await writeAndPost(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  },
};
/** The session ended while the member wrote: they sign in again in a dialog, the topic waits. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [failing('/forums/topics', 401, 'post')] } },
  play: async ({ canvasElement }) => {
    await writeAndPost(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('dialog', { name: 'Sign in to continue' }),
    ).toBeInTheDocument();
  },
};
export const VisitorRedirected: Story = { parameters: { session: undefined } };
