import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Create listing',
  component: AppAt,
  play: settle,
  args: { path: '/advertise/create' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'Creating a listing at /advertise/create: the form, invalid input (a price without its amount or currency among it), and the listing refused by the server.',
    ),
    session: 'free',
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateListing: Story = {};
export const CreateListingInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish Free Listing' }));
    await expect(await canvas.findByText('Choose a category')).toBeVisible();
    await expect(canvas.getByText('Enter a price, or choose free or on request')).toBeVisible();
    await expect(canvas.getByText('Choose a currency')).toBeVisible();
  },
};
export const CreateListingRefused: Story = {
  parameters: { msw: { handlers: [failing('/ads', 500, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Title'), 'Sunny room near the beach');
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'accommodation');
    await userEvent.type(
      canvas.getByLabelText('Description'),
      'A bright double room with a balcony, five minutes from the beach.',
    );
    await userEvent.type(canvas.getByLabelText('Location'), 'Hoi An, Vietnam');
    await userEvent.type(canvas.getByLabelText('Amount'), '6500000');
    await userEvent.selectOptions(canvas.getByLabelText('Currency'), 'VND');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Free Listing' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  },
};
