import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, noLocations, stillLoading } from '../../support/handlers';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Guides',
  component: AppAt,
  play: settle,
  args: { path: '/guides' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The guides at /guides: the first page of all guides, the second page, an address past the last page, loading, none at all, a search that matches nothing, failing to load, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllGuides: Story = {};
export const SecondPage: Story = { args: { path: '/guides?page=2' } };
/** An old link past the last page: says so and offers page 1. */
export const PastLastPage: Story = {
  args: { path: '/guides?page=99' },
  play: async (context) => {
    await settle(context);
    await expect(
      await within(context.canvasElement).findByText('This page does not exist any more.'),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: stillLoading('/locations') };
export const Empty: Story = { parameters: { msw: { handlers: [noLocations] } } };
/** The search filters every guide on the page itself; nothing matches. */
export const NoMatch: Story = {
  play: async (context) => {
    await settle(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText('Search guides by title or country'), 'zzzz');
    await expect(await canvas.findByText('No guides match your search.')).toBeInTheDocument();
    (context.canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/locations', 400)] } },
};
